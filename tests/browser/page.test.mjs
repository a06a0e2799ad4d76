// The page as a whole: fits phone and desktop without scrolling, draws nothing while idle, and leaves a
// screenshot of the table in tests/browser/artifacts/.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { artifactPath, launch, openPage, rects, serve } from './support.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

for (const [width, height, scale] of [[360, 640, 3], [1920, 1080, 1]]) {
  test(`the table fits ${width}x${height} at devicePixelRatio ${scale} without scrolling`, async () => {
    const { context, page, errors } = await openPage(browser, server.url, {
      hash: '#game=falling-star&deal=12345', viewport: { width, height }, scale,
    });
    const size = await page.evaluate(() => ({
      scrollW: document.documentElement.scrollWidth, scrollH: document.documentElement.scrollHeight,
      canvas: document.getElementById('canvas').getBoundingClientRect().toJSON(),
      buffer: [document.getElementById('canvas').width, document.getElementById('canvas').height],
    }));
    assert.ok(size.scrollW <= width && size.scrollH <= height, `page scrolls: ${JSON.stringify(size)}`);
    // The drawing buffer is the canvas at device pixels: crisp.
    assert.ok(Math.abs(size.buffer[0] - size.canvas.width * scale) <= 1, JSON.stringify(size));
    assert.ok(Math.abs(size.buffer[1] - size.canvas.height * scale) <= 1, JSON.stringify(size));
    // Every visible card lies inside the canvas.
    const r = await rects(page);
    assert.ok(r.cards.length >= 11 + 1 + 8 + 1, `${r.cards.length} cards`); // reserve, base card, tableau, stock
    for (const c of r.cards) {
      assert.ok(c.x >= size.canvas.x - 0.5 && c.y >= size.canvas.y - 0.5 && c.x + c.w <= size.canvas.right + 0.5 &&
        c.y + c.h <= size.canvas.bottom + 0.5, `${c.pile}[${c.index}] outside the canvas`);
    }
    await page.screenshot({ path: artifactPath(`table-${width}x${height}.png`) });
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('an idle page draws no frames', async (t) => {
  const { context, page } = await openPage(browser, server.url, { hash: '#game=falling-star&deal=12345' });
  await page.waitForTimeout(500); // the art settles, the first glides end
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const metric = async (name) => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === name).value;
  const before1 = await page.evaluate(() => window.patience.frames());
  const task0 = await metric('TaskDuration');
  await page.waitForTimeout(2000);
  const after1 = await page.evaluate(() => window.patience.frames());
  const task1 = await metric('TaskDuration');
  t.diagnostic(`idle 2 s: ${after1.drawn - before1.drawn} frames drawn, ${after1.animationFrames - before1.animationFrames} ` +
    `animation frames, ${((task1 - task0) * 1000).toFixed(1)} ms of main-thread tasks`);
  assert.equal(after1.drawn - before1.drawn, 0, 'frames drawn while idle');
  assert.equal(after1.animationFrames - before1.animationFrames, 0, 'animation frames requested while idle');
  // Main-thread work over 2 idle seconds, including the two CDP calls themselves: a few ms at most.
  assert.ok(task1 - task0 < 0.05, `busy ${((task1 - task0) * 1000).toFixed(1)} ms while idle`);
  await context.close();
});

test('the table is drawn again after the browser takes the graphics context away and gives it back', async () => {
  const { context, page, errors } = await openPage(browser, server.url, { hash: '#game=falling-star&deal=12345' });
  await page.waitForTimeout(500);
  const r = await rects(page);
  const card = r.cards.find((c) => c.pile === 't1');
  const clip = { x: Math.round(card.x), y: Math.round(card.y), width: Math.round(card.w), height: Math.round(card.h) };
  const shot = () => page.screenshot({ clip });
  const before = await shot();
  const restored = await page.evaluate(async () => {
    const gl = document.getElementById('canvas').getContext('webgl');
    if (!gl) return 'no webgl';
    const lose = gl.getExtension('WEBGL_lose_context');
    const back = new Promise((resolve) => document.getElementById('canvas')
      .addEventListener('webglcontextrestored', resolve, { once: true }));
    lose.loseContext();
    await new Promise((resolve) => setTimeout(resolve, 100));
    lose.restoreContext();
    // The browser gives the context back only to a page that said it handles the loss.
    const late = new Promise((resolve) => setTimeout(() => resolve('never restored'), 3000));
    return Promise.race([back.then(() => 'restored'), late]);
  });
  assert.equal(restored, 'restored');
  await page.waitForTimeout(300);
  assert.ok(Buffer.compare(before, await shot()) === 0, 'the card looks different after the context came back');
  // And the game goes on: a tap on the stock deals.
  const stock = (await page.evaluate(() => window.patience.state())).piles.stock.length;
  await page.mouse.click(r.piles.s.x + r.piles.s.w / 2, r.piles.s.y + r.piles.s.h / 2);
  await page.waitForTimeout(300);
  assert.equal((await page.evaluate(() => window.patience.state())).piles.stock.length, stock - 1);
  assert.deepEqual(errors, []);
  await context.close();
});
