// The settings panel (the toolbar's Settings, the More menu, the S key): the page's look (the system's,
// light or dark), the card faces (four colours, large indices, high contrast), the card back, the table's
// colour, the left-handed layout, the animation speed, whether the status line shows the time, moves and
// score, sound, autoplay, and the page's language (words.js). Each is remembered (storage.js; a corrupt value gives the default) and applied
// at once: the look and the table's colour to the page (style.css), sound by the page (sound.js), the rest
// drawn by the table; the faces and back choose an art sheet, fetched only when chosen; the rest are bridge
// calls.
import { loadArt, setLetters } from './art.js?v=dev';
import * as bridge from './bridge.js?v=dev';
import * as dialogs from './dialogs.js?v=dev';
import { requestFrame, setArt } from './frames.js?v=dev';
import { notify } from './notices.js?v=dev';
import { setSetting, setting } from './storage.js?v=dev';
import { cardLetters, chosenLanguage, setLanguage, shipped, t } from './words.js?v=dev';

const $ = (id) => document.getElementById(id);

// Felt colours, centre and corners (0xRRGGBB). The page's bars and buttons match the table in each look:
// style.css keys them by html[data-table] and html[data-look].
const FELTS = { green: [0x2c7a4b, 0x134a2b], blue: [0x2b5f8c, 0x122f4d], red: [0x87303d, 0x45141c], grey: [0x5b6168, 0x2a2e33] };
// The system's choice, followed while the look is "system".
const systemDark = matchMedia('(prefers-color-scheme: dark)');
// A glide's time, as a share of the normal one.
const GLIDES = { normal: 1, fast: 0.4, none: 0 };

// Every setting: its stored name and its choices (the first is the default). Its legend is the message
// settings.<name>.label, a choice's label settings.<name>.<choice> (but a language's, its own name).
const SETTINGS = [
  { name: 'look', choices: ['system', 'light', 'dark'] },
  { name: 'colours', choices: ['two', 'four'] },
  { name: 'index', choices: ['normal', 'large'] },
  { name: 'faces', choices: ['usual', 'contrast'] },
  { name: 'back', choices: ['blue', 'red', 'green'] },
  { name: 'table', choices: ['green', 'blue', 'red', 'grey'] },
  { name: 'hand', choices: ['right', 'left'] },
  { name: 'animation', choices: ['normal', 'fast', 'none'] },
  // Calm: the status line keeps only the deal number (the statistics still count time, moves and score).
  { name: 'counts', choices: ['shown', 'hidden'] },
  { name: 'sound', choices: ['off', 'on'] },
  // As the browser's languages (navigator.languages), or one of the shipped languages.
  { name: 'language', choices: ['auto', ...shipped.map((l) => l.code)] },
];
const values = {};
for (const s of SETTINGS) values[s.name] = setting(s.name, s.choices);
const languageNames = Object.fromEntries(shipped.map((l) => [l.code, l.name]));

// The art sheet the faces and back choose: '' for the standard one (assets/cards.svg), else the variant's
// name, cards-<faces>-<back>.svg as assets/make_cards.py writes them.
function artVariant() {
  const faces = [values.colours === 'four' && 'four-colour', values.index === 'large' && 'large',
    values.faces === 'contrast' && 'high-contrast'].filter(Boolean).join('-') || 'standard';
  return faces === 'standard' && values.back === 'blue' ? '' : `${faces}-${values.back}`;
}

let build = 'v=dev';
let artShown = ''; // the variant on the table
let artWanted = '';
const showing = (variant) => {
  artShown = variant;
  document.documentElement.dataset.art = variant || 'standard';
};

// The sheet the table starts with (its text, fetched in parallel with the wasm): the chosen one, else, when
// that cannot be had, the standard one, so a missing variant never stops the page.
export function startingArt(buildStamp) {
  build = buildStamp;
  setLetters(cardLetters());
  const variant = artWanted = artVariant();
  const standard = () => loadArt(build).then((svg) => { showing(artWanted = ''); return svg; });
  // Nor does a missing sheet of the language's letters: the cards then show the English ones.
  const plain = (e) => { if (!setLetters()) throw e; return standard(); };
  return loadArt(build, variant).then((svg) => { showing(variant); return svg; }, (e) => {
    if (!variant) return plain(e);
    return standard().catch(plain);
  });
}

// The page around the table in its look and the table's colour: at once, before the table is drawn, on each
// change, and when the system's choice changes.
function applyToPage() {
  const root = document.documentElement;
  root.style.setProperty('--felt', `#${FELTS[values.table][1].toString(16).padStart(6, '0')}`);
  root.dataset.look = values.look === 'system' ? (systemDark.matches ? 'dark' : 'light') : values.look;
  root.dataset.table = values.table;
  root.dataset.counts = values.counts;
  const bar = getComputedStyle(root).getPropertyValue('--bar').trim();
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', bar); // a phone's browser bar
}
applyToPage();
systemDark.addEventListener('change', applyToPage);

// The settings that go to the table through the bridge (all but the art): at start-up and on each change.
function applyToTable() {
  applyToPage();
  bridge.setFelt(...FELTS[values.table]);
  bridge.setGlideShare(GLIDES[values.animation]);
  bridge.setLayout(values.hand === 'left', values.index === 'large');
  requestFrame();
}

// The chosen sheet, once fetched, replaces the one on the table; a later choice overtakes an earlier one
// still on its way, and a sheet that cannot be had leaves the cards as they are.
async function applyArt() {
  const variant = artVariant();
  if (variant === artWanted) return;
  artWanted = variant;
  try {
    const svg = await loadArt(build, variant);
    if (artWanted !== variant) return;
    if (!setArt(svg)) throw new Error(t('settings.art_unreadable'));
    showing(variant);
  } catch (e) {
    if (artWanted !== variant) return;
    artWanted = artShown;
    notify(t('settings.art_failed', { why: e.message ?? e }), 'error');
  }
}

let soundSwitched;
export const soundOn = () => values.sound === 'on';

// The language the page starts in (its file fetched in parallel with the wasm; words.js): the chosen one, or
// the browser's. Resolves once the page's words are in it, or in English when its file cannot be had.
export const startingLanguage = (buildStamp) => setLanguage(chosenLanguage(values.language), buildStamp);
// While the setting says "as the browser", a change of the browser's languages changes the page's.
// The cards' letters follow the language: a language with other letters loads its sheet again.
// (The first language comes before the table is connected: startingArt then takes its letters.)
document.addEventListener('patience:language', () => {
  if (!bridge.connected() || !setLetters(cardLetters())) return;
  artWanted = null; // the sheet on the table has the old letters, whatever its variant
  applyArt();
});
window.addEventListener('languagechange', () => { if (values.language === 'auto') setLanguage(chosenLanguage('auto')); });

function choose(name, value) {
  values[name] = value;
  setSetting(name, value);
  if (name === 'language') {
    setLanguage(chosenLanguage(value));
    return;
  }
  applyToTable();
  applyArt();
  if (name === 'sound') soundSwitched(soundOn());
}

// A message's text with its id, so that words.js's translatePage() gives it the new language's words.
function words(el, id) {
  el.dataset.t = id;
  el.textContent = t(id);
  return el;
}

function fieldset({ name, choices }) {
  const set = document.createElement('fieldset');
  set.className = 'setting';
  set.dataset.setting = name;
  set.append(words(document.createElement('legend'), `settings.${name}.label`));
  const row = document.createElement('div');
  row.className = 'choices';
  for (const value of choices) {
    const option = document.createElement('label');
    option.className = 'choice';
    if (name === 'table' || name === 'back') option.dataset.swatch = `${name}-${value}`;
    const input = document.createElement('input');
    input.type = 'radio';
    input.name = `setting-${name}`;
    input.value = value;
    input.checked = values[name] === value;
    input.addEventListener('change', () => { if (input.checked) choose(name, value); });
    const label = document.createElement('span');
    // A language under its own name, whatever the page's language.
    if (name === 'language' && value !== 'auto') {
      label.textContent = languageNames[value];
      label.lang = value;
    } else {
      words(label, `settings.${name}.${value}`);
    }
    option.append(input, ' ', label);
    row.append(option);
  }
  set.append(row);
  return set;
}

// Builds the panel and applies the remembered settings to the table (after the bridge is connected);
// `onSound(on)` when the Sound switch is turned.
export function initSettings(onSound) {
  soundSwitched = onSound;
  const dialog = $('settings');
  dialogs.register(dialog);
  $('settings-list').prepend(...SETTINGS.map(fieldset));
  applyToTable();
}

export const openSettings = () => dialogs.show($('settings'));
