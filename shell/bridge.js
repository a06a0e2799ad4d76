// Calls into the wasm table (web/bridge.cpp): strings in and out. The one place that knows the C function
// names.
let mod = null; // the Emscripten module

// Strings go through malloc'd memory, never the wasm stack.
function withText(text, fn) {
  const size = mod.lengthBytesUTF8(text) + 1;
  const ptr = mod._malloc(size);
  mod.stringToUTF8(text, ptr, size);
  try { return fn(ptr); } finally { mod._free(ptr); }
}
const text = (ptr) => mod.UTF8ToString(ptr);

function randomUint32() {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return a[0];
}

// Loads patience.js's module onto the canvas; `build` is the site's version stamp for the .wasm's URL.
export async function connect(canvas, build) {
  if (typeof createPatience !== 'function') throw new Error('patience.js did not load');
  mod = await createPatience({ canvas, locateFile: (file, dir) => `${dir}${file}?${build}` });
}
export const connected = () => mod !== null;

// The canvas, the frames and the art.
export const resize = (cssW, cssH, pxW, pxH) => mod._pt_resize(cssW, cssH, pxW, pxH);
export const setReducedMotion = (on) => mod._pt_set_reduced_motion(on ? 1 : 0);
export const frame = (now) => mod._pt_frame(now) !== 0;
// The card sheet (SVG, UTF-8 bytes): true when the table could read it.
export function setArt(bytes) {
  const ptr = mod._malloc(bytes.length + 1);
  mod.HEAPU8.set(bytes, ptr); // after malloc, which may have grown the memory (and replaced HEAPU8)
  mod.HEAPU8[ptr + bytes.length] = 0;
  try { return mod._pt_set_art(ptr) !== 0; } finally { mod._free(ptr); }
}
// Rasterises a few more cards ahead of need; true while some are left.
export const artWork = () => mod._pt_art_work() !== 0;
export const graphicsRestored = () => mod._pt_graphics_restored() !== 0;
export const framesDrawn = () => (mod ? mod._pt_frames_drawn() : 0);
export const revision = () => mod._pt_revision();

// Pointer input, CSS pixels of the canvas.
export const pointerDown = (x, y, id) => mod._pt_pointer_down(x, y, id);
export const pointerMove = (x, y, id) => mod._pt_pointer_move(x, y, id);
export const pointerUp = (x, y, id, time) => mod._pt_pointer_up(x, y, id, time);
export const pointerCancel = () => mod._pt_pointer_cancel();

// Commands: the string ones return "" or why they failed, the others whether they did anything.
export const setAutoplay = (on) => mod._pt_set_autoplay(on ? 1 : 0);
export const newDeal = () => text(mod._pt_new_deal(randomUint32()));
export const newGame = (game, ruleset) =>
  withText(game, (g) => withText(ruleset, (r) => text(mod._pt_new_game(g, r, randomUint32()))));
export const openLink = (link) => withText(link, (p) => text(mod._pt_open_link(p)));
export const loadSave = (save) => withText(save, (p) => text(mod._pt_load_save(p)));
export const undo = () => mod._pt_undo() !== 0;
export const redo = () => mod._pt_redo() !== 0;
export const restart = () => mod._pt_restart() !== 0;
export const deal = () => mod._pt_deal() !== 0;
export const finish = () => mod._pt_finish() !== 0;

// Read-outs.
export const info = () => JSON.parse(text(mod._pt_info()));
export const save = () => text(mod._pt_save());
export const stateJson = () => text(mod._pt_state_json());
export const rectsJson = () => text(mod._pt_rects_json());
export const games = () => JSON.parse(text(mod._pt_games_json()));
export const rulesHelp = () => JSON.parse(text(mod._pt_rules_help_json()));
