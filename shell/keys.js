// The page's keys, from the core's one table of them (core/present/keys.h): which command a key triggers,
// for the page's commands and for keyboard play, and the keys the buttons and the rules help show.
import * as bridge from './bridge.js?v=dev';
import { t } from './words.js?v=dev';

let table = null; // read once the table is loaded, which is before the first key can reach a command
export const bindings = () => (table ??= bridge.keys());
// Another language: the keys' words are read again from the core, and the buttons say them anew.
document.addEventListener('patience:language', () => {
  if (!table) return;
  table = null;
  labelButtons();
});

// The event's key as the table writes it: "Ctrl+" (Control or Command), "Shift+" when `shift`, then the
// browser's name of the key, a letter in lower case.
function written(e, shift) {
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  return `${e.ctrlKey || e.metaKey ? 'Ctrl+' : ''}${shift ? 'Shift+' : ''}${key}`;
}

// The command of `scope` ('page' or 'table') that the key of `e` triggers, or undefined. Shift counts where
// a binding names it; without Ctrl, a key bound only without Shift ignores it (a "?" needs Shift on most
// keyboards, and Shift+G is G). Alt is never a binding's.
export function commandOf(e, scope) {
  if (e.altKey || !e.key) return undefined;
  const find = (name) => bindings().find((b) => b.scope === scope && b.keys.includes(name))?.command;
  return find(written(e, e.shiftKey)) ??
    (e.shiftKey && !e.ctrlKey && !e.metaKey ? find(written(e, false)) : undefined);
}

// The page's buttons say their keys: each element with data-command gets its command's keys in its
// tooltip and in aria-keyshortcuts, and each element with data-keys shows them.
// A tooltip is its own words with the keys after them; the words are kept so that it is written afresh, not
// added to, when the keys' or the page's language changes (a translated page has new words in it).
const tooltips = new WeakMap(); // element -> {words, title}: the words and the title made of them
export function labelButtons() {
  for (const { scope, command, label, shortcuts } of bindings()) {
    if (scope !== 'page') continue;
    for (const el of document.querySelectorAll(`[data-command="${command}"]`)) {
      el.setAttribute('aria-keyshortcuts', shortcuts);
      const made = tooltips.get(el);
      const words = made && made.title === el.title ? made.words : el.title;
      if (!words) continue;
      el.title = t('keys.with_keys', { title: words, keys: label });
      tooltips.set(el, { words, title: el.title });
    }
    for (const el of document.querySelectorAll(`[data-keys="${command}"]`)) el.textContent = t('keys.keys', { keys: label });
  }
}

// The keys of `scope` into the definition list `list`, as the rules help shows them.
export function listKeys(list, scope) {
  list.replaceChildren();
  for (const { label, help } of bindings().filter((b) => b.scope === scope)) {
    const dt = document.createElement('dt');
    dt.textContent = label;
    const dd = document.createElement('dd');
    dd.textContent = help;
    list.append(dt, dd);
  }
}
