// The page as a whole: fits phone and desktop without scrolling, draws nothing while idle, and leaves a
// screenshot of the table in tests/browser/artifacts/.
import { atRest, expect, pauseClock, rects, state, test, waitReady } from './fixtures.mjs';

for (const [width, height, scale] of [[360, 640, 3], [1920, 1080, 1]]) {
  test(`the table fits ${width}x${height} at devicePixelRatio ${scale} without scrolling`, async ({ openPage, artifact }) => {
    const { page, errors } = await openPage({ hash: '#game=falling-star&deal=12345', viewport: { width, height }, scale });
    const size = await page.evaluate(() => ({
      scrollW: document.documentElement.scrollWidth, scrollH: document.documentElement.scrollHeight,
      canvas: document.getElementById('canvas').getBoundingClientRect().toJSON(),
      buffer: [document.getElementById('canvas').width, document.getElementById('canvas').height],
    }));
    expect(size.scrollW <= width && size.scrollH <= height, `page scrolls: ${JSON.stringify(size)}`).toBe(true);
    // The drawing buffer is the canvas at device pixels: crisp.
    expect(Math.abs(size.buffer[0] - size.canvas.width * scale), JSON.stringify(size)).toBeLessThanOrEqual(1);
    expect(Math.abs(size.buffer[1] - size.canvas.height * scale), JSON.stringify(size)).toBeLessThanOrEqual(1);
    // Every visible card lies inside the canvas.
    const r = await rects(page);
    expect(r.cards.length, `${r.cards.length} cards`).toBeGreaterThanOrEqual(11 + 1 + 8 + 1); // reserve, base, tableau, stock
    for (const c of r.cards) {
      expect(c.x >= size.canvas.x - 0.5 && c.y >= size.canvas.y - 0.5 && c.x + c.w <= size.canvas.right + 0.5 &&
        c.y + c.h <= size.canvas.bottom + 0.5, `${c.pile}[${c.index}] outside the canvas`).toBe(true);
    }
    await page.screenshot({ path: artifact(`table-${width}x${height}.png`) });
    expect(errors).toEqual([]);
  });
}

// The first table waits for no script the browser learns of late: every script fetched before it is named
// by index.html (the bundle's entry, the chunks it imports as modulepreloads, Emscripten's glue), so all of
// them start with the page; the ones loaded after it (the solver's clients, the service worker's) are not.
test('the scripts of the first table are all named by index.html, and are few', async ({ browser }) => {
  const context = await browser.newContext();
  const fetched = [];
  context.on('requestfinished', (r) => { if (r.resourceType() === 'script') fetched.push(r.url()); });
  const page = await context.newPage();
  await page.goto('index.html#game=falling-star&deal=12345');
  await waitReady(page);
  const named = await page.evaluate(() => [...document.querySelectorAll('script[src], link[rel=modulepreload]')]
    .map((e) => new URL(e.src ?? e.href, location.href).href));
  const drawn = await page.evaluate(() => performance.timeOrigin + performance.getEntriesByName('patience:table-drawn')[0].startTime);
  const timings = await page.evaluate(() => performance.getEntriesByType('resource')
    .map((e) => ({ url: e.name, end: performance.timeOrigin + e.responseEnd })));
  const before = fetched.filter((url) => (timings.find((t) => t.url === url)?.end ?? Infinity) <= drawn);
  expect(before.length, 'scripts before the first table').toBeGreaterThan(1);
  expect(before.filter((url) => !named.includes(url)), 'scripts before the first table that index.html does not name').toEqual([]);
  expect(named.length, `index.html names ${named.join(', ')}`).toBeLessThanOrEqual(8);
  await context.close();
});

// Static hosts differ: one that serves the wasm under another MIME type (no streaming compilation) still gets
// a table; a file that does not arrive gives the reason and a Reload button, never a blank page that waits.
test('the table starts when the host serves the wasm as plain bytes', async ({ browser, referee }) => {
  const context = await browser.newContext();
  await context.route((url) => url.pathname.endsWith('/patience.wasm'), async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'content-type': 'application/octet-stream' } });
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto('index.html#game=falling-star&deal=12345');
  await waitReady(page);
  expect((await state(page)).piles).toEqual(referee.deal('falling-star', 12345).piles);
  expect(errors).toEqual([]);
  await context.close();
});

for (const [file, reason] of [['patience.wasm', 'the table could not be loaded'], ['assets/cards.svg', 'the card art could not be loaded']]) {
  test(`a page whose ${file} does not arrive says so`, async ({ browser }) => {
    const context = await browser.newContext();
    await context.route((url) => url.pathname.endsWith(`/${file}`), (route) => route.fulfill({ status: 404, body: 'not here' }));
    const page = await context.newPage();
    await page.goto('index.html#game=falling-star&deal=12345');
    await expect(page.locator('#overlay-title')).toHaveText('Patience cannot start');
    await expect(page.locator('#overlay-text')).toContainText(reason);
    await expect(page.locator('#overlay-actions button')).toHaveText('Reload');
    await context.close();
  });
}

// Playwright's clock runs the page's timers and animation frames: 2 s of the page's time pass in one step,
// and any frame, timer or animation the page had asked for runs in it.
test('an idle page draws no frames', async ({ openPage }) => {
  const { context, page } = await openPage({ hash: '#game=falling-star&deal=12345', clock: true });
  await atRest(page); // the art settles, the first glides end
  await pauseClock(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const metric = async (name) => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === name).value;
  const before1 = await page.evaluate(() => window.patience.frames());
  const task0 = await metric('TaskDuration');
  await page.clock.runFor(2000);
  const after1 = await page.evaluate(() => window.patience.frames());
  const task1 = await metric('TaskDuration');
  test.info().annotations.push({
    type: 'idle 2 s',
    description: `${after1.drawn - before1.drawn} frames drawn, ${after1.animationFrames - before1.animationFrames} ` +
      `animation frames, ${((task1 - task0) * 1000).toFixed(1)} ms of main-thread tasks`,
  });
  expect(after1.drawn - before1.drawn, 'frames drawn while idle').toBe(0);
  expect(after1.animationFrames - before1.animationFrames, 'animation frames requested while idle').toBe(0);
  // The main thread's busy time over the window (CDP calls included) is reported above, not asserted: a few ms on a
  // quiet machine, and past any bound one could set when the machine is loaded (it is a timing, not a behaviour).
  // Nor does the page animate anything by CSS while idle.
  expect(await page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length)).toBe(0);
});

test('the table is drawn again after the browser takes the graphics context away and gives it back', async ({ openPage }) => {
  const { page, errors } = await openPage({ hash: '#game=falling-star&deal=12345' });
  await atRest(page);
  const r = await rects(page);
  const card = r.cards.find((c) => c.pile === 't1');
  const clip = { x: Math.round(card.x), y: Math.round(card.y), width: Math.round(card.w), height: Math.round(card.h) };
  const shot = () => page.screenshot({ clip });
  const before = await shot();
  // Lost, and given back once the page has heard of the loss.
  expect(await page.evaluate(() => {
    const canvas = document.getElementById('canvas');
    const gl = canvas.getContext('webgl');
    if (!gl) return 'no webgl';
    window.contextEvents = [];
    for (const type of ['webglcontextlost', 'webglcontextrestored']) {
      canvas.addEventListener(type, () => window.contextEvents.push(type), { once: true });
    }
    window.loseContext = gl.getExtension('WEBGL_lose_context'); // a lost context hands out no extension
    window.loseContext.loseContext();
    return 'lost';
  })).toBe('lost');
  await expect.poll(() => page.evaluate(() => window.contextEvents)).toEqual(['webglcontextlost']);
  await page.evaluate(() => window.loseContext.restoreContext());
  // The browser gives the context back only to a page that said it handles the loss.
  await expect.poll(() => page.evaluate(() => window.contextEvents), { message: 'the context is restored' })
    .toEqual(['webglcontextlost', 'webglcontextrestored']);
  await expect.poll(async () => Buffer.compare(before, await shot()), { message: 'the card looks as it did' }).toBe(0);
  // And the game goes on: a tap on the stock deals.
  const stock = (await state(page)).piles.stock.length;
  await page.mouse.click(r.piles.s.x + r.piles.s.w / 2, r.piles.s.y + r.piles.s.h / 2);
  await expect.poll(async () => (await state(page)).piles.stock.length).toBe(stock - 1);
  expect(errors).toEqual([]);
});
