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
const settingKey = (name) => `${STORE}.setting.${name}`; // the settings panel's choices (settings.js)
const unreadableKey = (key) => `${key}.unreadable`;
const VERDICT_KEY = `${STORE}.winnable-mark`; // "on" / "off": the solver's Winnable mark in the status line
// {"<game>:<ruleset>": {date, deal, link, record, difficulty}}: each game's daily deal, found once a day
const DAILY_KEY = `${STORE}.daily`;
const DAILY_WINS_KEY = `${STORE}.daily-wins`; // ["YYYY-MM-DD game:ruleset", ...]: the daily deals won
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
// While a replay is watched nothing is saved: it is not the player's game until they take it over.
let paused = false;
export const pauseSaving = (on) => { paused = on; };

export function saveGame(game, ruleset, text, hasTwoRulesets, { replace = false } = {}) {
  if (paused) return '';
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

// A setting of the settings panel: its stored value when that is one of `choices`, else the first of them,
// the default (a value from a later version, or a corrupt one, plays on with the default).
export function setting(name, choices) {
  const value = load(settingKey(name));
  return choices.includes(value) ? value : choices[0];
}
export const setSetting = (name, value) => store(settingKey(name), value);

export const verdictShown = () => load(VERDICT_KEY) !== 'off'; // shown unless the player hid it
export const setVerdictShown = (on) => store(VERDICT_KEY, on ? 'on' : 'off');

// A JSON value of ours that may have been damaged: `fallback` unless it parses to the expected shape.
function loadJson(key, fallback, valid) {
  try {
    const value = JSON.parse(load(key) ?? 'null');
    return valid(value) ? value : fallback;
  } catch { return fallback; }
}
export const dailyDeals = () => loadJson(DAILY_KEY, {}, (v) => v !== null && typeof v === 'object' && !Array.isArray(v));
export const setDailyDeal = (key, daily) => store(DAILY_KEY, JSON.stringify({ ...dailyDeals(), [key]: daily }));
export const dailyWins = () =>
  loadJson(DAILY_WINS_KEY, [], (v) => Array.isArray(v) && v.every((x) => typeof x === 'string'));
export function recordDailyWin(record) {
  const wins = dailyWins();
  return wins.includes(record) || store(DAILY_WINS_KEY, JSON.stringify([...wins, record]));
}

// The statistics (core's versioned JSON, see README "Saves"), and one that could not be read, kept aside.
const STATS_KEY = `${STORE}.stats`;
export const savedStats = () => load(STATS_KEY) ?? '';
export const saveStats = (text) => store(STATS_KEY, text);
export const keepUnreadableStats = (text) => store(unreadableKey(STATS_KEY), text);
// The game history (core's versioned JSON, core/play/history.h): the last games won or abandoned, with their
// replays. Bounded by the core (500 games, some 200 KB at most in practice). '' when kept, else why not:
// 'full' or 'blocked', as for a save; one that could not be read is kept aside.
const HISTORY_KEY = `${STORE}.history`;
export const savedHistory = () => load(HISTORY_KEY) ?? '';
export const saveHistory = (text) => put(HISTORY_KEY, text);
export const keepUnreadableHistory = (text) => store(unreadableKey(HISTORY_KEY), text);
// Beside each save, its play record: {link, ms, played, won, broken}: the deal it is of, the time played,
// and whether the game was counted as played, as won, or as abandoned (a broken streak).
const playKey = (game, ruleset) => `${STORE}.play.${game}.${ruleset}`;
export function playRecord(game, ruleset) {
  try {
    const r = JSON.parse(load(playKey(game, ruleset)) ?? 'null');
    return r && typeof r.link === 'string' && Number.isFinite(r.ms) ? r : null;
  } catch { return null; }
}
export const savePlayRecord = (game, ruleset, record) => store(playKey(game, ruleset), JSON.stringify(record));
// A game in progress: saved, counted as played and not won.
export const inProgress = (game, ruleset) => hasSave(game, ruleset) && !!playRecord(game, ruleset)?.played &&
  !playRecord(game, ruleset).won;
// The game a new deal or another game left behind: {game, ruleset, save, play}, for "Back to the last game".
const PREVIOUS_KEY = `${STORE}.previous`;
export function previousGame() {
  try {
    const p = JSON.parse(load(PREVIOUS_KEY) ?? 'null');
    return p && typeof p.save === 'string' ? p : null;
  } catch { return null; }
}
export const setPreviousGame = (p) => (p ? store(PREVIOUS_KEY, JSON.stringify(p)) : (forget(PREVIOUS_KEY), true));
// The friend's challenge being played (challenge.js): the link as it was opened, so that a reload keeps the
// challenge with its deal; the core reads it again each time.
const CHALLENGE_KEY = `${STORE}.challenge`;
export const challengeKept = () => load(CHALLENGE_KEY);
export const keepChallenge = (link) => (link ? store(CHALLENGE_KEY, link) : (forget(CHALLENGE_KEY), true));
// No link, no save, never played: the page greets the player with the chooser.
export const firstVisit = () => load(LAST_KEY) === null && load(V1_SAVE_KEY) === null;

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
