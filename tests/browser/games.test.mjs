// Every ruleset of the collection in the page: it opens from its link with exactly the CLI's deal, draws,
// lists its piles, fits phones (portrait and landscape) and a desktop screen, takes one real pointer move
// exactly as the CLI referee plays it, then three moves by the keyboard alone (runs where there are some), each
// position checked against the CLI's `patience play`. Screenshots of each at the four sizes land in
// tests/browser/artifacts/games/.
import { atRest, drag, expect, rects, referee, singleCardMoves, state, test, topCard } from './fixtures.mjs';
import { access, chooseMove, playByKeys } from './keys.mjs';

// `patience games` lists each game's default ruleset first.
const rulesets = referee.games();
const isDefault = ({ id, ruleset }) => rulesets.find((r) => r.id === id).ruleset === ruleset;
const linkOf = (r, deal) => `game=${r.id}&deal=${deal}${isDefault(r) ? '' : `&rules=${r.ruleset}`}`;

// The pile names a state's JSON implies: s, w, r, c1.., f1.., t1..
function pileNames(s) {
  const names = [];
  const single = { stock: 's', waste: 'w', reserve: 'r' };
  for (const [key, value] of Object.entries(s.piles)) {
    if (single[key]) names.push(single[key]);
    else value.forEach((_, i) => names.push(`${key[0]}${i + 1}`)); // cells, foundations, tableau
  }
  return names.sort();
}

// A legal one-card move whose card can be grabbed (the top of a pile that shows it) and dropped on a pile.
function draggable(game, deal) {
  return singleCardMoves(referee.moves(game, deal)).find((m) => /^[trswc]/.test(m.from) && /^[tfc]/.test(m.to));
}

// The page fits the screen, and every card the table shows lies on the canvas.
async function checkFits(page, name, width, height) {
  const size = await page.evaluate(() => ({
    scrollW: document.documentElement.scrollWidth, scrollH: document.documentElement.scrollHeight,
    canvas: document.getElementById('canvas').getBoundingClientRect().toJSON(),
  }));
  expect(size.scrollW <= width && size.scrollH <= height, `${name} scrolls at ${width}x${height}: ${JSON.stringify(size)}`)
    .toBe(true);
  const r = await rects(page);
  for (const c of r.cards) {
    expect(c.x >= size.canvas.x - 0.5 && c.y >= size.canvas.y - 0.5 && c.x + c.w <= size.canvas.right + 0.5 &&
      c.y + c.h <= size.canvas.bottom + 0.5, `${name} at ${width}x${height}: ${c.pile}[${c.index}] off the canvas`).toBe(true);
  }
  return r;
}

// The share of the canvas's pixels that are card faces (near white): zero on an empty felt.
async function cardShare(page) {
  const png = (await page.locator('#canvas').screenshot()).toString('base64');
  return page.evaluate(async (data) => {
    // Decoded from bytes, not a data: URL, which the page policy refuses.
    const img = await createImageBitmap(new Blob([Uint8Array.from(atob(data), (c) => c.charCodeAt(0))], { type: 'image/png' }));
    const c = document.createElement('canvas');
    c.width = img.width;
    c.height = img.height;
    const g = c.getContext('2d');
    g.drawImage(img, 0, 0);
    const px = g.getImageData(0, 0, c.width, c.height).data;
    let white = 0;
    for (let i = 0; i < px.length; i += 4) if (px[i] > 230 && px[i + 1] > 230 && px[i + 2] > 220) white++;
    return white / (px.length / 4);
  }, png);
}

for (const r of rulesets) {
  const name = `${r.id}:${r.ruleset}`;
  test(`${name} opens from its link, draws, fits, and takes pointer and keyboard moves as the CLI does`, async ({ openPage, artifact }) => {
    // A deal with a move the hand can make (nearly every deal has one).
    let deal = 1000;
    while (!draggable(name, deal)) deal++;
    const move = draggable(name, deal);
    const hash = linkOf(r, deal);

    const { page, errors } = await openPage({ hash: `#${hash}`, viewport: { width: 360, height: 640 } });
    expect(await state(page), `${name} #${deal}`).toEqual(referee.deal(name, deal));
    // The address bar names the same deal (in the core's canonical key order).
    const shownLink = Object.fromEntries(new URLSearchParams(new URL(page.url()).hash.slice(1)));
    expect(shownLink).toEqual(Object.fromEntries(new URLSearchParams(hash)));

    await atRest(page); // the deal's flight has ended: every card lies in its place
    const shown = await checkFits(page, name, 360, 640);
    expect(Object.keys(shown.piles).sort()).toEqual(pileNames(await state(page)));
    expect(await cardShare(page), `${name}: the canvas shows no cards`).toBeGreaterThan(0.03);
    await page.screenshot({ path: artifact(`games/${r.id}-${r.ruleset}-360x640.png`) });

    expect(topCard(shown, move.from), `${name}: no visible card on ${move.from}`).toBeTruthy();
    await drag(page, move.from, move.to);
    const played = await state(page);
    expect(played.piles, `${name} #${deal} after ${move.text}`).toEqual(referee.state(name, deal, [move.text]).piles);
    expect(played.moves).toBe(1);

    // The same position on a tall phone, a phone on its side and a desktop.
    for (const [width, height] of [[390, 844], [844, 390], [1920, 1080]]) {
      await page.setViewportSize({ width, height });
      await page.waitForFunction((w) => document.getElementById('canvas').width === w, width);
      await atRest(page); // the cards drawn again at their new size
      await checkFits(page, name, width, height);
      await page.screenshot({ path: artifact(`games/${r.id}-${r.ruleset}-${width}x${height}.png`) });
    }

    // On from there by the keyboard alone.
    const line = [move.text];
    for (let step = 0; step < 3; step++) {
      const moves = referee.moves(name, deal, line);
      if (!moves.length) break;
      const next = chooseMove(moves);
      await playByKeys(page, next, moves.some((m) => m.startsWith('s>') || m.startsWith('s:')));
      line.push(next);
      expect((await state(page)).piles, `${name} #${deal} after ${line.join(' ')}`)
        .toEqual(referee.state(name, deal, line).piles);
      expect((await access(page)).held, 'nothing is held after a move').toBeNull();
    }
    expect(errors).toEqual([]);
  });
}
