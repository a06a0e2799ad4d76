// The chooser's miniatures: each game's deal 1 as the table lays it out (core's layout, through the
// bridge), drawn small: the backs, the faces with a mark of their suit's colour, the empty piles' outlines.
// Loaded when the chooser first opens, after the first table.
import * as bridge from './bridge.js?v=dev';

const NS = 'http://www.w3.org/2000/svg';
// The canvas the miniature is laid out on (CSS pixels): a small landscape table, drawn smaller still.
const W = 480, H = 300;
const views = new Map(); // a game's layout does not change: made once per ruleset

let bottom = 0; // the lowest edge drawn: the picture ends a margin below it

function shape(svg, r, className) {
  bottom = Math.max(bottom, r.y + r.h);
  const e = document.createElementNS(NS, 'rect');
  for (const [k, v] of Object.entries({ x: r.x, y: r.y, width: r.w, height: r.h, rx: r.w / 10 })) e.setAttribute(k, v.toFixed(1));
  e.setAttribute('class', className);
  svg.append(e);
}

// An <svg> of the game's table, or null when the bridge knows no such game.
export function miniature(game, ruleset) {
  const key = `${game}:${ruleset}`;
  if (!views.has(key)) views.set(key, bridge.miniature(game, ruleset, W, H));
  const view = views.get(key);
  if (!view) return null;
  const svg = document.createElementNS(NS, 'svg');
  svg.setAttribute('class', 'miniature');
  svg.setAttribute('aria-hidden', 'true');
  const w = view.cards[0]?.w ?? 40;
  for (const [pile, area] of Object.entries(view.piles))
    if (!view.cards.some((c) => c.pile === pile)) shape(svg, { x: area.x, y: area.y, w, h: w * 1.4 }, 'slot');
  for (const c of view.cards) {
    const up = !c.card.startsWith('#');
    shape(svg, c, up ? 'face' : 'back');
    // The face's corner: its suit's colour where its index is.
    if (up) shape(svg, { x: c.x + w * 0.1, y: c.y + w * 0.1, w: w * 0.2, h: w * 0.34 }, /[HD]$/.test(c.card) ? 'red' : 'black');
  }
  // The deal as dealt, without the room the layout keeps below it for a long game's fans.
  svg.setAttribute('viewBox', `0 0 ${W} ${Math.min(H, bottom + w * 0.15).toFixed(1)}`);
  bottom = 0;
  return svg;
}
