// Calls into the wasm table (web/glue/bridge.cpp): strings in and out. The one place that knows the C
// function names.
import { t } from './words.js?v=dev';

let mod = null; // the Emscripten module

// Strings go through malloc'd memory, never the wasm stack.
function withText(text, fn) {
  const size = mod.lengthBytesUTF8(text) + 1;
  const ptr = mod._malloc(size);
  mod.stringToUTF8(text, ptr, size);
  try { return fn(ptr); } finally { mod._free(ptr); }
}
const text = (ptr) => mod.UTF8ToString(ptr);

// A random 32-bit number from the browser's cryptographic source (a fresh deal's number comes from one).
export function randomUint32() {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return a[0];
}

// Loads patience.js's module onto the canvas; `build` is the site's version stamp for the .wasm's URL. The
// wasm is compiled as it streams in, and instantiated (its main() run) only once `gate` has settled: the page
// passes the card art's promise, so start-up and the first frame with the cards follow main() in one task,
// with no frame of the page drawn in between (that frame cost some 40 ms of the first table).
export async function connect(canvas, build, gate = Promise.resolve()) {
  if (typeof createPatience !== 'function') throw new Error(t('bridge.script_missing'));
  const url = `patience.wasm?${build}`;
  const compiled = WebAssembly.compileStreaming(fetch(url))
    // A host that serves .wasm with another MIME type: compile from the bytes instead.
    .catch(() => fetch(url).then((r) => r.arrayBuffer()).then((bytes) => WebAssembly.compile(bytes)));
  const settled = gate.then(() => {}, () => {});
  let failed;
  const failure = new Promise((_, reject) => { failed = reject; });
  mod = await Promise.race([failure, createPatience({
    canvas,
    instantiateWasm(imports, receive) {
      Promise.all([compiled, settled])
        .then(([module]) => WebAssembly.instantiate(module, imports).then((instance) => receive(instance, module)))
        .catch((e) => failed(new Error(t('bridge.table_missing', { why: e && e.message ? e.message : String(e) }))));
      return {}; // the exports come through receive()
    },
    preRun: [() => performance.mark('patience:wasm-instantiated')], // compiled and instantiated; main() next
  })]);
}
export const connected = () => mod !== null;

// The canvas, the frames and the art.
export const resize = (cssW, cssH, pxW, pxH) => mod._pt_resize(cssW, cssH, pxW, pxH);
export const setReducedMotion = (on) => mod._pt_set_reduced_motion(on ? 1 : 0);
export const frame = (now) => mod._pt_frame(now) !== 0;
// The player's settings: felt colours as 0xRRGGBB, the share of a glide's time (1, 0.5, 0), layout options.
export const setFelt = (centre, edge) => mod._pt_set_felt(centre, edge);
export const setGlideShare = (share) => mod._pt_set_glide_share(share);
export const setLayout = (leftHanded, largeIndex) => mod._pt_set_layout(leftHanded ? 1 : 0, largeIndex ? 1 : 0);
// The card sheet (SVG, UTF-8 bytes): true when the table could read it.
export function setArt(bytes) {
  const ptr = mod._malloc(bytes.length + 1);
  mod.HEAPU8.set(bytes, ptr); // after malloc, which may have grown the memory (and replaced HEAPU8)
  mod.HEAPU8[ptr + bytes.length] = 0;
  try { return mod._pt_set_art(ptr) !== 0; } finally { mod._free(ptr); }
}
// The language of the table's words: a language file's whole text (assets/lang/<code>.json); true when the
// table could read it (else its words stay as they were).
export const setLanguage = (json) => withText(json, (p) => mod._pt_set_language(p) !== 0);
// Rasterises a few more cards ahead of need; true while some are left.
export const artWork = () => mod._pt_art_work() !== 0;
export const graphicsRestored = () => mod._pt_graphics_restored() !== 0;
export const framesDrawn = () => (mod ? mod._pt_frames_drawn() : 0);
export const revision = () => mod._pt_revision();
// The cues heard since the last call (core/present/cues.h): bit n for the nth of cueNames().
export const takeCues = () => mod._pt_take_cues();
export const cueNames = () => text(mod._pt_cue_names()).split(' ');

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
// Another deal of the game on the table as its deal link, {link} or {error}: a typed number, or a step away.
export const numberedDeal = (number) => withText(number, (p) => JSON.parse(text(mod._pt_numbered_deal(p))));
export const steppedDeal = (step) => JSON.parse(text(mod._pt_stepped_deal(step)));
export const undo = () => mod._pt_undo() !== 0;
export const redo = () => mod._pt_redo() !== 0;
export const restart = () => mod._pt_restart() !== 0;
export const deal = () => mod._pt_deal() !== 0;
export const finish = () => mod._pt_finish() !== 0;
// Shows a move (move text) on the table until the next input: "" or why not.
export const showHint = (move) => withText(move, (p) => text(mod._pt_show_hint(p)));

// The win's cascade: true when it plays (the page shows its panel once it is over).
export const celebrate = () => mod._pt_celebrate() !== 0;
// Statistics (web/glue/stats_bridge.cpp): the stored file after an event, or why it cannot be read; a file's
// canonical text, or why not (a statistics file's text starts with "{"); the panel's list.
export const statsRecord = (stored, event, game, ruleset, score, moves, ms) =>
  withText(stored, (s) => withText(event, (e) => withText(game, (g) => withText(ruleset, (r) =>
    text(mod._pt_stats_record(s, e, g, r, score, moves, ms))))));
export const statsRead = (file) => withText(file, (p) => text(mod._pt_stats_read(p)));
export const statsView = (stored) => JSON.parse(withText(stored, (p) => text(mod._pt_stats_view(p))));

// Read-outs.
export const info = () => JSON.parse(text(mod._pt_info()));
export const save = () => text(mod._pt_save());
export const stateJson = () => text(mod._pt_state_json());
export const rectsJson = () => text(mod._pt_rects_json());
export const games = () => JSON.parse(text(mod._pt_games_json()));
export const rulesHelp = () => JSON.parse(text(mod._pt_rules_help_json()));

// Keyboard play, the accessible mirror and replays (web/glue/bridge.cpp).
export const key = (name) => withText(name, (p) => mod._pt_key(p) !== 0);
export const showFocus = (on) => mod._pt_show_focus(on ? 1 : 0);
export const accessJson = () => text(mod._pt_access_json());
export const takeAnnouncement = () => text(mod._pt_take_announcement());
export const keys = () => JSON.parse(text(mod._pt_keys_json()));
export const setLocked = (on) => mod._pt_set_locked(on ? 1 : 0);
export const openReplay = (link) => withText(link, (p) => text(mod._pt_open_replay(p)));
export const replayLink = () => text(mod._pt_replay_link());
// A challenge link read and checked by the core: {deal, replay, moves, seconds, beat, claim} or {error}.
export const readChallenge = (link) => withText(link, (p) => JSON.parse(text(mod._pt_read_challenge(p))));
export const challengeLink = (seconds) => text(mod._pt_challenge_link(seconds ?? -1));
export const takeOver = () => mod._pt_take_over() !== 0;
