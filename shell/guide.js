// The table explains itself: a label on each pile that is not a tableau pile (its name from core, and for
// the stock what is left to deal), placed over the canvas where the layout puts it (never over a face-up
// card's index) and never catching a touch; and why a drop or a tap moved nothing, in the engine's words,
// in the status line.
import * as bridge from './bridge.js?v=dev';

const $ = (id) => document.getElementById(id);
const layer = document.createElement('div');
layer.id = 'pile-labels';
layer.className = 'pile-labels';
layer.setAttribute('aria-hidden', 'true'); // the piles' names are read out by the table's own mirror
$('canvas').after(layer);

let shown = ''; // what the labels say and where, to redraw only on a change
let refusalsSeen = 0;

// The labels follow the layout: after every change of the game and whenever the table comes to rest.
export function placeLabels() {
  if (!bridge.connected()) return;
  const info = bridge.info();
  const { piles } = JSON.parse(bridge.rectsJson());
  const labels = Object.entries(info.pileNames ?? {})
    .filter(([pile]) => !pile.startsWith('t') && piles[pile])
    .map(([pile, name]) => ({ pile, name, more: pile === 's' ? info.stockText : '', r: piles[pile].label }));
  const key = JSON.stringify(labels);
  if (key === shown) return;
  shown = key;
  layer.textContent = '';
  for (const { pile, name, more, r } of labels) {
    const el = document.createElement('div');
    el.className = 'pile-label';
    el.dataset.pile = pile;
    el.style.left = `${r.x}px`;
    el.style.top = `${r.y}px`;
    el.style.width = `${r.w}px`;
    el.style.height = `${r.h}px`;
    el.style.fontSize = `${Math.max(7.5, Math.min(12, r.w / 5.8)).toFixed(1)}px`; // "Foundation" fits its card
    const text = document.createElement('span');
    text.className = 'pile-name';
    text.textContent = name;
    el.append(text);
    if (more) {
      const count = document.createElement('span');
      count.className = 'pile-count';
      count.textContent = more;
      el.append(count);
    }
    layer.append(el);
    // Words taller than their place (on a phone's face-up stock) shrink to a badge: the count alone.
    if (more && overflows(el)) {
      el.lastChild.textContent = String(info.stockCards);
      if (overflows(el)) text.remove();
    }
  }
  // A row of piles too narrow for their own names (two decks' foundations on a phone) gets one label for
  // the row: "Foundations".
  for (const [kind, group] of Object.entries(info.pileGroups ?? {})) {
    const members = [...layer.children].filter((e) => e.dataset.pile[0] === kind);
    const wide = (e) => e.firstChild.getBoundingClientRect().width > e.getBoundingClientRect().width + 1;
    if (!members.some(wide)) continue;
    // Across the piles' lowest row (a phone on its side stacks them two by two), as deep as the shallowest
    // place in it: clear of every card's index there.
    const places = labels.filter((l) => l.pile[0] === kind).map((l) => l.r);
    const low = Math.max(...places.map((r) => r.y + r.h));
    const rs = places.filter((r) => r.y + r.h > low - 1);
    const x = Math.min(...rs.map((r) => r.x)), y = Math.max(...rs.map((r) => r.y));
    const el = members[0];
    members.slice(1).forEach((e) => e.remove());
    el.dataset.pile = kind;
    el.dataset.group = 'true';
    el.style.left = `${x}px`;
    el.style.top = `${y}px`;
    el.style.width = `${Math.max(...rs.map((r) => r.x + r.w)) - x}px`;
    el.style.height = `${Math.min(...rs.map((r) => r.y + r.h)) - y}px`;
    el.firstChild.textContent = group;
  }
}

// Another language: the piles' names (the core's) in it.
document.addEventListener('patience:language', placeLabels);

// The label's words reach above its place (they stand on its bottom edge).
const overflows = (el) => el.firstChild.getBoundingClientRect().top < el.getBoundingClientRect().top - 0.5;

// After a press ends: a drop or tap the rules refused says why.
export function afterRelease() {
  if (!bridge.connected()) return;
  const info = bridge.info();
  if (info.refusals === refusalsSeen) return;
  refusalsSeen = info.refusals;
  if (!info.refusal) return;
  const status = $('status');
  status.textContent = info.refusal;
  status.title = info.refusal;
  status.classList.add('refusal');
}
// A change of the game puts the rules' own sentence back.
export const clearRefusal = () => $('status').classList.remove('refusal');
