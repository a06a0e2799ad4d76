// The page's read-out of the game on the table, refreshed after anything that may have changed it: the
// title and deal number, the status line, the counts, which buttons work and the Finish button; on a change
// of the game, the address bar and the save; and the panel for a game won or lost.
import * as bridge from './bridge.js?v=dev';
import { gameChanged } from './help.js?v=dev';
import { showLink } from './links.js?v=dev';
import { hidePanel, onPanelClosed, panelShown, showPanel } from './notices.js?v=dev';
import { persist } from './saving.js?v=dev';
import { t } from './words.js?v=dev';

const $ = (id) => document.getElementById(id);

let info = {}; // the bridge's latest info
let lastRevision = -1;
let lastGame = null, lastRuleset = null;
let dismissedRevision = -1; // the revision whose won / over panel the player closed
let actions = {};
const changeWatchers = [];

// `fn(info)` after every change of the game on the table (a move, undo, a new game), once the page shows it.
export const onGameChange = (fn) => { changeWatchers.push(fn); };

export const current = () => info;

// The commands the won / lost panels offer: { newDeal, otherGame, undo, restart }; `won(info)` shows the won
// game's ending, `changed(info)` hears of every change of the game.
export function initStatus(panelActions) {
  actions = panelActions;
  // A won / lost panel the player closed stays away until the game changes again.
  onPanelClosed((kind) => { if (kind === 'won' || kind === 'over') dismissedRevision = info.revision; });
}

export function sync() {
  info = bridge.info();
  $('finish').hidden = !info.canFinish || info.busy;
  if (info.revision === lastRevision) return;
  const gameChangedNow = info.game !== lastGame || info.ruleset !== lastRuleset;
  lastRevision = info.revision;
  lastGame = info.game;
  lastRuleset = info.ruleset;

  words();
  const short = document.createElement('span');
  short.className = 'deal-short';
  short.append(`#${info.deal}`, Object.assign(document.createElement('span'), { className: 'sep', textContent: ' · ' }));
  const tally = document.createElement('span'); // hidden, with the clock, in calm (the counts setting)
  tally.className = 'tally';
  const clock = document.createElement('span');
  clock.id = 'clock';
  $('counts').replaceChildren(short, tally, clock);
  counts();
  $('undo').disabled = !info.canUndo;
  $('redo').disabled = !info.canRedo;
  $('restart').disabled = !info.canUndo;
  $('menu-restart').disabled = !info.canUndo;
  $('deal').disabled = !info.canDeal;
  if (gameChangedNow) gameChanged();

  showLink(info.link);
  persist(info);
  for (const fn of changeWatchers) fn(info);
  actions.changed?.(info);

  if (panelShown() === 'won' || panelShown() === 'over') hidePanel();
  if (actions.watching()) return; // a replay's end is not the player's: no cascade, no panel
  if (info.won && dismissedRevision !== info.revision) {
    actions.won(info);
  } else if (info.over && dismissedRevision !== info.revision) {
    overPanel();
  }
}

function overPanel() {
  showPanel('over', t('status.over_title'), t('status.over_body'), [
    [t('status.undo'), actions.undo, true], [t('status.show_me_how'), actions.showMeHow],
    [t('status.restart'), actions.restart], [t('status.new_deal'), actions.newDeal],
  ]);
}

// The game's name, the page's title and the status line (the core's words).
function words() {
  $('game-name').textContent = info.name;
  $('deal-number').textContent = `#${info.deal}`;
  document.title = t('status.page_title', { game: info.name, deal: info.deal });
  // The status line has a fixed place: a long sentence is cut there, and is whole in its tooltip.
  $('status').textContent = info.status;
  $('status').title = info.status;
}

// The counts' words (the clock's figures are record.js's).
function counts() {
  const tally = $('counts').querySelector('.tally');
  if (tally) tally.textContent = `${t('status.tally', { score: info.scoreText, count: info.moves })} · `;
  const clock = $('clock');
  if (clock) clock.title = t('status.time_played');
}

// Another language: the read-out says the game in it (the core's words too, which the table has switched).
document.addEventListener('patience:language', () => {
  if (!bridge.connected() || lastRevision === -1) return;
  const now = bridge.info();
  if (now.revision !== lastRevision) { sync(); return; }
  info = now;
  words();
  counts();
  if (panelShown() === 'over') overPanel();
});
