// The game in localStorage: restored with its history on reload, a corrupt save and unusable storage
// each leave a playable game and say so.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { info, launch, openPage, position, serve, settle, state, tap, waitReady } from './support.mjs';

const hash = '#game=falling-star&deal=4242';
let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

test('a reload restores the same position and history', async () => {
  const { context, page } = await openPage(browser, server.url, { hash });
  await tap(page, 's');
  await settle(page);
  const one = await state(page);
  await tap(page, 's');
  await settle(page);
  const two = await state(page);

  await page.reload();
  await waitReady(page);
  assert.deepEqual(await state(page), two); // the undo / redo flags included
  assert.equal((await info(page)).moves, 2);
  await page.click('#undo');
  assert.deepEqual(position(await state(page)), position(one));

  // Without the hash the saved game comes back too.
  await page.goto(server.url + 'index.html');
  await waitReady(page);
  assert.deepEqual(position(await state(page)), position(one));
  assert.ok((await info(page)).canRedo);
  await context.close();
});

test('a link to another deal wins over the saved game', async () => {
  const { context, page } = await openPage(browser, server.url, { hash });
  await tap(page, 's');
  await settle(page);
  await page.goto(server.url + 'index.html#game=falling-star&deal=99');
  await page.reload();
  await waitReady(page);
  const s = await state(page);
  assert.equal(s.deal, 99);
  assert.equal(s.moves, 0);
  await context.close();
});

test('a corrupt save gives a message and a playable game, and is kept aside', async () => {
  const { context, page } = await openPage(browser, server.url);
  await page.evaluate(() => {
    localStorage.setItem('patience.v2.save.falling-star.std', 'this is not a save');
    localStorage.setItem('patience.v2.last', 'falling-star std');
  });
  await page.goto(server.url + 'index.html');
  await waitReady(page);
  assert.ok(await page.locator('#notice').isVisible());
  assert.match(await page.locator('#notice').textContent(), /could not be read/);
  assert.equal(await page.evaluate(() => localStorage.getItem('patience.v2.save.falling-star.std.unreadable')), 'this is not a save');
  const s = await state(page);
  assert.equal(s.game, 'falling-star');
  await tap(page, 's');
  await settle(page);
  assert.equal((await state(page)).piles.waste.length, s.piles.waste.length + 1);
  assert.match(await page.evaluate(() => localStorage.getItem('patience.v2.save.falling-star.std')), /^patience-save/);
  await context.close();
});

test('the single save of the first version moves to its game\'s own place', async () => {
  const save = 'patience-save 1\ngame falling-star std\ndeal 4242 1\nmoves deal deal\nundone 1\n';
  const init = (text) => { if (!localStorage.getItem('patience.v2.last')) localStorage.setItem('patience.v1.game', text); };
  const { context, page } = await openPage(browser, server.url, { init: [init, save] });
  const s = await state(page);
  assert.equal(s.deal, 4242);
  assert.equal(s.moves, 1);
  assert.ok((await info(page)).canRedo);
  const stored = await page.evaluate(() => ({
    v1: localStorage.getItem('patience.v1.game'),
    v2: localStorage.getItem('patience.v2.save.falling-star.std'),
    last: localStorage.getItem('patience.v2.last'),
  }));
  assert.deepEqual(stored, { v1: null, v2: save, last: 'falling-star std' });
  await context.close();
});

test('an unreadable save of the first version is kept aside, with a message', async () => {
  const init = () => { if (!localStorage.getItem('patience.v2.last')) localStorage.setItem('patience.v1.game', 'garbage'); };
  const { context, page } = await openPage(browser, server.url, { init });
  assert.match(await page.locator('#notice').textContent(), /could not be read/);
  assert.equal(await page.evaluate(() => localStorage.getItem('patience.v1.game.unreadable')), 'garbage');
  assert.equal(await page.evaluate(() => localStorage.getItem('patience.v1.game')), null);
  assert.equal((await state(page)).moves, 0);
  await context.close();
});

for (const [what, init] of [
  ['disabled storage', () => {
    Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('denied', 'SecurityError'); } });
  }],
  ['full storage', () => {
    Storage.prototype.setItem = function () { throw new DOMException('full', 'QuotaExceededError'); };
  }],
]) {
  test(`${what} leaves the game playable with one notice`, async () => {
    const { context, page, errors } = await openPage(browser, server.url, { hash, init });
    const s = await state(page);
    await tap(page, 's');
    await settle(page);
    await tap(page, 's');
    await settle(page);
    assert.equal((await state(page)).piles.waste.length, s.piles.waste.length + 2);
    assert.match(await page.locator('#notice').textContent(), /not letting the page save/);
    await page.click('#undo');
    assert.equal((await state(page)).piles.waste.length, s.piles.waste.length + 1);
    assert.deepEqual(errors, []);
    await context.close();
  });
}
