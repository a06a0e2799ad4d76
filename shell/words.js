// The page's words in the player's language (assets/lang/<code>.json, its "shell" section), by message id
// with arguments; English is built in and is the fallback for a missing id.
import { shell as english } from './en.json';

let messages = english;
let one = (n) => n === 1; // the language's plural rule: which counts take the "one" form

// The message `id` with its {placeholders} filled in by `args`; a plural message is chosen by `args.count`.
export function t(id, args = {}) {
  let m = messages[id] ?? english[id];
  if (m === undefined) return id;
  if (typeof m === 'object') m = one(args.count) ? m.one : m.other;
  return m.replace(/\{([a-z0-9_]+)\}/g, (all, name) => (name in args ? String(args[name]) : all));
}

export async function setLanguage() {}
export function translatePage() {}
