// Deals the solver proves winnable: "New winnable deal" (the first winnable deal from a random deal number)
// and the daily deal of each game (the same for everyone on a date, with no server: the core derives it
// from the date and the game). Both search in the solver's worker with progress and a Cancel, then open
// the deal as an ordinary numbered link, and say its difficulty. A won daily deal is recorded.
import * as bridge from './bridge.js?v=dev';
import { entryOf } from './catalogue.js?v=dev';
import { refresh } from './commands.js?v=dev';
import { followLink } from './games.js?v=dev';
import { showLink } from './links.js?v=dev';
import { closePanel, notify, panelShown, showPanel } from './notices.js?v=dev';
import * as solver from './solver.js?v=dev';
import * as solving from './solving.js?v=dev';
import { current } from './status.js?v=dev';
import { dateText, numberText } from './stats.js?v=dev';
import { dailyDeals, recordDailyWin, setDailyDeal } from './storage.js?v=dev';
import { t } from './words.js?v=dev';

const $ = (id) => document.getElementById(id);

const WINNABLE = { tries: 200, positions: 100_000 }; // deals tried, positions for each

// The player's calendar date, "YYYY-MM-DD" (the daily deals' key; shown by dateText).
export function today() {
  const d = new Date();
  const two = (n) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
}

function open(link) {
  if (followLink(link, current().link)) refresh();
  showLink(current().link);
}

// Searches with a panel showing progress and a Cancel; resolves to the result, or null when cancelled.
async function search(title, job) {
  let id = -1;
  showPanel('searching', title, t('daily.starting'), [[t('daily.cancel'), () => solver.cancel(id)]]);
  const asked = solver.ask(job, (p) => {
    if (panelShown() !== 'searching') solver.cancel(id); // closed by Esc or beside it: as good as Cancel
    else {
      $('overlay-text').textContent = t('daily.progress', { deal: p.deal, count: p.tried, positions: numberText(p.positions) });
    }
  });
  id = asked.id;
  let result = null;
  try {
    result = await asked.done;
  } catch (e) {
    notify(t('daily.solver_failed', { why: e.message || e }), 'error');
  }
  if (panelShown() === 'searching') closePanel();
  if (!result || !result.link) solving.gameChanged(); // the table's own search was set aside: take it up again
  return result;
}

export async function newWinnableDeal() {
  const { game, ruleset, name } = current();
  const found = await search(t('daily.winnable_title', { game: name }), { kind: 'winnable', game, ruleset, random: bridge.randomUint32(), ...WINNABLE });
  if (!found) return;
  if (!found.link) {
    notify(t('daily.none_found', { count: found.tried }), 'info', 8);
    return;
  }
  open(found.link);
  notify(t('daily.found', { game: name, deal: found.found, difficulty: found.difficulty, positions: numberText(found.effort) }), 'info', 8);
}

// From the menu: like New, a game under way is replaced only once the player says so.
export function askWinnableDeal() {
  const info = current();
  if (info.moves > 0 && !info.won && !info.over) {
    showPanel('confirm', t('daily.winnable_confirm_title'), t('daily.replace_body', { game: info.name, deal: info.deal }), [
      [t('daily.winnable_deal'), newWinnableDeal, true], [t('daily.keep_playing'), null],
    ]);
  } else {
    newWinnableDeal();
  }
}

// Today's deal of a game: found once a day per game (then kept), opened as its numbered link.
export async function openDaily(game, ruleset) {
  const date = today();
  const entry = entryOf(game, ruleset);
  if (!entry) return;
  const { key, name } = entry; // the core's key of the ruleset: the daily deals are kept by it
  let daily = dailyDeals()[key];
  if (!daily || daily.date !== date) {
    const found = await search(t('daily.daily_title', { game: name, date: dateText(date) }), { kind: 'winnable', game, ruleset, date });
    if (!found) return;
    if (!found.link) { notify(t('daily.not_found'), 'error'); return; }
    daily = { date, deal: found.found, link: found.link, record: found.daily, winnable: found.winnable, difficulty: found.difficulty };
    setDailyDeal(key, daily);
  }
  open(daily.link);
  const facts = { date: dateText(date), game: current().name, deal: daily.deal, difficulty: daily.difficulty };
  notify(t(daily.winnable ? 'daily.opened_winnable' : 'daily.opened_unproven', facts), 'info', 8);
}

// After every change of the game: a won daily deal goes into the record.
export function gameChanged(info) {
  if (!info.won) return;
  const daily = dailyDeals()[info.key];
  if (daily && daily.deal === info.deal && daily.record) recordDailyWin(daily.record);
}
