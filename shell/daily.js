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
import { dailyDeals, recordDailyWin, setDailyDeal } from './storage.js?v=dev';

const $ = (id) => document.getElementById(id);

const WINNABLE = { tries: 200, positions: 100_000 }; // deals tried, positions for each

// The player's calendar date, "YYYY-MM-DD".
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
  showPanel('searching', title, 'Starting the solver…', [['Cancel', () => solver.cancel(id)]]);
  const asked = solver.ask(job, (p) => {
    if (panelShown() !== 'searching') solver.cancel(id); // closed by Esc or beside it: as good as Cancel
    else {
      $('overlay-text').textContent = `Deal #${p.deal}: ${p.tried} ${p.tried === 1 ? 'deal' : 'deals'} tried so far, ${p.positions.toLocaleString('en')} positions searched.`;
    }
  });
  id = asked.id;
  let result = null;
  try {
    result = await asked.done;
  } catch (e) {
    notify(`The solver failed: ${e.message || e}.`, 'error');
  }
  if (panelShown() === 'searching') closePanel();
  if (!result || !result.link) solving.gameChanged(); // the table's own search was set aside: take it up again
  return result;
}

export async function newWinnableDeal() {
  const { game, ruleset, name } = current();
  const found = await search(`A winnable deal of ${name}`, { kind: 'winnable', game, ruleset, random: bridge.randomUint32(), ...WINNABLE });
  if (!found) return;
  if (!found.link) {
    notify(`No deal the solver could prove winnable among ${found.tried} tried: try again.`, 'info', 8);
    return;
  }
  open(found.link);
  notify(`${name} #${found.found}: winnable, ${found.difficulty} (the solver searched ${found.effort.toLocaleString('en')} positions to win it).`, 'info', 8);
}

// From the menu: like New, a game under way is replaced only once the player says so.
export function askWinnableDeal() {
  const info = current();
  if (info.moves > 0 && !info.won && !info.over) {
    showPanel('confirm', 'Start a winnable deal?', `The game in progress (${info.name} #${info.deal}) will be replaced. Its link still deals it again from the start.`, [
      ['Winnable deal', newWinnableDeal, true], ['Keep playing', null],
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
    const found = await search(`${name}: the deal of ${date}`, { kind: 'winnable', game, ruleset, date });
    if (!found) return;
    if (!found.link) { notify('The solver could not find today\'s deal.', 'error'); return; }
    daily = { date, deal: found.found, link: found.link, record: found.daily, winnable: found.winnable, difficulty: found.difficulty };
    setDailyDeal(key, daily);
  }
  open(daily.link);
  const rating = daily.winnable ? `winnable, ${daily.difficulty}` : 'the solver could not prove it winnable';
  notify(`The deal of ${date}: ${current().name} #${daily.deal}, ${rating}. The same for everyone today.`, 'info', 8);
}

// After every change of the game: a won daily deal goes into the record.
export function gameChanged(info) {
  if (!info.won) return;
  const daily = dailyDeals()[info.key];
  if (daily && daily.deal === info.deal && daily.record) recordDailyWin(daily.record);
}
