// The rules help of the game on the table, as the core writes it from the rule values
// (core/present/help.h), with the source's switch for a game that has two, and the keys from the core's key
// table; it follows the table when the game changes under it.
import * as catalogue from './catalogue.js?v=dev';
import * as dialogs from './dialogs.js?v=dev';
import { listKeys } from './keys.js?v=dev';
import { t } from './words.js?v=dev';

const $ = (id) => document.getElementById(id);
const dialog = $('help');
dialogs.register(dialog);

// `current()`: the page's info about the game on the table; `rules()`: its help sections;
// `choose(game, ruleset)`: opens a game.
let current = () => ({});
let rules = () => [];
let choose = () => {};
export function initHelp(onCurrent, onRules, onChoose) {
  current = onCurrent;
  rules = onRules;
  choose = onChoose;
}

function render() {
  const info = current();
  $('help-title').textContent = t('help.title', { game: info.name });
  const marks = $('help-marks');
  marks.textContent = '';
  marks.append(dialogs.span('mark source', t('help.rules', { source: info.source })));
  if (info.provisional) marks.append(dialogs.span('mark provisional', t('help.provisional')));
  const switchBox = $('help-switch');
  switchBox.textContent = '';
  const entries = catalogue.rulesetsOf(info.game);
  if (entries.length > 1) {
    const label = document.createElement('p');
    label.className = 'switch-label';
    label.textContent = t('help.sources_disagree');
    switchBox.append(label, dialogs.rulesSwitch(entries, info.ruleset, (ruleset) => {
      choose(info.game, ruleset); // the table changes, and this panel with it
      switchBox.querySelector('[aria-checked="true"]')?.focus();
    }));
  }
  const sections = $('help-sections');
  sections.textContent = '';
  for (const { heading, points } of rules()) {
    const section = document.createElement('section');
    const h = document.createElement('h3');
    h.textContent = heading;
    const ul = document.createElement('ul');
    for (const point of points) {
      const li = document.createElement('li');
      li.textContent = point;
      ul.append(li);
    }
    section.append(h, ul);
    sections.append(section);
  }
  listKeys($('page-keys'), 'page');
  listKeys($('table-keys'), 'table');
}

export function openHelp() {
  render();
  dialogs.show(dialog);
  dialog.querySelector('.sheet-body').scrollTop = 0;
}

// The game on the table changed: an open help follows it.
export function gameChanged() {
  if (dialog.open) render();
}
// And another language: written again in it (the rules are the core's words, in it too).
document.addEventListener('patience:language', gameChanged);
