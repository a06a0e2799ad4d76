// What the page keeps in localStorage: one save per game and ruleset (so switching games never loses a
// game in progress), the game played last, the ruleset last played of a game with two, the autoplay switch,
// and saves that could not be read, kept aside rather than lost. Storage may be disabled or full: reads then
// give nothing and writes say they failed, and the game plays on unsaved. Another tab may write a save
// this tab has on its table: this tab then never overwrites it unasked (see tabs.js).
const STORE = 'patience.v2';
const saveKey = (game, ruleset) => `${STORE}.save.${game}.${ruleset}`;
const LAST_KEY = `${STORE}.last`; // "<game> <ruleset>": the game that reopens when the link names none
const rulesKey = (game) => `${STORE}.rules.${game}`;
const AUTOPLAY_KEY = `${STORE}.autoplay`; // "on" / "off"
const unreadableKey = (key) => `${key}.unreadable`;
// Before there were several games the page kept one save; it moves to its game's place on first load.
const V1_SAVE_KEY = 'patience.v1.game';

// Saves kept aside are few: the oldest goes when there would be more, and all of them give way to the game
// in progress when the storage is full. KEPT_KEY lists them, oldest first.
const KEPT_MAX = 4;
const KEPT_KEY = `${STORE}.kept`;

function load(key) {
  try { return localStorage.getItem(key); } catch { return null; }
}
// '' when kept, else why not: 'full' (the quota) or 'blocked' (storage disabled or refused).
function put(key, value) {
  try { localStorage.setItem(key, value); return ''; } catch (e) {
    return e && (e.name === 'QuotaExceededError' || e.code === 22) ? 'full' : 'blocked';
  }
}
const store = (key, value) => put(key, value) === '';
function forget(key) {
  try { localStorage.removeItem(key); } catch { /* nothing to do */ }
}

// Each save as this tab last read or wrote it. A save that differs when this tab comes to write it again was
// written by another tab (saveGame refuses to overwrite it); null: there was none.
const seen = new Map();

export function savedGame(game, ruleset) {
  const text = load(saveKey(game, ruleset));
  seen.set(saveKey(game, ruleset), text);
  return text;
}

function keptAside() {
  const list = (load(KEPT_KEY) ?? '').split('\n').filter(Boolean);
  return list.filter((key) => load(key) !== null);
}
// Drops the oldest copy kept aside; false when there is none.
function dropOldestKept() {
  const list = keptAside();
  if (!list.length) return false;
  forget(list.shift());
  store(KEPT_KEY, list.join('\n'));
  return true;
}
// The save of a game that could not be read: kept under another key, where the next save cannot reach it,
// with at most KEPT_MAX such copies (the oldest dropped). False when the browser would not keep it.
export function keepUnreadable(game, ruleset, text) {
  return keepAside(unreadableKey(saveKey(game, ruleset)), text);
}
function keepAside(key, text) {
  const list = keptAside().filter((k) => k !== key);
  while (list.length >= KEPT_MAX) forget(list.shift());
  let why;
  while ((why = put(key, text)) === 'full' && list.length) forget(list.shift());
  if (!why) list.push(key);
  store(KEPT_KEY, list.join('\n'));
  return !why;
}

// After every change of the game: its save, that it was played last, and its ruleset. '' when saved, else
// why not: 'other-tab' (another tab wrote this game's save since this tab read it: nothing is written,
// unless `replace`, when the other tab's save is kept aside as <key>.replaced), 'full' (the quota, even
// after dropping the copies kept aside) or 'blocked'.
export function saveGame(game, ruleset, text, hasTwoRulesets, { replace = false } = {}) {
  const key = saveKey(game, ruleset);
  const stored = load(key);
  if (stored !== (seen.get(key) ?? null) && stored !== text) {
    if (!replace) return 'other-tab';
    keepAside(`${key}.replaced`, stored); // the player chose this tab's game: the other's stays within reach
  }
  let why;
  while ((why = put(key, text)) === 'full' && dropOldestKept()) { /* room made: try again */ }
  if (why) return why;
  seen.set(key, text);
  return put(LAST_KEY, `${game} ${ruleset}`) || (hasTwoRulesets ? put(rulesKey(game), ruleset) : '');
}
// The storage key of a game's save (the storage events of other tabs name it).
export const saveKeyOf = saveKey;

// [game, ruleset] of the game played last, when there is one with a save.
export function lastGame() {
  const [game, ruleset] = (load(LAST_KEY) ?? '').split(' ');
  return game && ruleset ? [game, ruleset] : null;
}
export const hasSave = (game, ruleset) => load(saveKey(game, ruleset)) !== null;
export const rulesetOf = (game) => load(rulesKey(game));

export const autoplayOn = () => load(AUTOPLAY_KEY) !== 'off'; // on unless the player turned it off
export const setAutoplayOn = (on) => store(AUTOPLAY_KEY, on ? 'on' : 'off');

// The single save of the first version moves to its game's own place. `read(text)` loads it into the table
// and returns "" and its {game, ruleset}, or why it could not; `unreadable(why)` tells the player. One that
// cannot be read is kept aside.
export function migrateFirstVersion(read, unreadable) {
  const old = load(V1_SAVE_KEY);
  if (old === null) return;
  const { why, game, ruleset } = read(old);
  let moved = true;
  if (why) {
    moved = keepAside(unreadableKey(V1_SAVE_KEY), old);
    unreadable(why);
  } else {
    if (load(saveKey(game, ruleset)) === null) moved = store(saveKey(game, ruleset), old);
    if (moved && load(LAST_KEY) === null) moved = store(LAST_KEY, `${game} ${ruleset}`);
  }
  if (moved) forget(V1_SAVE_KEY);
}
