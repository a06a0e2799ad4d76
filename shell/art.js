// The card art: the project's SVG sheet (assets/cards.svg), fetched in parallel with the wasm. The table
// rasterises it with SDL2_image, the cards it shows first and the rest while the page is idle.

// Resolves to the sheet's bytes (UTF-8 SVG), which go to the table as they are: no text to decode and
// encode again. index.html preloads the same URL, so this fetch finds it under way or done.
export function loadArt(build) {
  return fetch(`assets/cards.svg?${build}`).then((r) => {
    if (!r.ok) throw new Error(`the card art could not be loaded (HTTP ${r.status})`);
    return r.arrayBuffer();
  }).then((buffer) => new Uint8Array(buffer));
}
