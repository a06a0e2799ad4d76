// The play record of the game on the table, kept beside its save: the time played (counted from the first
// move while the page is visible and not paused, until the game is won; it survives a reload), and whether
// the game has been counted in the statistics as played, won or abandoned, so each is counted once. A game
// won or abandoned is handed on to the game history too (onGameEnd: main.js wires it, history.js keeps it).
import { duration, record } from './stats.js?v=dev';
import * as storage from './storage.js?v=dev';

let rec = null; // {link, ms, played, won, broken}
let game = null, ruleset = null;
let since = null; // performance.now() at the start of the running stretch
let ticker = 0;
let paused = false; // the player paused (the pause cover is up)

let ended = () => {}; // (won, ms, resumed): a game won or abandoned, for the history
export const onGameEnd = (fn) => { ended = fn; };

const fresh = (link) => ({ link, ms: 0, played: false, won: false, broken: false });
const running = () => rec && rec.played && !rec.won && !paused && document.visibilityState === 'visible';

export const elapsed = () => (rec ? rec.ms + (since !== null ? performance.now() - since : 0) : 0);

function bank() {
  if (since === null) return;
  rec.ms += Math.max(0, performance.now() - since);
  since = null;
}
function keep() {
  if (rec) storage.savePlayRecord(game, ruleset, { ...rec, ms: Math.round(elapsed()) });
}
function show() {
  const el = document.getElementById('clock');
  if (el) el.textContent = duration(elapsed());
}
// The clock runs only while the game does; the display ticks once a second then.
function pace() {
  if (running() && since === null) since = performance.now();
  if (!running()) bank();
  clearInterval(ticker);
  if (running()) ticker = setInterval(show, 1000);
  show();
}

// Pause (the cover over the table) stops the clock; resuming starts it again.
export function setPaused(on) {
  paused = on;
  pace();
}

// After every change of the game on the table (status.sync): counts its first move and its win.
export function observe(info) {
  if (info.game !== game || info.ruleset !== ruleset || !rec || rec.link !== info.link) {
    if (rec) { bank(); keep(); }
    game = info.game;
    ruleset = info.ruleset;
    rec = storage.playRecord(game, ruleset);
    if (!rec || rec.link !== info.link) rec = fresh(info.link);
  }
  bank();
  if (info.moves > 0 && !rec.played) {
    rec.played = true;
    record('played', info);
  }
  if (info.won && rec.played && !rec.won) {
    rec.won = true;
    record('won', info, Math.round(rec.ms));
    ended(true, Math.round(rec.ms), rec.broken); // a game abandoned before: counted as played then
  }
  keep();
  pace();
}

// The player leaves the game on the table (a new deal, another game, a restart): a game under way and not
// won is abandoned, which breaks the streak once.
export function abandon(info) {
  if (!rec) return;
  bank();
  if (rec.played && !rec.won && !rec.broken) {
    rec.broken = true;
    record('abandoned', info);
    ended(false, Math.round(rec.ms), false);
  }
  keep();
  pace();
}

// The deal starts again from its first card: a new attempt, counted afresh from its first move.
export function restarted(info) {
  abandon(info);
  rec = fresh(info.link);
  keep();
  pace();
}

// The record to keep with a game left behind, and to put back when the player returns to it.
export const snapshot = () => (rec ? { ...rec, ms: Math.round(elapsed()) } : null);
export function restore(g, r, saved) {
  if (rec) { bank(); keep(); }
  rec = null; // read again at the next observe
  game = ruleset = null;
  if (saved) storage.savePlayRecord(g, r, saved);
}

document.addEventListener('visibilitychange', () => { keep(); pace(); });
addEventListener('pagehide', keep);
