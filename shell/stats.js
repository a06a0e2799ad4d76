// The player's statistics: kept in this browser's storage as core's versioned file, changed by core (through
// the bridge) when a game is first played, won or abandoned; the statistics panel (key T) lists them per
// game with the daily deals won, and exports and imports the file.
import * as bridge from './bridge.js?v=dev';
import * as dialogs from './dialogs.js?v=dev';
import { notify } from './notices.js?v=dev';
import * as storage from './storage.js?v=dev';
import { t } from './words.js?v=dev';

const $ = (id) => document.getElementById(id);
const dialog = $('stats');
dialogs.register(dialog);

const isFile = (text) => text.startsWith('{');

// An event of a game: "played", "won" (with its score, moves and time) or "abandoned". A stored file that
// cannot be read is kept aside, said, and the statistics start afresh.
export function record(event, info, ms = 0) {
  let stored = storage.savedStats();
  let out = bridge.statsRecord(stored, event, info.game, info.ruleset, info.score ?? 0, info.moves ?? 0, ms);
  if (!isFile(out) && stored) {
    storage.keepUnreadableStats(stored);
    notify(t('stats.unreadable', { why: out }), 'error');
    stored = '';
    out = bridge.statsRecord('', event, info.game, info.ruleset, info.score ?? 0, info.moves ?? 0, ms);
  }
  // Storage that will not keep them is said once already, by the save (status.js).
  if (isFile(out)) storage.saveStats(out);
}

// The statistics of one game, as the panel lists them, or undefined before it is played.
export const statsOf = (game, ruleset) =>
  bridge.statsView(storage.savedStats()).find((g) => g.game === game && g.ruleset === ruleset);

export function duration(ms) {
  const s = Math.floor(ms / 1000);
  const h = Math.floor(s / 3600), m = Math.floor((s % 3600) / 60), sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

// Dates and numbers as the page's language writes them: a calendar day "YYYY-MM-DD" (the daily deals' key),
// a moment (ms since 1970) with its time of day, a count.
const language = () => document.documentElement.lang || 'en';
export function dateText(day) {
  const [y, m, d] = day.split('-').map(Number);
  if (!d) return day;
  return new Intl.DateTimeFormat(language(), { dateStyle: 'medium' }).format(new Date(y, m - 1, d));
}
export const momentText = (ms) =>
  new Intl.DateTimeFormat(language(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(ms));
export const numberText = (n) => new Intl.NumberFormat(language()).format(n);

// ---- the panel -------------------------------------------------------------------------------------------

function figure(label, value) {
  const d = document.createElement('div');
  d.className = 'figure';
  d.append(dialogs.span('value', String(value)), dialogs.span('label', label));
  return d;
}

function render() {
  const list = $('stats-list');
  list.textContent = '';
  const games = bridge.statsView(storage.savedStats());
  if (games.length === 0) {
    const p = document.createElement('p');
    p.className = 'empty';
    p.textContent = t('stats.empty');
    list.append(p);
  }
  for (const g of games) {
    const section = document.createElement('section');
    section.className = 'stats-game';
    section.dataset.key = g.key;
    const h = document.createElement('h3');
    h.textContent = g.name;
    const grid = document.createElement('div');
    grid.className = 'figures';
    grid.append(figure(t('stats.played'), g.played), figure(t('stats.won'), g.won),
      figure(t('stats.win_rate'), t('stats.rate', { rate: g.winRate })),
      figure(t('stats.streak'), g.streak), figure(t('stats.best_streak'), g.bestStreak));
    if (g.won > 0) {
      grid.append(figure(t('stats.best_score'), g.bestScoreText), figure(t('stats.fewest_moves'), g.fewestMoves),
        figure(t('stats.fastest_win'), duration(g.fastestMs)));
    }
    section.append(h, grid);
    list.append(section);
  }
  const daily = $('stats-daily');
  daily.textContent = '';
  const wins = storage.dailyWins();
  if (wins.length > 0) {
    const h = document.createElement('h3');
    h.textContent = t('stats.daily_won');
    const ul = document.createElement('ul');
    for (const w of [...wins].sort().reverse()) {
      const [day, key = ''] = w.split(' ');
      const [game, ruleset] = key.split(':');
      const entry = bridge.games().find((e) => e.id === game && e.ruleset === ruleset);
      const li = document.createElement('li');
      li.append(dialogs.span('mark won', t('stats.won_mark')), ` ${t('stats.daily_entry', { date: dateText(day), game: entry ? entry.name : key })}`);
      ul.append(li);
    }
    daily.append(h, ul);
  }
}

function say(message, kind) {
  const p = $('stats-message');
  p.textContent = message;
  p.className = `stats-message ${kind}`;
  p.hidden = !message;
}

export function openStats() {
  say('', '');
  render();
  dialogs.show(dialog);
}

function exportStats() {
  const text = bridge.statsRead(storage.savedStats() || '{"format":"patience-stats","version":1,"games":{}}');
  const blob = new Blob([isFile(text) ? text : storage.savedStats()], { type: 'application/json' });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = 'patience-statistics.json';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 0);
}

async function importStats(file) {
  let text;
  try { text = await file.text(); } catch { text = ''; }
  const out = bridge.statsRead(text);
  if (!isFile(out)) {
    say(t('stats.not_imported', { why: out }), 'error');
    return;
  }
  if (!storage.saveStats(out)) {
    say(t('stats.not_kept'), 'error');
    return;
  }
  render();
  say(t('stats.imported'), 'ok');
}

$('stats-export').addEventListener('click', exportStats);
// Another language: an open panel is written again in it (a message it said is left as it was).
document.addEventListener('patience:language', () => { if (dialog.open) render(); });
document.getElementById('stats-load').addEventListener('change', (e) => {
  const file = e.target.files?.[0];
  e.target.value = '';
  if (file) importStats(file);
});
