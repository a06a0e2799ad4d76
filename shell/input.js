// The player's hands: pointer events on the canvas (one path for mouse, touch and pen) go to the table;
// keys go to the page's commands.
import * as bridge from './bridge.js?v=dev';
import { commandOf } from './keys.js?v=dev';

let activePointer = null;
let released = []; // waiting for the pointer to leave the table

export const pointerDown = () => activePointer !== null;
// `fn` runs once no pointer is down on the table.
export function whenReleased(fn) {
  if (activePointer === null) fn();
  else released.push(fn);
}
function release() {
  activePointer = null;
  const waiting = released;
  released = [];
  for (const fn of waiting) fn();
}

// `onChange()` after anything the pointer did (a frame is needed), `onRelease()` once a press ends (a move
// may have been played).
export function watchPointer(canvas, { onChange, onRelease }) {
  const local = (e) => {
    const r = canvas.getBoundingClientRect();
    return [e.clientX - r.left, e.clientY - r.top];
  };
  canvas.addEventListener('pointerdown', (e) => {
    if (!bridge.connected() || activePointer !== null || (e.pointerType === 'mouse' && e.button !== 0)) return;
    activePointer = e.pointerId;
    try { canvas.setPointerCapture(e.pointerId); } catch { /* capture is a nicety */ }
    const [x, y] = local(e);
    bridge.pointerDown(x, y, e.pointerId);
    onChange();
    e.preventDefault();
  });
  canvas.addEventListener('pointermove', (e) => {
    if (e.pointerId !== activePointer) return;
    const [x, y] = local(e);
    bridge.pointerMove(x, y, e.pointerId);
    onChange();
  });
  canvas.addEventListener('pointerup', (e) => {
    if (e.pointerId !== activePointer) return;
    const [x, y] = local(e);
    bridge.pointerUp(x, y, e.pointerId, e.timeStamp);
    release();
    onRelease();
    onChange();
  });
  const cancel = (e) => {
    if (e.pointerId !== activePointer) return;
    bridge.pointerCancel();
    release();
    onChange();
  };
  canvas.addEventListener('pointercancel', cancel);
  canvas.addEventListener('lostpointercapture', cancel);
  canvas.addEventListener('contextmenu', (e) => e.preventDefault());
}

// Keys: the page's commands, by the core's key table (keys.js). `ready()`: the table is shown; `panel()`: a
// panel is shown; `dialogOpen()`: a dialog has the keys; `commands`: the page's functions by command name.
// A panel leaves the page the one key that closes it; a command with Ctrl (undo, redo) works under a panel
// and in a form field, a single key neither there nor when held down.
export function watchKeys({ ready, panel, dialogOpen, commands }) {
  window.addEventListener('keydown', (e) => {
    if (!ready()) return;
    const name = commandOf(e, 'page');
    if (name === 'close') {
      if (panel()) commands.close();
      return;
    }
    if (!name || dialogOpen()) return;
    if (!e.ctrlKey && !e.metaKey && (panel() || e.repeat || e.target.closest?.('input, textarea, select'))) return;
    e.preventDefault();
    commands[name]();
  });
}
