// The game history: each game won or abandoned is recorded, with its replay, into core's history file
// (core/play/history.h) kept in this browser's storage; the History panel lists them newest first, with
// "Play again" (the deal afresh) and "Watch" (the replay viewer), and exports and imports the file, an import
// merging into the games kept. The core's calls for it live in the solver's module (its worker), so this
// module loads after the first table, like the solver's features.
import * as bridge from './bridge.js?v=dev';
import * as catalogue from './catalogue.js?v=dev';
import { refresh } from './commands.js?v=dev';
import * as dialogs from './dialogs.js?v=dev';
import { left, leaving } from './ending.js?v=dev';
import { badLink, showLink } from './links.js?v=dev';
import { hidePanel, notify } from './notices.js?v=dev';
import { openReplay, stopWatching } from './replay.js?v=dev';
import * as solver from './solver.js?v=dev';
import { duration, momentText } from './stats.js?v=dev';
import { current } from './status.js?v=dev';
import * as storage from './storage.js?v=dev';
import { t } from './words.js?v=dev';

const $ = (id) => document.getElementById(id);
const dialog = $('history');
dialogs.register(dialog);

const isFile = (text) => text.startsWith('{');
const EMPTY = '{"format":"patience-history","version":1,"games":[]}';

function call(name, ...args) {
  solver.start(); // started after the first table already; a game cannot end before it
  return solver.historyCall(name, ...args);
}

// One change of the stored file at a time, each from what the one before it left.
let queue = Promise.resolve();
const serially = (fn) => (queue = queue.then(fn, fn));

let fullSaid = false;

// A game won or abandoned: `replay` its replay link as it ended, `ended` the time (ms since 1970), `ms` its
// time of play, `resumed` a win of a game counted as abandoned before. A stored file that cannot be read is
// kept aside, said, and the history starts afresh.
export function recordGame(replay, ended, ms, resumed) {
  return serially(async () => {
    let stored = storage.savedHistory();
    let out = await call('record', stored, replay, ended, ms, resumed);
    if (!isFile(out) && stored) {
      const why = await call('read', stored);
      if (!isFile(why)) {
        storage.keepUnreadableHistory(stored);
        notify(t('history.unreadable_afresh', { why }), 'error');
        stored = '';
        out = await call('record', '', replay, ended, ms, resumed);
      }
    }
    if (!isFile(out)) return; // a game the core will not keep (none the page plays)
    // A refusing storage is said once by the save (status.js); a full one is said here, once.
    if (storage.saveHistory(out) === 'full' && !fullSaid) {
      fullSaid = true;
      notify(t('history.full'), 'error');
    }
    if (dialog.open) await render();
  }).catch(() => { /* the solver's module could not start: the game plays on without its history */ });
}

// ---- the panel -------------------------------------------------------------------------------------------

function button(label, onClick) {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = label;
  b.addEventListener('click', onClick);
  return b;
}

function row(g) {
  const li = document.createElement('li');
  li.className = 'history-game';
  li.dataset.key = g.key;
  li.dataset.deal = String(g.deal);
  li.dataset.won = String(g.won);
  const head = document.createElement('div');
  head.className = 'history-head';
  const name = document.createElement('span');
  name.className = 'history-name';
  const entry = catalogue.entryOf(g.game, g.ruleset);
  name.textContent = catalogue.rulesetsOf(g.game).length > 1 && entry
    ? t('history.name_source', { game: g.name, source: entry.source, deal: g.deal }) : t('history.name', { game: g.name, deal: g.deal });
  head.append(name, g.won ? dialogs.span('mark won', t('history.won')) : dialogs.span('mark abandoned', t('history.not_won')));
  const facts = document.createElement('p');
  facts.className = 'history-facts';
  facts.append(dialogs.span('history-date', momentText(g.ended)),
    dialogs.span('history-moves', t('history.moves', { count: g.moves })),
    dialogs.span('history-time', duration(g.ms)), dialogs.span('history-score', t('history.score', { score: g.scoreText })));
  const actions = document.createElement('div');
  actions.className = 'history-actions';
  const again = button(t('history.play_again'), () => playAgain(g.link));
  again.setAttribute('aria-label', t('history.play_again_label', { game: g.name, deal: g.deal }));
  const watch = button(t('history.watch'), () => watchGame(g.replay));
  watch.setAttribute('aria-label', t('history.watch_label', { game: g.name, deal: g.deal }));
  actions.append(again, watch);
  li.append(head, facts, actions);
  return li;
}

async function render() {
  const list = $('history-list');
  const stored = storage.savedHistory();
  const games = JSON.parse(await call('view', stored));
  const unreadable = stored && games.length === 0 ? await call('read', stored) : '{';
  list.textContent = '';
  if (!isFile(unreadable)) say(t('history.unreadable', { why: unreadable }), 'error');
  if (games.length === 0) {
    const p = document.createElement('p');
    p.className = 'empty';
    p.textContent = t('history.empty');
    list.append(p);
    return;
  }
  const ul = document.createElement('ul');
  ul.className = 'history-games';
  ul.append(...games.map(row));
  list.append(ul);
}

function say(message, kind) {
  const p = $('history-message');
  p.textContent = message;
  p.className = `stats-message ${kind}`;
  p.hidden = !message;
}

export async function openHistory() {
  say('', '');
  dialogs.show(dialog);
  try {
    await serially(render);
  } catch (e) {
    say(t('history.not_shown', { why: e && e.message ? e.message : e }), 'error');
  }
}

// The deal afresh, as a new deal would: the game on the table is left (kept for "Back to the last game").
function playAgain(link) {
  dialog.close();
  const was = current();
  leaving(was);
  const why = bridge.openLink(link);
  if (why) {
    notify(t('history.bad_link_stays', { problem: badLink(link, why) }), 'error');
    return;
  }
  stopWatching(); // a replay of this very deal, watched, is over
  hidePanel();
  refresh();
  showLink(current().link);
  left();
}

function watchGame(replay) {
  dialog.close();
  openReplay(replay);
}

// ---- the file ------------------------------------------------------------------------------------------

async function exportHistory() {
  const stored = storage.savedHistory();
  const text = await call('read', stored || EMPTY);
  const blob = new Blob([isFile(text) ? text : stored], { type: 'application/json' });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = 'patience-history.json';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 0);
}

// Merges: the games of the file this history lacks join it; a file that cannot be read changes nothing.
function importHistory(file) {
  return serially(async () => {
    let text;
    try { text = await file.text(); } catch { text = ''; }
    const stored = storage.savedHistory();
    const before = JSON.parse(await call('view', stored)).length;
    const out = await call('merge', stored, text);
    if (!isFile(out)) {
      say(t('history.not_imported', { why: out }), 'error');
      return;
    }
    if (storage.saveHistory(out)) {
      say(t('history.not_kept'), 'error');
      return;
    }
    await render();
    const added = JSON.parse(await call('view', out)).length - before;
    say(t('history.imported', { count: added }), 'ok');
  });
}

$('history-export').addEventListener('click', () => { exportHistory(); });
// Another language: an open panel is written again in it.
document.addEventListener('patience:language', () => { if (dialog.open) serially(render).catch(() => {}); });
$('history-load').addEventListener('change', (e) => {
  const file = e.target.files?.[0];
  e.target.value = '';
  if (file) importHistory(file);
});
