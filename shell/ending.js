// The end of a game and the way back: a win's cascade (played by the table, none with reduced motion) and
// then its panel with the score, moves, time and the statistics it changed; and "Back to the last game"
// after a new deal or another game, which puts the game left behind back on the table.
import * as bridge from './bridge.js?v=dev';
import { requestFrame } from './frames.js?v=dev';
import { notify, panelShown, showPanel } from './notices.js?v=dev';
import * as record from './record.js?v=dev';
import { duration, openStats, statsOf } from './stats.js?v=dev';
import * as storage from './storage.js?v=dev';

let actions = {};
let waiting = null; // the won game's info while its cascade plays

// `actions`: { newDeal, winnableDeal, playAgain, refresh, showMeHow, par(then), challenge, wonShown(info) }.
export function initEnding(a) { actions = a; }

let par = null; // {link, moves}: the solver's par of the won deal, once known (moves null: none found)

function parText(info) {
  if (par?.link !== info.link) return ' Par: the solver is looking for its line…';
  if (par.moves === null) return ' Par: the solver found no line within its budget.';
  return ` Par: ${par.moves} ${par.moves === 1 ? 'move' : 'moves'} (the solver's winning line).`;
}

function wonPanel(info) {
  const s = statsOf(info.game, info.ruleset);
  let body = `${info.name} #${info.deal}: score ${info.scoreText}, ${info.moves} ${info.moves === 1 ? 'move' : 'moves'}, time ${duration(record.elapsed())}.`;
  body += parText(info);
  if (par?.link !== info.link) {
    actions.par((moves) => {
      par = { link: info.link, moves };
      if (panelShown() === 'won' && bridge.info().revision === info.revision) wonPanel(info);
    });
  }
  if (s) {
    body += ` ${s.name}: ${s.won} won of ${s.played} played (${s.winRate}%), streak ${s.streak}, best streak ${s.bestStreak}.`;
    const bests = [];
    if (s.fewestMoves === info.moves) bests.push('fewest moves');
    if (s.bestScore === info.score) bests.push('best score');
    if (Math.abs(s.fastestMs - record.elapsed()) < 1000) bests.push('fastest win');
    if (bests.length) body += ` Your ${bests.join(', ')}!`;
  }
  showPanel('won', 'You won!', body, [
    ['New deal', actions.newDeal, true], ['Show me how', actions.showMeHow], ['Winnable deal', actions.winnableDeal],
    ['Challenge a friend', actions.challenge], ['Play this deal again', actions.playAgain], ['Statistics', openStats],
    ['Close', null],
  ]);
  actions.wonShown(info);
}

// The game on the table is won (status.sync): the cascade first, when there is one, then the panel.
export function won(info) {
  if (waiting && waiting.revision === info.revision) return;
  if (bridge.celebrate()) {
    waiting = info;
    requestFrame();
  } else {
    waiting = null;
    wonPanel(info);
  }
}

// After each frame: once the cascade is over (or a touch stopped it), the panel.
export function afterFrame(more) {
  if (!waiting || more) return;
  const info = bridge.info();
  if (info.celebrating) return;
  const w = waiting;
  waiting = null;
  if (info.revision === w.revision) wonPanel(info);
}

// ---- back to the last game --------------------------------------------------------------------------------

// Before a new deal or another game replaces the game on the table: a game under way is kept for "Back to
// the last game" (and counted as abandoned).
export function leaving(info) {
  record.abandon(info);
  if (info.moves > 0 && !info.won) {
    storage.setPreviousGame({ game: info.game, ruleset: info.ruleset, name: info.name, deal: info.deal, save: bridge.save(), play: record.snapshot() });
  }
}

// After it: offers the way back.
export function left() {
  const p = storage.previousGame();
  if (p) notify(`Your game of ${p.name} #${p.deal} is kept.`, 'info', 12, ['Back to the last game', back]);
}

// Puts the game left behind back on the table; the game it replaces becomes the one to go back to.
export function back() {
  const p = storage.previousGame();
  if (!p) return;
  const info = bridge.info();
  record.abandon(info);
  const here = info.moves > 0 && !info.won
    ? { game: info.game, ruleset: info.ruleset, name: info.name, deal: info.deal, save: bridge.save(), play: record.snapshot() }
    : null;
  const why = bridge.loadSave(p.save);
  if (why) {
    notify(`The last game could not be put back (${why}).`, 'error');
    return;
  }
  record.restore(p.game, p.ruleset, p.play);
  storage.setPreviousGame(here);
  actions.refresh();
}
