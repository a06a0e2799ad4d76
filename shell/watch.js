// "Show me how": the solver's winning line played in the replay viewer (replay.js), from the position on the
// table; once the game is won, from the deal; when the position can't be won, from the last position that can
// (the search of "Where did I lose it?"). And a won game's par: the length of the solver's winning line from
// the deal. Loaded with the solver's other features, after the first table.
import * as bridge from './bridge.js?v=dev';
import { watchLine } from './replay.js?v=dev';
import * as solver from './solver.js?v=dev';
import { ANALYSE, TURNING, read, say, whenDecided } from './solving.js?v=dev';
import { current } from './status.js?v=dev';
import { t } from './words.js?v=dev';

let job = null;
let fromDeal = null; // {link, result}: the search from the deal of the game on the table, once finished

function ask(job_) {
  if (job) solver.cancel(job.id);
  job = solver.ask({ save: bridge.save(), ...job_ });
  return job.done;
}
const failed = (e) => say(t('watch.solver_failed', { why: e.message || e }));

// A winning line with its two-move shortcuts taken too (the search's line has its one-move ones): what is
// watched and what the par counts. The line as it was when that fails.
function polished(result) {
  if (!result || result.verdict !== 'win' || !result.watch || result.polished) return Promise.resolve(result);
  return solver.polishLine(result.watch, result.from).then(
    (p) => (p.error ? result : { ...result, watch: p.watch, line: p.line, from: p.from, polished: true }),
    () => result);
}

function play(result) {
  if (!result) return; // replaced by another search
  if (result.verdict === 'win' && result.watch) {
    const { revision } = current();
    say(t('watch.preparing'));
    polished(result).then((line) => {
      if (current().revision !== revision) return; // the player moved on meanwhile
      watchLine(line.watch, line.from);
      say(t('watch.line', { count: line.line }));
    });
  } else if (result.verdict === 'win') {
    say(t('watch.too_long'));
  } else {
    say(t('watch.no_line'));
  }
}

// The search from the deal of the game on the table: the par and the line watched after a win.
function searchFromDeal() {
  const { link } = current();
  if (fromDeal?.link === link) return Promise.resolve(fromDeal.result);
  return ask({ kind: 'analyse', ...ANALYSE, at: 0 }).then(polished).then((result) => {
    if (result && current().link === link) fromDeal = { link, result };
    return result;
  });
}

export function showMeHow() {
  const info = current();
  if (info.won) {
    say(t('watch.from_deal'));
    searchFromDeal().then(play, failed);
    return;
  }
  const v = read();
  if (!v) {
    say(t('watch.still_thinking'));
    whenDecided(showMeHow);
    return;
  }
  if (v.verdict === 'win') {
    play({ verdict: 'win', watch: v.watch, from: v.from, line: v.line });
    return;
  }
  if (v.verdict !== 'loss') {
    play(v);
    return;
  }
  say(t('watch.cannot_win_here'));
  const { revision } = info;
  ask({ kind: 'turning', ...TURNING }).then((turn) => {
    if (!turn || current().revision !== revision) return;
    if (turn.start === 'loss') { say(t('watch.lost_from_start')); return; }
    if (turn.start !== 'win' || turn.lastWinnable >= turn.moves) {
      say(t('watch.unknown_where'));
      return;
    }
    return ask({ kind: 'analyse', ...ANALYSE, at: turn.lastWinnable }).then((result) => {
      if (current().revision === revision) play(result);
    });
  }).catch(failed);
}

// The par of the won game on the table: `then(moves)` with the length of the solver's line from the deal, or
// null when it found none within its budget.
export function par(then) {
  searchFromDeal().then((result) => {
    if (result) then(result.verdict === 'win' ? result.line : null);
  }, () => then(null));
}
