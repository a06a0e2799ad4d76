// The chooser's miniatures: a game's deal 1 as the table lays it out (core's layout, which the chooser asks
// the bridge for), drawn small: the backs, the faces with a mark of their suit's colour, the empty piles'
// outlines. Loaded when the chooser first opens, after the first table; it imports nothing, so the modules
// of the first load stay as they are bundled.
const NS = 'http://www.w3.org/2000/svg';
// The canvas a miniature is laid out on (CSS pixels): a small landscape table, drawn smaller still.
export const W = 480, H = 300;

// Each kind of shape's colours (here, not in the first load's style sheet): the felt, an empty pile's
// outline, a back, a face, and a face's mark of its suit's colour.
const LOOKS = {
  felt: { fill: '#2c7a4b' },
  slot: { fill: 'none', stroke: 'rgba(255,255,255,0.4)', 'stroke-width': 2 },
  back: { fill: '#23407a', stroke: '#fffdf7', 'stroke-width': 1.5 },
  face: { fill: '#fffdf7', stroke: '#4a4a4a', 'stroke-width': 1 },
  red: { fill: '#c8202f' },
  black: { fill: '#1b1b1b' },
};
let bottom = 0; // the lowest card drawn: the picture ends a margin below it

function shape(svg, r, kind) {
  if (kind !== 'felt') bottom = Math.max(bottom, r.y + r.h);
  const e = document.createElementNS(NS, 'rect');
  for (const [k, v] of Object.entries({ x: r.x, y: r.y, width: r.w, height: r.h, rx: r.w / 10 })) e.setAttribute(k, v.toFixed(1));
  for (const [k, v] of Object.entries(LOOKS[kind])) e.setAttribute(k, v);
  e.setAttribute('class', kind);
  svg.append(e);
  return e;
}

// An <svg> of a layout laid out on W x H (core's view JSON).
export function miniature(view) {
  const svg = document.createElementNS(NS, 'svg');
  svg.setAttribute('class', 'miniature');
  svg.setAttribute('aria-hidden', 'true');
  const w = view.cards[0]?.w ?? 40;
  const felt = shape(svg, { x: 0, y: 0, w: W, h: H }, 'felt');
  for (const [pile, area] of Object.entries(view.piles))
    if (!view.cards.some((c) => c.pile === pile)) shape(svg, { x: area.x, y: area.y, w, h: w * 1.4 }, 'slot');
  for (const c of view.cards) {
    const up = !c.card.startsWith('#');
    shape(svg, c, up ? 'face' : 'back');
    // The face's corner: its suit's colour where its index is.
    if (up) shape(svg, { x: c.x + w * 0.1, y: c.y + w * 0.1, w: w * 0.2, h: w * 0.34 }, /[HD]$/.test(c.card) ? 'red' : 'black');
  }
  // The deal as dealt, without the room the layout keeps below it for a long game's fans.
  const height = Math.min(H, bottom + w * 0.15).toFixed(1);
  svg.setAttribute('viewBox', `0 0 ${W} ${height}`);
  felt.setAttribute('height', height);
  felt.setAttribute('rx', 12);
  bottom = 0;
  return svg;
}
