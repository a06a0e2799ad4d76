// Which game is on the table: the deal a link names (continuing its save when the save plays that deal),
// a game's save, or a fresh deal; the game played last when the page opens without a link. A save that
// cannot be read is kept aside and the player told; a bad link is said, and the page stays playable.
import * as bridge from './bridge.js?v=dev';
import * as catalogue from './catalogue.js?v=dev';
import { badLink, currentLink } from './links.js?v=dev';
import { hidePanel, notify } from './notices.js?v=dev';
import * as storage from './storage.js?v=dev';
import { t } from './words.js?v=dev';

function unreadable(why, name) {
  notify(name ? t('games.unreadable_of', { game: name, why }) : t('games.unreadable', { why }), 'error');
}

// The game's save, if it is still to be won; otherwise a fresh deal of it. "" or why it could not open.
function openGame(game, ruleset) {
  const saved = storage.savedGame(game, ruleset);
  if (saved !== null) {
    const why = bridge.loadSave(saved);
    if (!why && !bridge.info().won) return '';
    if (why) {
      storage.keepUnreadable(game, ruleset, saved);
      unreadable(why, catalogue.entryOf(game, ruleset)?.name);
    }
  }
  return bridge.newGame(game, ruleset);
}

// A deal link; when it names the deal of its game's save, that game continues, history and all.
function openLink(link) {
  const why = bridge.openLink(link);
  if (why) return why;
  const opened = bridge.info();
  const saved = storage.savedGame(opened.game, opened.ruleset);
  if (saved !== null) {
    const bad = bridge.loadSave(saved);
    if (bad) {
      storage.keepUnreadable(opened.game, opened.ruleset, saved);
      unreadable(bad, opened.name);
    }
    if (bad || bridge.info().link !== opened.link) bridge.openLink(link);
  }
  return '';
}

// The game played last, else the first game of the list.
function openLastGame() {
  const last = storage.lastGame();
  if (last && !openGame(...last)) return;
  bridge.newDeal();
}

// At start: the link's deal when there is one; without a link (or with a bad one, which is said) the last game.
export function openStartingGame() {
  storage.migrateFirstVersion((text) => {
    const why = bridge.loadSave(text);
    return why ? { why } : { why: '', ...bridge.info() };
  }, (why) => unreadable(why));
  const link = currentLink();
  if (link) {
    const why = openLink(link);
    if (!why) return;
    const last = storage.lastGame();
    const resumes = last && storage.hasSave(...last);
    notify(t(resumes ? 'games.bad_link_resumed' : 'games.bad_link_fresh', { problem: badLink(link, why) }), 'error');
  }
  openLastGame();
}

// The player followed a link while the page is open. True when the table changed.
export function followLink(link, onTable) {
  if (link === onTable) return false;
  const why = openLink(link);
  if (why) notify(t('games.bad_link_stays', { problem: badLink(link, why) }), 'error');
  hidePanel();
  return true;
}

// From the chooser or a rules switch: that game's game in progress, else a fresh deal.
export function chooseGame(game, ruleset, onTable) {
  if (onTable.game === game && onTable.ruleset === ruleset) return false;
  const why = openGame(game, ruleset);
  if (why) notify(t('games.not_opened', { why }), 'error');
  hidePanel();
  return true;
}
