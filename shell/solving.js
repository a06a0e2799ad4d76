// What the solver tells the player while playing: the Winnable mark in the status line (searched anew 250 ms
// after every change of the game), Hint (the next move of a winning line, shown on the table and said in
// words), and "Where did I lose it?" (back, by ordinary undos, to the last position that can still be won).
// The search runs in the solver's Web Worker (solver.js); nothing here waits for it.
import * as bridge from './bridge.js?v=dev';
import { refresh } from './commands.js?v=dev';
import { requestFrame } from './frames.js?v=dev';
import { notify } from './notices.js?v=dev';
import * as solver from './solver.js?v=dev';
import { current } from './status.js?v=dev';
import { setVerdictShown, verdictShown } from './storage.js?v=dev';
import { t } from './words.js?v=dev';

const $ = (id) => document.getElementById(id);

const RESTART_MS = 250; // after a change of the game, the search starts again this much later
// The budget of the search of one position: a verdict is a proof, so beyond it the mark says "Not sure yet".
export const ANALYSE = { positions: 5_000_000, ms: 20_000 };
export const TURNING = { positions: 1_000_000, ms: 60_000 }; // for each position the bisection asks about

let verdict = null;  // {revision, verdict, move, words}: the finished search of the position on the table
let searching = -1;  // the revision being searched, -1 when none
let job = null;      // the analysis job {id, done}
let timer = 0;
let hintWanted = -1; // the revision whose hint the player asked for while the search was still running
let waiting = null;  // {revision, fn}: called once that revision's search is finished (watch.js)

// What the mark says (solving.<verdict> in full, solving.<verdict>_short on a phone's narrow status line):
// win, loss, unknown (the search gave up within its budget), searching (the position is being searched).
const words = (v) => [t(`solving.${v}`), t(`solving.${v}_short`)];

// ---- the mark -------------------------------------------------------------------------------------------

function show() {
  const info = current();
  const decided = verdict && verdict.revision === info.revision;
  const v = decided ? verdict.verdict : 'unknown';
  const mark = $('verdict');
  mark.hidden = !verdictShown() || info.won; // a won game needs no verdict
  const [long, short] = words(decided ? v : 'searching');
  const full = document.createElement('span');
  full.className = 'long';
  full.textContent = long;
  const brief = document.createElement('span');
  brief.className = 'short';
  brief.textContent = short;
  brief.setAttribute('aria-hidden', 'true');
  mark.replaceChildren(full, brief);
  mark.dataset.verdict = decided ? v : 'searching';
  const rewinds = v === 'loss' && info.moves > 0; // a deal lost from the start has nothing to go back to
  $('rewind').hidden = !rewinds;
  $('menu-rewind').disabled = !rewinds;
  $('show-verdict').checked = verdictShown();
}

function analyse() {
  timer = 0;
  if (!solver.started()) return;
  // A search the player asked for (a winnable or daily deal) is never replaced by the table's own: the
  // table's waits for it to end (it ends in a new deal, or gives way with gameChanged()).
  if (!solver.idle()) { timer = setTimeout(analyse, RESTART_MS); return; }
  const now = bridge.info();
  // Autoplay or Finish still playing: the position is not the one the player will play from.
  if (now.busy) { timer = setTimeout(analyse, RESTART_MS); return; }
  const revision = now.revision;
  searching = revision;
  job = solver.ask({ kind: 'analyse', save: bridge.save(), ...ANALYSE });
  job.done.then((result) => {
    if (!result || searching !== revision) return;
    searching = -1;
    verdict = {
      revision, verdict: result.verdict, move: result.move, words: result.words, memory: result.memory,
      line: result.line, watch: result.watch, from: result.from,
    };
    show();
    if (hintWanted === revision) giveHint();
    heard(revision);
  }, (e) => {
    if (searching === revision) searching = -1;
    verdict = { revision, verdict: 'unknown' };
    show();
    $('verdict').title = String(e.message || e);
    heard(revision);
  });
}

// After every change of the game (a move, autoplay's moves, undo, a new deal): the old search is stale.
export function gameChanged() {
  if (job) { solver.cancel(job.id); job = null; }
  waiting = null;
  searching = -1;
  clearTimeout(timer);
  timer = setTimeout(analyse, RESTART_MS);
  show();
}

// Once the first table is drawn: the worker is fetched, and the position on the table searched.
export function start() {
  solver.start();
  gameChanged();
}

// Another language: the mark says its verdict in it.
document.addEventListener('patience:language', () => { if (bridge.connected()) show(); });

export function setMarkShown(on) {
  setVerdictShown(on);
  show();
}

// ---- Hint -----------------------------------------------------------------------------------------------

function heard(revision) {
  if (waiting?.revision !== revision) return;
  const { fn } = waiting;
  waiting = null;
  fn();
}

// Calls `fn` once the search of the position on the table is finished (at once if it is), unless the game
// changes first.
export function whenDecided(fn) {
  const { revision } = current();
  if (verdict && verdict.revision === revision) { fn(); return; }
  waiting = { revision, fn };
  if (!timer && searching !== revision) analyse();
}

export function say(text) {
  $('status').textContent = text;
  $('status').title = text;
}

function giveHint() {
  const info = current();
  hintWanted = -1;
  if (info.won) return;
  if (!verdict || verdict.revision !== info.revision) {
    hintWanted = info.revision;
    say(t('solving.hint_waiting'));
    if (!timer && searching !== info.revision) analyse();
    return;
  }
  if (verdict.verdict === 'win' && verdict.move) {
    const why = bridge.showHint(verdict.move);
    if (why) { say(t('solving.no_hint', { why })); return; }
    requestFrame();
    say(t('solving.hint', { move: verdict.words }));
  } else if (verdict.verdict === 'loss') {
    say(t('solving.no_hint_loss'));
  } else {
    say(t('solving.no_hint_unknown'));
  }
}
export const hint = giveHint;

// For the tests: the worker's own account (solver.js).
export const worker = { stats: solver.stats, ping: solver.ping };

// For the tests: the solver's finished verdict of the position on the table, {verdict, move, words, memory (the
// MB its search could hold)}, or null while it is searching.
export function read() {
  const info = current();
  return verdict && verdict.revision === info.revision ? { ...verdict } : null;
}

// ---- Where did I lose it? -------------------------------------------------------------------------------

export function rewind() {
  const info = current();
  if (!verdict || verdict.revision !== info.revision || verdict.verdict !== 'loss') return;
  if (job) solver.cancel(job.id);
  const revision = info.revision;
  say(t('solving.rewinding'));
  job = solver.ask({ kind: 'turning', save: bridge.save(), ...TURNING });
  job.done.then((turn) => {
    if (!turn || current().revision !== revision) return;
    if (turn.start === 'loss') { say(t('solving.lost_from_start')); return; }
    if (turn.start !== 'win' || turn.lastWinnable >= turn.moves) {
      say(t('solving.unknown_where'));
      show();
      return;
    }
    // Ordinary undos (one player action each), so Redo brings every move back.
    let undone = 0;
    while (bridge.info().moves > turn.lastWinnable && bridge.undo()) undone++;
    refresh();
    const text = t('solving.rewound', { count: undone });
    say(text);
    notify(text);
  }, (e) => say(t('solving.solver_failed', { why: e.message || e })));
}
