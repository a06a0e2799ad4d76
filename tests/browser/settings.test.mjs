// The settings panel in the page, driven by real pointer input: every setting changes what the table draws,
// is remembered across a reload, and a corrupt stored value gives the default; the left-handed layout puts
// the stock on the other side; without animation a move is drawn in one frame. And the page on four screens:
// nothing overflows or overlaps, a long status line never moves the table, a long game's fans reach down a
// phone. Screenshots under tests/browser/artifacts/settings/ and games/.
import { atRest, drag, expect, openSettings, pauseClock, rects, referee, state, tap, test, topCard, waitReady } from './fixtures.mjs';

const SCREENS = [[360, 640], [390, 844], [844, 390], [1920, 1080]];

// A Klondike deal with a club and a diamond face up, so the four-colour deck shows on a fresh table.
const deal = (() => {
  for (let n = 1; ; n++) {
    const tops = referee.deal('klondike', n).piles.tableau.map((p) => p[p.length - 1]).join(' ');
    if (/C/.test(tops) && /D/.test(tops)) return n;
  }
})();
const hash = `#game=klondike&deal=${deal}`;

const canvasShot = (page) => page.locator('#canvas').screenshot();

// How many pixels of two screenshots of the same size differ by more than a rounding's worth (the felt's
// gradient may come out a level apart from one drawing to the next).
function changed(page, a, b) {
  return page.evaluate(async ([a64, b64]) => {
    const pixels = async (data) => {
      // From bytes: the page policy allows no data: images.
      const img = await createImageBitmap(new Blob([Uint8Array.from(atob(data), (c) => c.charCodeAt(0))], { type: 'image/png' }));
      const c = document.createElement('canvas');
      c.width = img.width;
      c.height = img.height;
      const g = c.getContext('2d');
      g.drawImage(img, 0, 0);
      return g.getImageData(0, 0, c.width, c.height).data;
    };
    const [pa, pb] = [await pixels(a64), await pixels(b64)];
    if (pa.length !== pb.length) return Infinity;
    let n = 0;
    for (let i = 0; i < pa.length; i += 4)
      if (Math.abs(pa[i] - pb[i]) > 6 || Math.abs(pa[i + 1] - pb[i + 1]) > 6 || Math.abs(pa[i + 2] - pb[i + 2]) > 6) n++;
    return n;
  }, [a.toString('base64'), b.toString('base64')]);
}

const choice = (page, name, value) =>
  page.locator(`#settings fieldset[data-setting="${name}"] label:has(input[value="${value}"])`);
async function closeSettings(page) {
  await page.locator('#settings .close').click();
  await expect(page.locator('#settings')).toBeHidden();
}
const artShown = (page) => page.evaluate(() => document.documentElement.dataset.art);

// Every setting's choice, one after another (each on top of the ones before), and the art sheet it shows.
const CHANGES = [
  ['colours', 'four', 'four-colour-blue'],
  ['index', 'large', 'four-colour-large-blue'],
  ['back', 'red', 'four-colour-large-red'],
  ['back', 'green', 'four-colour-large-green'],
  ['table', 'blue'], ['table', 'red'], ['table', 'grey'],
  ['hand', 'left'],
];

test('every setting changes what the table draws, at once, and comes back after a reload', async ({ openPage, artifact }) => {
  const { page, errors } = await openPage({ hash, viewport: { width: 390, height: 844 } });
  await tap(page, 's'); // a waste card and the stock's back both show
  await page.screenshot({ path: artifact('settings/default-390x844.png') });
  let before = await canvasShot(page);
  for (const [name, value, art] of CHANGES) {
    await openSettings(page);
    await choice(page, name, value).click();
    await expect(choice(page, name, value).locator('input')).toBeChecked();
    if (name === 'colours') await page.screenshot({ path: artifact('settings/panel-390x844.png') });
    await closeSettings(page);
    if (art) await expect.poll(() => artShown(page), { message: `the ${art} sheet is on the table` }).toBe(art);
    await atRest(page);
    const after = await canvasShot(page);
    expect(await changed(page, before, after), `${name}=${value} changes the table's pixels`).toBeGreaterThan(200);
    await page.screenshot({ path: artifact(`settings/${name}-${value}-390x844.png`) });
    before = after;
  }
  const stored = await page.evaluate(() => Object.fromEntries(Object.entries(localStorage)
    .filter(([k]) => k.startsWith('patience.v2.setting.')).map(([k, v]) => [k.slice('patience.v2.setting.'.length), v])));
  expect(stored).toEqual({ colours: 'four', index: 'large', back: 'green', table: 'grey', hand: 'left' });

  await page.reload();
  await waitReady(page);
  await atRest(page);
  expect(await artShown(page)).toBe('four-colour-large-green');
  expect(await changed(page, before, await canvasShot(page)), 'the reloaded table looks as it did').toBe(0);
  await openSettings(page);
  for (const [name, value] of Object.entries(stored)) await expect(choice(page, name, value).locator('input')).toBeChecked();
  expect(errors).toEqual([]);
});

test('the first load fetches only the standard sheet; a variant only once it is chosen', async ({ openPage }) => {
  const { page } = await openPage({ hash });
  const sheets = () => page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname)
    .filter((p) => p.includes('/assets/')).map((p) => p.split('/').pop()));
  expect(await sheets()).toEqual(['cards.svg']);
  await openSettings(page);
  await choice(page, 'back', 'red').click();
  await expect.poll(() => artShown(page)).toBe('standard-red');
  expect(await sheets()).toEqual(['cards.svg', 'cards-standard-red.svg']);
});

test('a chosen sheet that cannot be had: the page starts with the standard cards, and says so on a change', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.route(/\/assets\/cards-[^/]*\.svg/, (r) => r.abort()); // every variant is out of reach
  await context.addInitScript(() => {
    localStorage.setItem('patience.v2.autoplay', 'off');
    localStorage.setItem('patience.v2.setting.back', 'red');
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`index.html${hash}`);
  await waitReady(page);
  expect(await artShown(page)).toBe('standard');
  await tap(page, 's');
  expect((await state(page)).moves).toBe(1);
  await openSettings(page);
  await choice(page, 'back', 'green').click();
  await expect(page.locator('#notice')).toHaveText(/could not be loaded/);
  expect(await artShown(page)).toBe('standard');
  expect(errors).toEqual([]);
  await context.close();
});

test('corrupt stored settings give the defaults and a table like a fresh one', async ({ openPage }) => {
  const fresh = await openPage({ hash });
  await atRest(fresh.page); // the deal has been dealt
  const expected = await canvasShot(fresh.page);
  const { page, errors } = await openPage({
    hash,
    init: () => {
      const bad = { colours: 'purple', index: '', back: '{"x":1}', table: 'GREEN', hand: 'both', animation: '-1' };
      for (const [k, v] of Object.entries(bad)) localStorage.setItem(`patience.v2.setting.${k}`, v);
    },
  });
  await atRest(page);
  expect(await artShown(page)).toBe('standard');
  expect(await changed(page, expected, await canvasShot(page)), 'the table is drawn with the defaults').toBe(0);
  await openSettings(page);
  for (const [name, value] of [['colours', 'two'], ['index', 'normal'], ['back', 'blue'], ['table', 'green'], ['hand', 'right'], ['animation', 'normal']])
    await expect(choice(page, name, value).locator('input')).toBeChecked();
  await closeSettings(page);
  await tap(page, 's');
  expect((await state(page)).moves).toBe(1);
  expect(errors).toEqual([]);
});

test('left-handed puts the stock on the other side, keeps the tableau in order, and fits every screen', async ({ openPage, artifact }) => {
  for (const game of ['klondike', 'falling-star']) {
    const { page } = await openPage({ hash: `#game=${game}&deal=7`, viewport: { width: 390, height: 844 } });
    for (const [width, height] of SCREENS) {
      await page.setViewportSize({ width, height });
      await page.waitForFunction((w) => document.getElementById('canvas').width === w, width);
      await atRest(page);
      const right = await rects(page);
      await openSettings(page);
      await choice(page, 'hand', 'left').click();
      await closeSettings(page);
      await atRest(page);
      const left = await rects(page);
      const mid = (r) => r.x + r.w / 2;
      const where = `${game} at ${width}x${height}`;
      expect(mid(left.piles.s) > width / 2, `${where}: the stock changes sides`).toBe(!(mid(right.piles.s) > width / 2));
      expect(mid(left.piles.s)).toBeCloseTo(width - mid(right.piles.s), 0);
      const tableau = Object.keys(left.piles).filter((p) => p.startsWith('t')).sort((a, b) => a.slice(1) - b.slice(1));
      for (let i = 0; i + 1 < tableau.length; i++) expect(left.piles[tableau[i]].x).toBeLessThan(left.piles[tableau[i + 1]].x);
      for (const c of left.cards) expect(c.x >= 0 && c.x + c.w <= width + 0.5, `${where}: ${c.pile} on the table`).toBe(true);
      await page.screenshot({ path: artifact(`settings/left-handed-${game}-${width}x${height}.png`) });
      await openSettings(page);
      await choice(page, 'hand', 'right').click();
      await closeSettings(page);
    }
  }
});

// Frames counted on Playwright's clock (see commands.test.mjs): each 16 ms of the page's time gives a frame.
test('animation speed: none draws a move in one frame, fast in fewer than normal', async ({ openPage }) => {
  const { page } = await openPage({ hash, clock: true, motion: true });
  const framesOfADeal = async () => {
    await page.clock.runFor(500); // the page's time moves on (it stays paused after a count)
    await atRest(page);
    await pauseClock(page);
    const before = await page.evaluate(() => window.patience.frames().drawn);
    const moves = (await state(page)).moves;
    const s = (await rects(page)).piles.s;
    await page.mouse.click(s.x + s.w / 2, s.y + s.h / 2);
    await page.clock.runFor(1000);
    await atRest(page);
    expect((await state(page)).moves).toBe(moves + 1);
    return (await page.evaluate(() => window.patience.frames().drawn)) - before;
  };
  const counts = {};
  for (const speed of ['normal', 'fast', 'none']) {
    if (speed !== 'normal') {
      await openSettings(page);
      await choice(page, 'animation', speed).click();
      await closeSettings(page);
    }
    counts[speed] = await framesOfADeal();
  }
  test.info().annotations.push({ type: 'frames of a deal', description: JSON.stringify(counts) });
  expect(counts.none).toBeLessThanOrEqual(2);
  expect(counts.fast).toBeLessThan(counts.normal);
  expect(counts.normal).toBeGreaterThanOrEqual(6);
});

// Element boxes: inside the viewport, in order down the page, none over another.
const inside = (b, w, h) => b.x >= -0.5 && b.y >= -0.5 && b.x + b.width <= w + 0.5 && b.y + b.height <= h + 0.5;
const apart = (a, b) => a.x + a.width <= b.x + 0.5 || b.x + b.width <= a.x + 0.5 || a.y + a.height <= b.y + 0.5 || b.y + b.height <= a.y + 0.5;

test('on every screen nothing overflows or overlaps: toolbar, table, status line, panels', async ({ openPage, artifact }) => {
  for (const [width, height] of SCREENS) {
    const { page } = await openPage({ hash, viewport: { width, height } });
    const where = `${width}x${height}`;
    const scroll = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight]);
    expect(scroll, `${where}: the page does not scroll`).toEqual([width, height]);
    const bar = await page.locator('header.bar').boundingBox();
    const canvas = await page.locator('#canvas').boundingBox();
    const status = await page.locator('footer.status').boundingBox();
    for (const [name, b] of [['toolbar', bar], ['table', canvas], ['status line', status]])
      expect(inside(b, width, height), `${where}: the ${name} is on the screen`).toBe(true);
    expect(bar.y + bar.height).toBeLessThanOrEqual(canvas.y + 0.5);
    expect(canvas.y + canvas.height).toBeLessThanOrEqual(status.y + 0.5);
    const buttons = [];
    for (const b of await page.locator('header.bar button:visible').all()) buttons.push(await b.boundingBox());
    for (let i = 0; i < buttons.length; i++) {
      expect(inside(buttons[i], width, height), `${where}: toolbar button ${i} on the screen`).toBe(true);
      for (let j = i + 1; j < buttons.length; j++) expect(apart(buttons[i], buttons[j]), `${where}: toolbar buttons ${i}, ${j}`).toBe(true);
    }
    // A status line as long as any: cut in its place, the table does not move.
    await page.evaluate(() => { document.getElementById('status').textContent = 'Move a card. '.repeat(40); });
    expect(await page.locator('#canvas').boundingBox()).toEqual(canvas);
    expect(await page.locator('footer.status').boundingBox()).toEqual(status);

    await openSettings(page);
    const panel = await page.locator('#settings .sheet-box').boundingBox();
    expect(inside(panel, width, height), `${where}: the settings panel is on the screen`).toBe(true);
    // Every choice can be reached: on the screen, or by scrolling the panel's body.
    const last = page.locator('#settings .autoplay').last();
    await last.scrollIntoViewIfNeeded();
    expect(inside(await last.boundingBox(), width, height), `${where}: autoplay in reach`).toBe(true);
    await page.locator('#settings .sheet-body').evaluate((e) => e.scrollTo(0, 0));
    await page.screenshot({ path: artifact(`settings/panel-${where}.png`) });
    await closeSettings(page);
  }
});

// The issue's case: 45 moves into Double Klondike on a 390 x 844 phone the fans stayed at the top with 12 px
// strips. Moves from the CLI (building on the tableau first, never straight back), restored as a save.
test('a long game of Double Klondike on a phone: the fans reach down the screen, covered cards readable', async ({ openPage, artifact }) => {
  const game = 'double-klondike', number = 2;
  // Onto the longest tableau pile first, never straight back, as core's view test plays a long game.
  const moves = [];
  let piles = referee.deal(game, number).piles;
  for (let i = 0; i < 60; i++) {
    const last = moves[moves.length - 1];
    const back = last && last.includes('>') ? `${last.split('>')[1]}>` : null;
    const score = (m) => {
      if (m === 'deal' || m === 'redeal') return 120;
      const [from, to] = m.split('>');
      if (back && m.startsWith(back) && to === last.split('>')[0].split(':')[0]) return -1;
      if (!to.startsWith('t')) return 10;
      const length = piles.tableau[Number(to.slice(1)) - 1].length;
      const source = from.startsWith('t') ? piles.tableau[Number(from.split(':')[0].slice(1)) - 1].length : 0;
      return length > source ? 200 + 20 * length : 5; // grow the long piles, not the short ones
    };
    const legal = referee.moves(game, number, moves);
    const pick = legal.map((m) => [score(m), m]).sort((a, b) => b[0] - a[0])[0];
    if (!pick || pick[0] < 0) break;
    moves.push(pick[1]);
    piles = referee.state(game, number, moves).piles;
  }
  expect(moves.length).toBeGreaterThanOrEqual(45);
  const version = referee.deal(game, number).version;
  const save = `patience-save 1\ngame ${game} std\ndeal ${number} ${version}\nmoves ${moves.map((m) => ` ${m}`).join('')}\nundone 0\n`;
  const { page } = await openPage({
    hash: `#game=${game}&deal=${number}`, viewport: { width: 390, height: 844 },
    init: [([key, text]) => localStorage.setItem(key, text), [`patience.v2.save.${game}.std`, save]],
  });
  expect((await state(page)).piles).toEqual(referee.state(game, number, moves).piles);
  await page.screenshot({ path: artifact('games/double-klondike-long-390x844.png') });
  const r = await rects(page);
  const canvas = await page.locator('#canvas').boundingBox();
  const lowest = Math.max(...r.cards.map((c) => c.y + c.h)) - canvas.y;
  let least = Infinity;
  for (const pile of Object.keys(r.piles).filter((p) => p.startsWith('t'))) {
    const cards = r.cards.filter((c) => c.pile === pile).sort((a, b) => a.index - b.index);
    for (let i = 0; i + 1 < cards.length; i++) if (!cards[i].card.startsWith('#')) least = Math.min(least, cards[i + 1].y - cards[i].y);
  }
  test.info().annotations.push({ type: 'long game', description: `${moves.length} moves; lowest card ends at y = ${lowest.toFixed(0)} of ${canvas.height}; least covered face-up strip ${least.toFixed(1)} px` });
  expect(least, 'every covered face-up card shows 18 px').toBeGreaterThanOrEqual(18);
  // Fans spread (28 px a card) until the longest reaches down the table; closer only when they must.
  if (least < 27.5) expect(lowest, 'a closed-up fan reaches the table\'s bottom').toBeGreaterThan(canvas.height - 0.3 * r.cards[0].w);
  const longest = Math.max(...Object.keys(r.piles).filter((p) => p.startsWith('t')).map((p) => r.cards.filter((c) => c.pile === p).length));
  expect(longest, 'the game made a long fan').toBeGreaterThanOrEqual(10);
});

test('a notice takes a row of its own: on every screen it covers no card and the table still takes a tap', async ({ openPage, artifact }) => {
  for (const [width, height] of SCREENS) {
    const { page } = await openPage({ hash: '#game=klondike&deal=0', viewport: { width, height } }); // out of range
    const where = `${width}x${height}`;
    await expect(page.locator('#notice')).toBeVisible();
    // A hand on the table holds the notice up (it goes after a while, never under a pressed pointer), so the
    // checks below find it however long they take on a slow machine: pressed on the felt below the piles.
    const felt = await page.locator('#canvas').boundingBox();
    await page.mouse.move(felt.x + felt.width / 2, felt.y + felt.height - 4);
    await page.mouse.down();
    await atRest(page);
    // The notice rises into place: measure it where it comes to rest.
    await page.locator('#notice').evaluate((e) => Promise.all(e.getAnimations({ subtree: true }).map((a) => a.finished)));
    const notice = await page.locator('#notice').boundingBox();
    const canvas = await page.locator('#canvas').boundingBox();
    const status = await page.locator('footer.status').boundingBox();
    expect(inside(notice, width, height), `${where}: the notice is on the screen`).toBe(true);
    expect(apart(notice, canvas) && apart(notice, status), `${where}: the notice covers neither table nor status`).toBe(true);
    const r = await rects(page);
    for (const c of r.cards) expect(c.y + c.h <= canvas.y + canvas.height + 0.5, `${where}: ${c.pile} above the notice`).toBe(true);
    await page.screenshot({ path: artifact(`settings/notice-${where}.png`) });
    await page.mouse.up();
    const moves = (await state(page)).moves;
    await tap(page, 's');
    expect((await state(page)).moves, `${where}: the stock deals with the notice up`).toBe(moves + 1);
  }
});

test('left-handed draw three: the waste fans towards the middle and its top card drags as the CLI plays it', async ({ openPage, artifact }) => {
  const game = 'klondike-familiar';
  let number = 1;
  while (!referee.moves(game, number, ['deal']).some((m) => /^w>[tf]/.test(m))) number++;
  const move = referee.moves(game, number, ['deal']).find((m) => /^w>[tf]/.test(m));
  const { page } = await openPage({
    hash: `#game=${game}&deal=${number}`, viewport: { width: 390, height: 844 },
    init: () => localStorage.setItem('patience.v2.setting.hand', 'left'),
  });
  await tap(page, 's');
  const r = await rects(page);
  expect(r.piles.s.x, 'the stock on the right of the waste').toBeGreaterThan(r.piles.w.x);
  const waste = r.cards.filter((c) => c.pile === 'w').sort((a, b) => a.index - b.index);
  expect(waste.length).toBe(3);
  expect(waste[2].x, 'the top card lies leftmost, nearest the middle').toBeLessThan(waste[0].x);
  expect(topCard(r, 'w').index).toBe(waste[2].index);
  await page.screenshot({ path: artifact(`settings/left-handed-${game}-390x844.png`) });
  await drag(page, 'w', move.split('>')[1]);
  expect((await state(page)).piles).toEqual(referee.state(game, number, ['deal', move]).piles);
});
