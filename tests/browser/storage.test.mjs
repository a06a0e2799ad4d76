// The game in localStorage: restored with its history on reload, a corrupt save and unusable storage
// each leave a playable game and say so.
import { expect, info, position, state, tap, test, waitReady } from './fixtures.mjs';

const hash = '#game=falling-star&deal=4242';

test('a reload restores the same position and history', async ({ openPage }) => {
  const { page } = await openPage({ hash });
  await tap(page, 's');
  const one = await state(page);
  await tap(page, 's');
  const two = await state(page);

  await page.reload();
  await waitReady(page);
  expect(await state(page)).toEqual(two); // the undo / redo flags included
  expect((await info(page)).moves).toBe(2);
  await page.click('#undo');
  expect(position(await state(page))).toEqual(position(one));

  // Without the hash the saved game comes back too.
  await page.goto('index.html');
  await waitReady(page);
  expect(position(await state(page))).toEqual(position(one));
  expect((await info(page)).canRedo).toBe(true);
});

test('a link to another deal wins over the saved game', async ({ openPage }) => {
  const { page } = await openPage({ hash });
  await tap(page, 's');
  await page.goto('index.html#game=falling-star&deal=99');
  await page.reload();
  await waitReady(page);
  const s = await state(page);
  expect(s.deal).toBe(99);
  expect(s.moves).toBe(0);
});

test('a corrupt save gives a message and a playable game, and is kept aside', async ({ openPage }) => {
  const { page } = await openPage();
  await page.evaluate(() => {
    localStorage.setItem('patience.v2.save.falling-star.std', 'this is not a save');
    localStorage.setItem('patience.v2.last', 'falling-star std');
  });
  await page.goto('index.html');
  await waitReady(page);
  await expect(page.locator('#notice')).toBeVisible();
  await expect(page.locator('#notice')).toHaveText(/could not be read/);
  expect(await page.evaluate(() => localStorage.getItem('patience.v2.save.falling-star.std.unreadable'))).toBe('this is not a save');
  const s = await state(page);
  expect(s.game).toBe('falling-star');
  await tap(page, 's');
  expect((await state(page)).piles.waste.length).toBe(s.piles.waste.length + 1);
  expect(await page.evaluate(() => localStorage.getItem('patience.v2.save.falling-star.std'))).toMatch(/^patience-save/);
});

test('the single save of the first version moves to its game\'s own place', async ({ openPage }) => {
  const save = 'patience-save 1\ngame falling-star std\ndeal 4242 1\nmoves deal deal\nundone 1\n';
  const init = (text) => { if (!localStorage.getItem('patience.v2.last')) localStorage.setItem('patience.v1.game', text); };
  const { page } = await openPage({ init: [init, save] });
  const s = await state(page);
  expect(s.deal).toBe(4242);
  expect(s.moves).toBe(1);
  expect((await info(page)).canRedo).toBe(true);
  const stored = await page.evaluate(() => ({
    v1: localStorage.getItem('patience.v1.game'),
    v2: localStorage.getItem('patience.v2.save.falling-star.std'),
    last: localStorage.getItem('patience.v2.last'),
  }));
  expect(stored).toEqual({ v1: null, v2: save, last: 'falling-star std' });
});

test('an unreadable save of the first version is kept aside, with a message', async ({ openPage }) => {
  const init = () => { if (!localStorage.getItem('patience.v2.last')) localStorage.setItem('patience.v1.game', 'garbage'); };
  const { page } = await openPage({ init });
  await expect(page.locator('#notice')).toHaveText(/could not be read/);
  expect(await page.evaluate(() => localStorage.getItem('patience.v1.game.unreadable'))).toBe('garbage');
  expect(await page.evaluate(() => localStorage.getItem('patience.v1.game'))).toBeNull();
  expect((await state(page)).moves).toBe(0);
});

for (const [what, init, said] of [
  ['disabled storage', () => {
    Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('denied', 'SecurityError'); } });
  }, /not letting the page save/],
  ['full storage', () => {
    Storage.prototype.setItem = function () { throw new DOMException('full', 'QuotaExceededError'); };
  }, /storage is full/],
]) {
  test(`${what} leaves the game playable with one notice`, async ({ openPage }) => {
    const { page, errors } = await openPage({ hash, init });
    const s = await state(page);
    await tap(page, 's');
    await tap(page, 's');
    expect((await state(page)).piles.waste.length).toBe(s.piles.waste.length + 2);
    await expect(page.locator('#notice')).toHaveText(said);
    await page.click('#undo');
    expect((await state(page)).piles.waste.length).toBe(s.piles.waste.length + 1);
    expect(errors).toEqual([]);
  });
}
