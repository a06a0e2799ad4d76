// The table explains itself: a first visit meets the chooser with Klondike Familiar first, the game's name
// shows at every width, a refused drop says the CLI's reason, the piles are labelled with core's names and
// the stock's count, the score, moves and time are always shown and the time pauses while the page is hidden.
import { atRest, drag, expect, info, pauseClock, rects, state, tap, test, waitReady } from './fixtures.mjs';

const sizes = [[360, 640], [390, 844], [844, 390], [1920, 1080]];

const box = (page, selector) => page.locator(selector).first().boundingBox();
const overlaps = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

// The status bar's parts are inside the page and apart: nothing cut off, nothing on top of another.
async function statusFits(page, width) {
  for (const id of ['#status', '#counts', '#verdict']) {
    const b = await box(page, id);
    expect(b, `${id} shown`).not.toBeNull();
    expect(b.x + b.width, `${id} inside the page`).toBeLessThanOrEqual(width + 0.5);
  }
  expect(overlaps(await box(page, '#counts'), await box(page, '#verdict')), 'counts and the solver\'s mark apart').toBe(false);
  const counts = await page.locator('#counts').evaluate((el) => el.scrollWidth <= el.clientWidth + 1);
  expect(counts, 'the counts are whole').toBe(true);
}

test('a first visit opens the chooser, Klondike Familiar first and on the table', async ({ openPage, artifact }) => {
  for (const [width, height] of sizes) {
    const { page, context } = await openPage({ viewport: { width, height } });
    await expect(page.locator('#chooser')).toBeVisible();
    const first = page.locator('#chooser .game').first();
    await expect(first).toHaveAttribute('data-game', 'klondike-familiar');
    await expect(first.locator('.name')).toHaveText(/^Klondike Familiar/);
    expect((await info(page)).game).toBe('klondike-familiar');
    await page.screenshot({ path: artifact(`guide/first-visit-${width}x${height}.png`) });
    // Once played, the page opens on that game, without the chooser.
    await page.keyboard.press('Escape');
    await tap(page, 's');
    await page.reload();
    await waitReady(page);
    await expect(page.locator('#chooser')).toBeHidden();
    expect((await info(page)).moves).toBe(1);
    await context.close();
  }
});

test('the game\'s name is visible at every width and nothing in the bars overflows', async ({ openPage, artifact }) => {
  for (const [width, height] of sizes) {
    const { page, context } = await openPage({ hash: '#game=blondes-and-brunettes&deal=5', viewport: { width, height } });
    const name = page.locator('#game-name');
    await expect(name).toBeVisible();
    await expect(name).toHaveText((await info(page)).name);
    const b = await box(page, '#title');
    expect(b.x).toBeGreaterThanOrEqual(0);
    expect(b.x + b.width).toBeLessThanOrEqual(width + 0.5);
    const tools = await box(page, '.tools');
    expect(overlaps(b, tools), 'the title and the tools apart').toBe(false);
    // The whole name shows, not an ellipsis.
    expect(await page.locator('#title').evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    await statusFits(page, width);
    // Two decks' eight foundations: their labels never run into each other.
    const names = await page.locator('.pile-label .pile-name').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON()));
    names.forEach((a, i) => names.slice(i + 1).forEach((b) => expect(overlaps(a, b), 'pile labels apart').toBe(false)));
    await page.screenshot({ path: artifact(`guide/name-${width}x${height}.png`) });
    await context.close();
  }
});

// Cards that can move, dropped where the rules refuse them: the status line gives the CLI's reason.
test('a refused drop says why, in the same words as the CLI', async ({ openPage, referee }) => {
  const game = 'klondike-familiar', deal = 3;
  const { page } = await openPage({ hash: `#game=${game}&deal=${deal}` });
  const legal = referee.moves(game, deal);
  const r = await rects(page);
  let tried = null;
  for (const from of ['t1', 't2', 't3', 't4', 't5', 't6', 't7']) {
    if (!legal.some((m) => m.startsWith(`${from}>`))) continue;
    for (const to of ['t1', 't2', 't3', 't4', 't5', 't6', 't7', 'f1']) {
      if (to === from || legal.includes(`${from}>${to}`) || !r.piles[to]) continue;
      tried = { from, to };
      break;
    }
    if (tried) break;
  }
  expect(tried, 'a card that can move, and a pile that refuses it').not.toBeNull();
  let reason = '';
  try {
    referee.run(['play', game, String(deal)], `${tried.from}>${tried.to}\n`);
  } catch (e) {
    reason = String(e.stderr).trim().replace(/^line 1: [^:]+: /, '');
  }
  expect(reason).not.toBe('');
  const before = await state(page);
  await drag(page, tried.from, tried.to);
  await expect(page.locator('#status')).toHaveText(reason);
  expect((await state(page)).piles).toEqual(before.piles);
  // The next move puts the rules' own sentence back.
  await tap(page, 's');
  await expect(page.locator('#status')).not.toHaveText(reason);
});

test('the piles are labelled with core\'s names, the stock with what is left to deal', async ({ openPage, referee, artifact }) => {
  for (const [width, height] of sizes) {
    const { page, context } = await openPage({ hash: '#game=klondike&deal=7', viewport: { width, height } });
    const dealt = referee.deal('klondike', 7);
    const labels = page.locator('.pile-label');
    // What is left to deal in words, or on a phone, where the words would not fit the stock, the count.
    const left = (n) => (width >= 600 ? `${n} cards, no redeal left` : new RegExp(`^(${n} cards, no redeal left|${n})$`));
    await expect(page.locator('.pile-label[data-pile="s"] .pile-count')).toHaveText(left(dealt.piles.stock.length));
    const names = await labels.evaluateAll((els) => Object.fromEntries(els.map((e) => [e.dataset.pile, e.querySelector('.pile-name').textContent])));
    // Each pile by its own name, or a row too narrow for them by the row's.
    const own = { s: 'Stock', w: 'Waste', c1: 'Holdout 1', c2: 'Holdout 2', f1: 'Foundation 1', f2: 'Foundation 2', f3: 'Foundation 3', f4: 'Foundation 4' };
    const expected = Object.fromEntries(Object.entries(own).filter(([p]) => !(p.length > 1 && p[0] in names)));
    if (names.c) expected.c = 'Holdouts';
    if (names.f) expected.f = 'Foundations';
    expect(names).toEqual(expected);
    // Each label sits where the layout puts it (a row's at its first pile's), inside the table, and lets a
    // touch through to the canvas; no name is wider than its label, no two labels' names overlap.
    const r = await rects(page);
    const placed = await labels.evaluateAll((els) => els.map((e) => [e.dataset.pile,
      e.getBoundingClientRect().toJSON(), e.firstChild.getBoundingClientRect().toJSON()]));
    for (const [, , a] of placed) {
      for (const [, , b] of placed) if (a !== b) expect(overlaps(a, b), 'labels apart').toBe(false);
    }
    for (const [pile, b, text] of placed) {
      expect(text.width).toBeLessThanOrEqual(b.width + 2);
      // A row's label (named by its kind's letter) lies among its piles' places; a pile's is on its own.
      const places = Object.entries(r.piles).filter(([p]) => (pile.length === 1 ? p[0] === pile : p === pile)).map(([, v]) => v.label);
      expect(b.x).toBeGreaterThan(Math.min(...places.map((p) => p.x)) - 1);
      expect(b.y).toBeGreaterThan(Math.min(...places.map((p) => p.y)) - 1);
      expect(b.x + b.width).toBeLessThan(Math.max(...places.map((p) => p.x + p.w)) + 1);
      expect(b.y + b.height).toBeLessThan(Math.max(...places.map((p) => p.y + p.h)) + 1);
      if (places.length === 1) expect(Math.abs(b.x - places[0].x) + Math.abs(b.y - places[0].y)).toBeLessThan(1);
      const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x, y).id, [b.x + b.width / 2, b.y + b.height - 4]);
      expect(hit).toBe('canvas');
    }
    await page.screenshot({ path: artifact(`guide/labels-${width}x${height}.png`) });
    await tap(page, 's');
    const after = referee.state('klondike', 7, ['deal']);
    await expect(page.locator('.pile-label[data-pile="s"] .pile-count')).toHaveText(left(after.piles.stock.length));
    await context.close();
  }
  // Falling Star: a discard and a reserve; the labels follow a resize.
  const { page } = await openPage({ hash: '#game=falling-star&deal=12345', viewport: { width: 1280, height: 800 } });
  await expect(page.locator('.pile-label[data-pile="w"] .pile-name')).toHaveText('Discard');
  await expect(page.locator('.pile-label[data-pile="r"] .pile-name')).toHaveText('Reserve');
  await page.setViewportSize({ width: 500, height: 900 });
  await atRest(page);
  await expect.poll(async () => {
    const b = await box(page, '.pile-label[data-pile="r"]');
    const p = (await rects(page)).piles.r.label;
    return Math.abs(b.x - p.x) < 1 && Math.abs(b.width - p.w) < 1;
  }).toBe(true);
});

test('score, moves and time are shown; the time pauses while the page is hidden and survives a reload', async ({ openPage }) => {
  const { page } = await openPage({ hash: '#game=klondike&deal=7', clock: true });
  await pauseClock(page);
  const counts = page.locator('#counts');
  await expect(counts).toContainText('-$52 · 0 moves · 0:00');
  // The clock is paused: the glide's frames run on its time.
  const stock = (await rects(page)).piles.s;
  await page.mouse.click(stock.x + stock.w / 2, stock.y + stock.h / 2);
  await page.clock.runFor(1000);
  await atRest(page);
  await expect(counts).toContainText('-$52 · 1 move');
  await page.clock.runFor(4000);
  await expect(page.locator('#clock')).toHaveText('0:05');
  const visibility = (state) => page.evaluate((s) => {
    Object.defineProperty(document, 'visibilityState', { value: s, configurable: true });
    Object.defineProperty(document, 'hidden', { value: s === 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
  await visibility('hidden');
  await page.clock.runFor(60000);
  await visibility('visible');
  await expect(page.locator('#clock')).toHaveText('0:05');
  await page.clock.runFor(2000);
  await expect(page.locator('#clock')).toHaveText('0:07');
  await page.reload();
  await waitReady(page);
  await expect(page.locator('#clock')).toHaveText('0:07');
  await expect(counts).toContainText('1 move');
});
