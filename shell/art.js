// The card art: the project's SVG sheet (assets/cards.svg, 13 x 5 cards), decoded once by the browser and
// drawn at exactly the device-pixel card size the table asks for, so every card is crisp. The browser's own
// SVG renderer does in milliseconds what a rasteriser compiled into the wasm would take a tenth of a
// second for.
const COLUMNS = 13, ROWS = 5;

let sheet = null; // the decoded image, once loaded

// Starts loading the sheet (in parallel with the wasm); resolves when it can be drawn.
export function loadArt(build) {
  const img = new Image();
  img.src = `assets/cards.svg?${build}`;
  return img.decode().then(() => { sheet = img; }, () => { throw new Error('the card art could not be loaded'); });
}

// The sheet's pixels (RGBA) with cards of cardW x cardH device pixels.
export function rasterise(cardW, cardH) {
  const canvas = document.createElement('canvas');
  canvas.width = cardW * COLUMNS;
  canvas.height = cardH * ROWS;
  const g = canvas.getContext('2d', { willReadFrequently: true });
  g.drawImage(sheet, 0, 0, canvas.width, canvas.height);
  return g.getImageData(0, 0, canvas.width, canvas.height).data;
}
