// The page in the player's language: every sentence the page shows is a message of one catalogue, by id,
// with its arguments and plural forms (assets/lang/<code>.json's "shell" section; the table's words, its
// "core" section, go to the wasm). English is built into the bundle and is the fallback for any id a
// language lacks; another language is fetched (lang/<code>.json) only once it is chosen, so the first load
// carries English alone. The language follows the browser's unless the Language setting names one.
import { language as englishLanguage, shell as english } from '../assets/lang/en.json';
import languages from '../assets/lang/languages.json';
import * as bridge from './bridge.js?v=dev';
import { notify } from './notices.js?v=dev';

// The shipped languages, in the Language setting's order: [{code, name}], English first.
export const shipped = languages;
const codes = new Set(languages.map((l) => l.code));

let code = 'en';
let messages = english;
let plural = englishLanguage.plural;
let letters = englishLanguage.card_letters;
// The whole language file's text, for the table; English needs none (the table has its English built in),
// but gets a file with no words, so that switching back to English resets it.
const ENGLISH_FILE = JSON.stringify({ language: englishLanguage, core: {}, shell: {} });
let tableText = ENGLISH_FILE;
let told = ENGLISH_FILE; // what the table has: it starts in English
let build = document.querySelector('meta[name="patience-build"]')?.content ?? 'v=dev';

// The plural form of `count` by the language file's rule (the same two rules as the table's formatter, so
// the page and the table never disagree): "one" exactly for 1, or for 0 and 1.
const form = (count) => ((plural === 'one-is-0-1' ? count === 0 || count === 1 : count === 1) ? 'one' : 'other');

// The current language's message `id` with its `{name}` placeholders filled by `args`; English when the
// language lacks the id; the id itself when English lacks it too (a mistake the tests catch). A plural
// message takes its form by `args.count`.
export function t(id, args = {}) {
  let message = messages[id] ?? english[id];
  if (message === undefined) return id;
  if (typeof message === 'object') message = message[form(Number(args.count))] ?? message.other;
  return message.replace(/\{([a-z0-9_]+)\}/g, (whole, name) => (name in args ? String(args[name]) : whole));
}

export const language = () => code;
// The letters the cards show for Ace, King, Queen and Jack in the page's language (art.js's sheet).
export const cardLetters = () => letters;
// The language file's text as the table has it, for the solver's worker, which words hints and difficulty.
export const languageText = () => tableText;
// The URL of the language file the page uses (the service worker keeps it for offline play); null for
// English, which is in the bundle.
export const languageFile = () => (code === 'en' ? null : `lang/${code}.json?${build}`);

// The language the browser asks for: the first of navigator.languages whose primary subtag is shipped,
// else English.
export function browserLanguage() {
  for (const tag of navigator.languages ?? [navigator.language]) {
    const primary = String(tag ?? '').toLowerCase().split('-')[0];
    if (codes.has(primary)) return primary;
  }
  return 'en';
}
// The Language setting's value ("auto": as the browser, or a code) as the language to show.
export const chosenLanguage = (value) => (codes.has(value) ? value : browserLanguage());

// The static page's words (index.html, and what modules build with data-t attributes): `data-t` sets an
// element's text, `data-t-title`, `data-t-aria-label`, `data-t-placeholder` and `data-t-content` an
// attribute, each to its message.
const ATTRIBUTES = ['title', 'aria-label', 'placeholder', 'content'];
export function translatePage(root = document) {
  for (const el of root.querySelectorAll('[data-t]')) el.textContent = t(el.dataset.t);
  for (const name of ATTRIBUTES) {
    for (const el of root.querySelectorAll(`[data-t-${name}]`)) el.setAttribute(name, t(el.getAttribute(`data-t-${name}`)));
  }
}

// A language file's text as the site serves it, at the build's stamp (the service worker keeps it once used).
async function fetchLanguage(wanted) {
  const response = await fetch(`lang/${wanted}.json?${build}`); // as languageFile() names it
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const text = await response.text();
  const file = JSON.parse(text);
  if (!file || typeof file.shell !== 'object' || typeof file.language?.plural !== 'string') {
    throw new Error('not a language file');
  }
  return { text, file };
}

// The table hears the language once it is there (main.js calls this after connecting), and on each change.
export function tellTable() {
  if (!bridge.connected() || told === tableText) return;
  told = tableText;
  bridge.setLanguage(tableText);
}

let asked = 0; // a later choice overtakes one still on its way
// Switches the page and the table to `wanted`: its file fetched (any language but English), the table
// told, <html lang> set, the static page translated, then `patience:language` dispatched on document so
// that modules re-render what they show. A file that cannot be had keeps the current language, with a
// notice; the game plays on. Resolves to whether the language is now `wanted`.
export async function setLanguage(wanted, buildStamp = build) {
  build = buildStamp;
  if (!codes.has(wanted)) wanted = 'en';
  const ask = ++asked;
  let text = ENGLISH_FILE, file = { language: englishLanguage, shell: {} };
  if (wanted !== 'en') {
    try {
      ({ text, file } = await fetchLanguage(wanted));
    } catch (e) {
      if (ask !== asked) return false;
      const name = languages.find((l) => l.code === wanted).name;
      notify(t('words.not_loaded', { language: name, why: e.message ?? String(e) }), 'error');
      return false;
    }
    if (ask !== asked) return false;
  }
  code = wanted;
  messages = { ...english, ...file.shell };
  plural = file.language.plural;
  letters = file.language.card_letters ?? englishLanguage.card_letters;
  tableText = text;
  tellTable();
  document.documentElement.lang = code;
  translatePage();
  document.dispatchEvent(new CustomEvent('patience:language', { detail: { language: code } }));
  return true;
}
