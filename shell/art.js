// The card art: the project's SVG sheet (assets/cards.svg), fetched in parallel with the wasm. The table
// rasterises it with SDL2_image, the cards it shows first and the rest while the page is idle.

// Resolves to the sheet's text.
export function loadArt(build) {
  return fetch(`assets/cards.svg?${build}`).then((r) => {
    if (!r.ok) throw new Error(`the card art could not be loaded (HTTP ${r.status})`);
    return r.text();
  });
}
