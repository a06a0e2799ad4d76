// The page's dialogs (game chooser, rules help, the narrow screens' menu): one open at a time, closed by
// Esc, their close buttons or a click on the backdrop. And the pieces they share.
import { t } from './words.js?v=dev';

const all = new Set();

export function register(dialog) {
  all.add(dialog);
  dialog.addEventListener('click', (e) => {
    if (e.target === dialog || e.target.closest('[data-close]')) dialog.close();
  });
}

export function show(dialog) {
  for (const other of all) if (other !== dialog && other.open) other.close();
  if (!dialog.open) dialog.showModal();
}

export const anyOpen = () => [...all].some((d) => d.open);

export function span(className, content) {
  const el = document.createElement('span');
  el.className = className;
  el.textContent = content;
  return el;
}

// Whose rules to play, for a game that has two: one segment per ruleset, labelled with its source.
export function rulesSwitch(entries, selected, onPick) {
  const group = document.createElement('div');
  group.className = 'rules-switch';
  group.setAttribute('role', 'radiogroup');
  group.setAttribute('aria-label', t('dialogs.rules_switch', { game: entries[0].name }));
  for (const e of entries) {
    const b = document.createElement('button');
    b.type = 'button';
    b.setAttribute('role', 'radio');
    b.setAttribute('aria-checked', String(e.ruleset === selected));
    b.dataset.ruleset = e.ruleset;
    b.textContent = e.source;
    b.addEventListener('click', () => { if (e.ruleset !== selected) onPick(e.ruleset); });
    group.append(b);
  }
  return group;
}
