// The card art: the project's SVG sheet (assets/cards.svg), fetched in parallel with the wasm. The table
// rasterises it with SDL2_image, the cards it shows first and the rest while the page is idle.
import { t } from './words.js?v=dev';

// The court letters the cards show (Ace, King, Queen, Jack: a language's card_letters). The sheets of the
// default AKQJ carry no suffix; assets/make_cards.py draws every sheet again for each other set the languages
// name, with the letters in lowercase at the end: cards-akdb.svg, cards-<faces>-<back>-akdb.svg.
let letters = '';

// Sets the letters of the sheets loadArt fetches from now on; says whether they changed (then the sheet on
// the table has the old ones, and the caller loads it again).
export function setLetters(courtLetters = 'AKQJ') {
  const next = /^[A-Z]{4}$/.test(courtLetters) && courtLetters !== 'AKQJ' ? courtLetters.toLowerCase() : '';
  const changed = next !== letters;
  letters = next;
  return changed;
}

// Resolves to the sheet's bytes (UTF-8 SVG), which go to the table as they are: no text to decode and
// encode again. The standard sheet, which index.html preloads (so this fetch finds it under way or done), or
// a variant the settings chose (assets/make_cards.py writes cards-<faces>-<back>.svg for each), fetched only
// then, so the first load's bytes stay the same; in either case with the letters setLetters chose.
let lastFile = '';
// The URL of the sheet last asked for (the service worker keeps one with a language's letters once used).
export const artFile = () => lastFile;

export function loadArt(build, variant = '') {
  const name = ['cards', variant, letters].filter(Boolean).join('-');
  lastFile = `assets/${name}.svg?${build}`;
  return fetch(lastFile).then((r) => {
    if (!r.ok) throw new Error(t('art.not_loaded', { status: r.status }));
    return r.arrayBuffer();
  }).then((buffer) => new Uint8Array(buffer));
}
