// Playing without a pointer and without seeing the canvas: keys go to the table's controller (focus,
// pick up, put down, move, send home), and a mirror of the table in the DOM, one named group per pile with
// its cards in words (all from the core), holds the keyboard focus while the canvas draws the focus ring.
// What happens is said in a live region, once the table is at rest, so a burst of autoplay is one sentence;
// it says the status line's changes too (the status line itself is not a live region: nothing is said twice).
import * as bridge from './bridge.js?v=dev';
import { requestFrame } from './frames.js?v=dev';
import { commandOf } from './keys.js?v=dev';
import { sync } from './status.js?v=dev';

const $ = (id) => document.getElementById(id);

// The arrow keys, by the controller's names for them.
const ARROWS = ['left', 'right', 'up', 'down'];

let mirror = null;
let live = null;
let blocked = () => false; // a panel or dialog has the keys
let lastJson = '';
let lastStatus = '';
let piles = new Map(); // pile id -> its element

// `ready()`: the table is shown; `blocked()`: a panel or dialog is open.
export function initAccess({ ready, blocked: isBlocked }) {
  mirror = $('mirror');
  live = $('announce');
  blocked = isBlocked;
  // The keys of keyboard play, by the core's key table (keys.js), named as the controller takes them.
  mirror.addEventListener('keydown', (e) => {
    if (!ready() || blocked()) return;
    const name = commandOf(e, 'table');
    if (!name) return;
    if (!bridge.key(name)) return; // Tab past the last pile leaves the table; Esc with nothing held
    e.preventDefault();
    e.stopPropagation(); // Enter and Space are the table's here, never a button's
    changed();
  });
  mirror.addEventListener('focusin', (e) => {
    const id = e.target.dataset?.pile;
    if (id && bridge.key(`focus:${id}`)) changed(false);
    bridge.showFocus(true);
    requestFrame();
  });
  mirror.addEventListener('focusout', (e) => {
    if (mirror.contains(e.relatedTarget)) return;
    bridge.showFocus(false);
    requestFrame();
  });
  // An arrow key with nothing in particular focused takes the keys to the table.
  window.addEventListener('keydown', (e) => {
    if (!ready() || blocked() || !ARROWS.includes(commandOf(e, 'table'))) return;
    if (document.activeElement && document.activeElement !== document.body) return;
    e.preventDefault();
    update();
    focusTable();
  });
}

// The keyboard focus to the table, on the pile the controller has in focus.
export function focusTable() {
  const state = JSON.parse(bridge.accessJson());
  const el = piles.get(state.focus) ?? mirror.querySelector('[data-pile]');
  el?.focus({ preventScroll: true });
}

function changed(moveFocus = true) {
  sync();
  update();
  if (moveFocus) focusTable();
  requestFrame();
}

// After every frame and key: the mirror follows the table, and once the table is at rest what happened is said.
export function update() {
  if (!mirror || !bridge.connected()) return;
  const json = bridge.accessJson();
  if (json !== lastJson) {
    lastJson = json;
    render(JSON.parse(json));
  }
  const info = bridge.info();
  if (info.busy) return; // autoplay or the finish goes on: one sentence at the end
  const parts = [];
  const said = bridge.takeAnnouncement();
  if (said) parts.push(said);
  if (info.status && info.status !== lastStatus) {
    if (lastStatus) parts.push(info.status);
    lastStatus = info.status;
  }
  if (parts.length) announce(parts.join(' '));
}

// Another language: the mirror in its words (the core's). The status line says the same in other words,
// which is not news: it is not announced.
document.addEventListener('patience:language', () => {
  if (!mirror || !bridge.connected()) return;
  lastStatus = bridge.info().status;
  update();
});

function announce(text) {
  // The same words twice in a row must be heard twice: the region is emptied first.
  live.textContent = '';
  requestAnimationFrame(() => { live.textContent = text; });
}

function render(state) {
  const ids = (state.piles ?? []).map((p) => p.id);
  if (ids.join() !== [...piles.keys()].join()) {
    // Another game: new piles. The focus, if it was here, comes back through focusTable().
    piles = new Map();
    mirror.replaceChildren();
    for (const id of ids) {
      const el = document.createElement('div');
      el.setAttribute('role', 'group');
      el.dataset.pile = id;
      el.tabIndex = -1;
      const words = document.createElement('p');
      el.append(words);
      mirror.append(el);
      piles.set(id, el);
    }
  }
  const focus = state.focus ?? ids[0];
  for (const p of state.piles ?? []) {
    const el = piles.get(p.id);
    el.setAttribute('aria-label', p.label); // the core's words, with what the pile has to do with held cards
    el.firstChild.textContent = p.words;
    el.tabIndex = p.id === focus ? 0 : -1;
  }
}
