// The end of a game and the way back: a win's cascade (played by the table, none with reduced motion) and
// then its panel with the score, moves, time and the statistics it changed; and "Back to the last game"
// after a new deal or another game, which puts the game left behind back on the table.
import * as bridge from './bridge.js?v=dev';
import { requestFrame } from './frames.js?v=dev';
import { notify, panelShown, showPanel } from './notices.js?v=dev';
import * as record from './record.js?v=dev';
import { duration, openStats, statsOf } from './stats.js?v=dev';
import * as storage from './storage.js?v=dev';
import { t } from './words.js?v=dev';

let actions = {};
let waiting = null; // the won game's info while its cascade plays

// `actions`: { newDeal, winnableDeal, playAgain, refresh, showMeHow, par(then), challenge, wonShown(info) }.
export function initEnding(a) { actions = a; }

let par = null; // {link, moves}: the solver's par of the won deal, once known (moves null: none found)

function parText(info) {
  if (par?.link !== info.link) return t('ending.par_searching');
  if (par.moves === null) return t('ending.par_none');
  return t('ending.par', { count: par.moves });
}

// The personal bests a win set, by which of them (fewest moves, best score, fastest win): one sentence each way.
const BESTS = ['', 'ending.best_moves', 'ending.best_score', 'ending.best_moves_score', 'ending.best_time',
  'ending.best_moves_time', 'ending.best_score_time', 'ending.best_all'];

// The panel's sentences, one after another.
function wonPanel(info, again = false) {
  const s = statsOf(info.game, info.ruleset);
  const body = [t('ending.summary', { game: info.name, deal: info.deal, score: info.scoreText, count: info.moves, time: duration(record.elapsed()) })];
  body.push(parText(info));
  if (par?.link !== info.link && !again) {
    actions.par((moves) => {
      par = { link: info.link, moves };
      if (panelShown() === 'won' && bridge.info().revision === info.revision) wonPanel(info);
    });
  }
  if (s) {
    body.push(t('ending.stats', { game: s.name, won: s.won, played: s.played, rate: s.winRate, streak: s.streak, best: s.bestStreak }));
    const bests = (s.fewestMoves === info.moves ? 1 : 0) + (s.bestScore === info.score ? 2 : 0) +
      (Math.abs(s.fastestMs - record.elapsed()) < 1000 ? 4 : 0);
    if (bests) body.push(t(BESTS[bests]));
  }
  showPanel('won', t('ending.won_title'), body.join(' '), [
    [t('ending.new_deal'), actions.newDeal, true], [t('ending.show_me_how'), actions.showMeHow],
    [t('ending.winnable_deal'), actions.winnableDeal], [t('ending.challenge'), actions.challenge],
    [t('ending.play_again'), actions.playAgain], [t('ending.statistics'), openStats], [t('ending.close'), null],
  ]);
  if (!again) actions.wonShown(info);
}

// Another language: the win's panel, when it is up, is written again in it.
document.addEventListener('patience:language', () => {
  if (panelShown() !== 'won' || !bridge.connected()) return;
  const info = bridge.info();
  if (info.won) wonPanel(info, true);
});

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
  if (p) notify(t('ending.kept', { game: p.name, deal: p.deal }), 'info', 12, [t('ending.back'), back]);
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
    notify(t('ending.back_failed', { why }), 'error');
    return;
  }
  record.restore(p.game, p.ruleset, p.play);
  storage.setPreviousGame(here);
  actions.refresh();
}
