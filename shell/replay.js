// Replay links: Share copies a link to the game as played so far (the deal and its moves, encoded by the
// core, core/play/replay.h); opening one shows the game in a viewer with step back, step forward and
// play/pause, hands off the table and the player's saves untouched, until the player takes over from where it
// stands. "Show me how" (watch.js) plays the solver's winning line in the same viewer, over the player's
// game, which Close puts back as it was.
import * as bridge from './bridge.js?v=dev';
import { refresh } from './commands.js?v=dev';
import { notify } from './notices.js?v=dev';
import { current } from './status.js?v=dev';
import { persist } from './saving.js?v=dev';
import { pauseSaving } from './storage.js?v=dev';
import { t } from './words.js?v=dev';

const $ = (id) => document.getElementById(id);
const STEP_MS = 700; // one move this often while playing

let total = 0;    // moves in the replay
let watching = false;
let dealLink = ''; // the deal of the replay being watched
let timer = 0;
let own = null;    // watching a line over the player's game: their game (its save), put back by Close
let title = () => t('replay.title'); // what is watched (its words): a replay, the solver's winning line, a challenger's game

export const isReplayLink = (link) => /(^|&)replay=/.test(link);
export const watchingReplay = () => watching;

// Opens a replay link. True when it is on the table; else the player was told why and nothing changed
// (the caller opens the player's own game).
export function openReplay(link) {
  pauseSaving(true); // before anything reaches the table: the player's saves must not hear of it
  const why = bridge.openReplay(link);
  if (why) {
    pauseSaving(false);
    notify(t('replay.cannot_play', { link: link.slice(0, 60), why }), 'error');
    return false;
  }
  bridge.setLocked(true);
  watching = true;
  own = null;
  title = () => t('replay.title');
  total = Number(/replay=\d+\.(\d+)/.exec(link)?.[1] ?? 0);
  $('viewer').hidden = false;
  refresh();
  dealLink = current().link;
  show();
  return true;
}

// The solver's winning line: a replay link of the game up to a move and the line after it, shown from that
// move; the player's game comes back with Close. A challenger's game (challenge.js) is watched the same way,
// from its deal, under its own `name` (a function giving its words in the page's language).
export function watchLine(link, from, name = () => t('replay.winning_line')) {
  const save = bridge.save();
  if (!openReplay(link)) return false;
  own = save;
  title = name;
  while (bridge.info().moves > from && bridge.undo()) { /* back to where the line starts */ }
  refresh();
  show();
  return true;
}

function show() {
  const { moves } = current();
  $('viewer').setAttribute('aria-label', title());
  $('viewer-position').textContent = t('replay.position', { title: title(), move: moves, total });
  $('viewer-close').hidden = !own;
  $('menu-show-how').disabled = watching;
  $('viewer-back').disabled = moves === 0;
  $('viewer-forward').disabled = moves >= total;
  $('viewer-play').textContent = timer ? t('replay.pause') : t('replay.play');
  $('viewer-play').setAttribute('aria-pressed', timer ? 'true' : 'false');
}

function step(forward) {
  if (!watching) return false;
  const moved = forward ? bridge.redo() : bridge.undo();
  if (moved) refresh();
  show();
  return moved;
}

function pause() {
  clearTimeout(timer);
  timer = 0;
  show();
}

function play() {
  if (timer) { pause(); return; }
  if (current().moves >= total && bridge.restart()) refresh(); // from the deal again
  const tick = () => {
    if (!step(true) || current().moves >= total) { pause(); return; }
    timer = setTimeout(tick, STEP_MS);
    show();
  };
  timer = setTimeout(tick, 0);
  show();
}

// After anything that may have changed the table: another game (New, the chooser, a link) ends the watching,
// and the viewer follows Undo and Redo given by keys or buttons.
export function follow() {
  if (!watching) return;
  if (current().link !== dealLink) {
    stopWatching();
    return;
  }
  show();
}

// Another game came to the table, maybe of the very deal watched (Play again from the game history): the
// watching ends, and the table (unlocked by the new game) is the player's.
export function stopWatching() {
  if (!watching) return;
  pause();
  watching = false;
  own = null;
  pauseSaving(false);
  $('viewer').hidden = true;
  $('menu-show-how').disabled = false;
}

// Watching the solver's line: the player's game back, as it was.
function close() {
  pause();
  const save = own;
  own = null;
  watching = false;
  const why = bridge.loadSave(save);
  bridge.setLocked(false);
  pauseSaving(false);
  $('viewer').hidden = true;
  $('menu-show-how').disabled = false;
  refresh();
  if (why) notify(t('replay.not_put_back', { why }), 'error');
}

// The game as it stands becomes the player's own: their save of this game from now on.
function takeOver() {
  pause();
  bridge.takeOver();
  bridge.setLocked(false);
  watching = false;
  own = null;
  $('menu-show-how').disabled = false;
  pauseSaving(false);
  // Saved at once, in the player's place for this game: a game of theirs there is kept aside, never lost.
  persist(bridge.info(), true);
  $('viewer').hidden = true;
  refresh();
  notify(t('replay.yours'));
}

async function shareReplay() {
  const url = `${location.href.split('#')[0]}#${bridge.replayLink()}`;
  const { name, deal, moves } = current();
  try {
    await navigator.clipboard.writeText(url);
    notify(t('replay.link_copied', { game: name, deal, count: moves }));
  } catch {
    notify(t('replay.copy_manual', { url }), 'info', 20);
  }
}

// Another language: the viewer, while it is up, says what it shows in it.
document.addEventListener('patience:language', () => { if (watching) show(); });

export function initReplay({ closeMenu }) {
  $('viewer-back').addEventListener('click', () => { pause(); step(false); });
  $('viewer-forward').addEventListener('click', () => { pause(); step(true); });
  $('viewer-play').addEventListener('click', play);
  $('viewer-take').addEventListener('click', takeOver);
  $('viewer-close').addEventListener('click', close);
  $('share-replay').addEventListener('click', shareReplay);
  $('menu-share-replay').addEventListener('click', () => { closeMenu(); shareReplay(); });
}
