// The toolbar: New asks before replacing a game under way, Restart can be redone, Share copies the link;
// double-tap sends a card home; reduced motion means no glides.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  cliMoves, cliState, info, launch, landing, openPage, position, rects, serve, settle, state, tap,
} from './support.mjs';

const hash = '#game=falling-star&deal=12345';
let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

test('New deals at once on a fresh game and asks first when a game is under way', async () => {
  const { context, page } = await openPage(browser, server.url, { hash });
  await page.click('#new');
  const first = await info(page);
  assert.notEqual(first.deal, 12345);
  assert.equal(new URL(page.url()).hash, `#${first.link}`);

  await tap(page, 's');
  await settle(page);
  await page.click('#new');
  assert.ok(await page.locator('#overlay').isVisible());
  await page.getByRole('button', { name: 'Keep playing' }).click();
  assert.equal((await info(page)).deal, first.deal);
  assert.equal((await info(page)).moves, 1);

  await page.click('#new');
  await page.locator('#overlay').getByRole('button', { name: 'New deal' }).click();
  const second = await info(page);
  assert.notEqual(second.deal, first.deal);
  assert.equal(second.moves, 0);
  await context.close();
});

test('Restart goes back to the deal and Redo replays the moves', async () => {
  const { context, page } = await openPage(browser, server.url, { hash });
  const start = await state(page);
  await tap(page, 's');
  await settle(page);
  await tap(page, 's');
  await settle(page);
  const played = await state(page);
  await page.click('#restart');
  assert.deepEqual(position(await state(page)), position(start));
  await page.click('#redo');
  await page.click('#redo');
  assert.deepEqual(position(await state(page)), position(played));
  await context.close();
});

test('Share copies the link to the deal and says so', async () => {
  const { context, page } = await openPage(browser, server.url, { hash });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url.replace(/\/$/, '') });
  await page.click('#share');
  await page.waitForFunction(() => /copied/.test(document.getElementById('notice').textContent));
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), page.url());
  await context.close();
});

test('a double-click sends a card to a foundation', async () => {
  const { context, page } = await openPage(browser, server.url, { hash });
  // Deal 12345: after one deal the discard's top card (3H) can go home.
  await tap(page, 's');
  await settle(page);
  const home = cliMoves('falling-star', 12345, ['deal']).filter((m) => m.startsWith('w>f'));
  assert.ok(home.length > 0);
  const w = landing(await rects(page), 'w');
  await page.mouse.dblclick(w.x + w.w / 2, w.y + w.h / 2);
  await settle(page);
  const after1 = await state(page);
  assert.equal(after1.moves, 2, 'one deal and one move home');
  const expected = home.map((m) => JSON.stringify(cliState('falling-star', 12345, ['deal', m]).piles));
  assert.ok(expected.includes(JSON.stringify(after1.piles)));
  await context.close();
});

test('with reduced motion a move is drawn in one frame, without it the cards glide', async () => {
  const count = async (reducedMotion) => {
    const { context, page } = await openPage(browser, server.url, { hash });
    await page.emulateMedia({ reducedMotion });
    await settle(page);
    const before1 = await page.evaluate(() => window.patience.frames().drawn);
    await tap(page, 't1'); // 5D onto 6C
    await settle(page);
    const drawn = (await page.evaluate(() => window.patience.frames().drawn)) - before1;
    assert.equal((await info(page)).moves, 1);
    await context.close();
    return drawn;
  };
  assert.ok((await count('reduce')) <= 2);
  assert.ok((await count('no-preference')) >= 4);
});

test('a finger tap works like a click', async () => {
  const { context, page } = await openPage(browser, server.url, { hash, viewport: { width: 360, height: 640 }, scale: 2, touch: true });
  const s0 = await state(page);
  const stock = landing(await rects(page), 's');
  await page.touchscreen.tap(stock.x + stock.w / 2, stock.y + stock.h / 2);
  await settle(page);
  assert.deepEqual((await state(page)).piles, cliState('falling-star', 12345, ['deal']).piles);
  assert.equal(s0.moves, 0);
  await context.close();
});
