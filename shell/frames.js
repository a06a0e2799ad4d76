// Frames: the table is drawn only when the bridge has something to show (input, a glide, automatic moves),
// never while idle. The canvas's drawing buffer follows its CSS size times devicePixelRatio; the table
// rasterises the card art it draws, and the rest of the sheet while the page is idle; a lost GPU context is
// taken back.
import * as bridge from './bridge.js?v=dev';

let queued = false;
let animationFrames = 0; // requestAnimationFrame callbacks run (an idle page runs none)
let afterFrame = () => {};
let firstTable = () => {};
let tableShown = false;

// `onFrame(more)` after every frame; `onFirstTable()` once, after the first frame that showed the cards.
export function initFrames({ onFrame, onFirstTable }) {
  afterFrame = onFrame;
  firstTable = onFirstTable;
}

// The card sheet (UTF-8 SVG bytes): the table draws with it from now on. False when it cannot be read.
export function setArt(sheet) {
  if (!bridge.setArt(sheet)) return false;
  drawNow();
  return true;
}

// The cells of the sheet no frame has needed yet are rasterised a few at a time while the page is idle, so
// a card turned later is there at once; nothing is drawn for it.
let filling = false;
const whenIdle = window.requestIdleCallback ?? ((fn) => setTimeout(fn, 50));
function fillArt() {
  if (filling) return;
  filling = true;
  whenIdle(function step() {
    if (bridge.artWork()) whenIdle(step);
    else filling = false;
  });
}

function drawn(more) {
  if (more) requestFrame();
  else fillArt(); // a frame may have made the art anew at another size
  afterFrame(more);
  if (!tableShown && bridge.framesDrawn() > 0) {
    tableShown = true;
    firstTable();
  }
}

export function requestFrame() {
  if (queued || !bridge.connected()) return;
  queued = true;
  requestAnimationFrame((now) => {
    queued = false;
    animationFrames++;
    drawn(bridge.frame(now));
  });
}

// Draws in this task (a resize must never show a stretched table).
function drawNow() {
  if (bridge.connected()) drawn(bridge.frame(performance.now()));
}

// queued: a frame is still asked for (a glide, autoplay, a resize's redraw); false once the table is at rest.
// sized: the table is laid out for the canvas's size now (false between a change of the page's layout, a
// notice's row shown or gone, and the resize observer's report of it).
export const stats = () => ({ drawn: bridge.framesDrawn(), animationFrames, queued, sized: sized() });
let watched = null;
let laidOut = [0, 0]; // the CSS size the table was last laid out for
const sized = () => !watched || watched.clientWidth === 0 || // a canvas not shown has nothing to lay out
  (Math.abs(watched.clientWidth - laidOut[0]) < 1 && Math.abs(watched.clientHeight - laidOut[1]) < 1);
export const shown = () => tableShown;

// The drawing buffer follows the canvas's CSS size times devicePixelRatio, exactly when the browser reports
// device pixels; drawn in the same task so a resize never shows a stretched table.
export function watchSize(canvas) {
  watched = canvas;
  const apply = (cssW, cssH, pxW, pxH) => {
    if (cssW <= 0 || cssH <= 0) return;
    laidOut = [cssW, cssH];
    bridge.resize(cssW, cssH, pxW, pxH);
    drawNow();
  };
  const observer = new ResizeObserver((entries) => {
    const e = entries[entries.length - 1];
    const cssW = e.contentRect.width, cssH = e.contentRect.height;
    const dp = e.devicePixelContentBoxSize && e.devicePixelContentBoxSize[0];
    const dpr = window.devicePixelRatio || 1;
    // Device-pixel boxes are exact, but emulated screens (devtools, headless tests) report them at scale 1:
    // trust them only when they agree with devicePixelRatio.
    if (dp && Math.abs(dp.inlineSize - cssW * dpr) < 2 && Math.abs(dp.blockSize - cssH * dpr) < 2) {
      apply(cssW, cssH, dp.inlineSize, dp.blockSize);
    } else {
      apply(cssW, cssH, Math.round(cssW * dpr), Math.round(cssH * dpr));
    }
  });
  try {
    observer.observe(canvas, { box: 'device-pixel-content-box' });
  } catch {
    observer.observe(canvas);
  }
  // The first size now rather than at the observer's first report, a frame later: the table, and the
  // request for its art, start at once.
  const r = canvas.getBoundingClientRect();
  const dpr = window.devicePixelRatio || 1;
  apply(r.width, r.height, Math.round(r.width * dpr), Math.round(r.height * dpr));
  // Browsers without device-pixel boxes still need to hear about zoom and moves between screens.
  const watchDpr = () => {
    matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`).addEventListener('change', () => {
      const r = canvas.getBoundingClientRect();
      const dpr = window.devicePixelRatio || 1;
      apply(r.width, r.height, Math.round(r.width * dpr), Math.round(r.height * dpr));
      watchDpr();
    }, { once: true });
  };
  watchDpr();
}

// Phones take the GPU context from background tabs. Saying we handle the loss lets the browser give it
// back; then the bridge makes its renderer anew, the art is rasterised again and the table drawn, the game
// untouched. `onFailure()` when it cannot be drawn again.
export function watchGraphics(canvas, onFailure) {
  canvas.addEventListener('webglcontextlost', (e) => e.preventDefault());
  canvas.addEventListener('webglcontextrestored', () => {
    if (!bridge.graphicsRestored()) onFailure();
    drawNow();
  });
}
