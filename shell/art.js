// The card art: the project's SVG sheet (assets/cards.svg), fetched in parallel with the wasm. The table
// rasterises it with SDL2_image, the cards it shows first and the rest while the page is idle.
import { t } from './words.js?v=dev';

// Resolves to the sheet's bytes (UTF-8 SVG), which go to the table as they are: no text to decode and
// encode again. The standard sheet, which index.html preloads (so this fetch finds it under way or done), or
// a variant the settings chose (assets/make_cards.py writes cards-<faces>-<back>.svg for each), fetched only
// then, so the first load's bytes stay the same.
export function loadArt(build, variant = '') {
  return fetch(`assets/cards${variant ? `-${variant}` : ''}.svg?${build}`).then((r) => {
    if (!r.ok) throw new Error(t('art.not_loaded', { status: r.status }));
    return r.arrayBuffer();
  }).then((buffer) => new Uint8Array(buffer));
}
