// Nothing lost across tabs and storage faults: two tabs on one game (they share localStorage), a storage
// that fills up in the middle of a game, and many saves that cannot be read.
import { atRest, expect, info, position, state, tap, test, waitReady } from './fixtures.mjs';

const hash = '#game=falling-star&deal=4242';
const KEY = 'patience.v2.save.falling-star.std';
const sizes = [[360, 640], [390, 844], [1920, 1080]];
const saved = (page, key = KEY) => page.evaluate((k) => localStorage.getItem(k), key);

// A second tab of the same browser context on the same link.
async function secondTab(context) {
  const page = await context.newPage();
  await page.goto('index.html' + hash);
  await waitReady(page);
  return page;
}

for (const [width, height] of sizes) {
  test(`a tab whose game moved on elsewhere is told, and continues the newer game (${width}x${height})`, async ({ openPage, artifact }) => {
    const { context, page: a } = await openPage({ hash, viewport: { width, height } });
    const b = await secondTab(context);
    await tap(a, 's');
    await tap(a, 's');
    const offer = b.locator('#overlay');
    await expect(offer).toBeVisible();
    await expect(b.locator('#overlay-title')).toHaveText('This game was continued in another tab');
    await b.screenshot({ path: artifact(`tabs/other-tab-${width}x${height}.png`) });
    expect((await info(b)).moves).toBe(0); // nothing changed under the player's eyes
    await b.getByRole('button', { name: 'Continue the newer game' }).click();
    await expect(offer).toBeHidden();
    expect(await state(b)).toEqual(await state(a)); // undo and redo included
    expect(await saved(b)).toBe(await saved(a));
    // And it plays on from there; now the first tab is the older one.
    await tap(b, 's');
    expect((await info(b)).moves).toBe(3);
    await expect(a.locator('#overlay-title')).toHaveText('This game was continued in another tab');
  });
}

test('keeping this tab\'s game keeps the other one aside, and the other tab is asked in turn', async ({ openPage }) => {
  const { context, page: a } = await openPage({ hash });
  const b = await secondTab(context);
  await tap(a, 's');
  const newer = await saved(a);
  await b.getByRole('button', { name: 'Keep this tab\'s game' }).click();
  await expect(b.locator('#overlay')).toBeHidden();
  expect((await info(b)).moves).toBe(0);
  expect(await saved(b)).toMatch(/^patience-save/);
  expect(await saved(b)).not.toBe(newer);
  expect(await saved(b, `${KEY}.replaced`)).toBe(newer); // the other tab's game, kept aside
  // The first tab still has its game on the table and is asked which to keep.
  await expect(a.locator('#overlay-title')).toHaveText('This game was continued in another tab');
  expect((await info(a)).moves).toBe(1);
});

test('a tab never writes over a save another tab changed, even before it hears of it', async ({ openPage }) => {
  const { page } = await openPage({ hash });
  // Another tab's write that this tab has not been told about (a page gets no storage event of its own writes).
  const other = 'patience-save 1\ngame falling-star std\ndeal 4242 1\nmoves deal deal deal\nundone 0\n';
  await page.evaluate(([k, text]) => localStorage.setItem(k, text), [KEY, other]);
  await tap(page, 's');
  await expect(page.locator('#overlay-title')).toHaveText('This game was continued in another tab');
  expect(await saved(page)).toBe(other);
  await page.getByRole('button', { name: 'Continue the newer game' }).click();
  expect((await info(page)).moves).toBe(3);
});

// setItem throws QuotaExceededError while window.storageFull is set.
const fillable = () => {
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key, value) {
    if (window.storageFull) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    return setItem.call(this, key, value);
  };
};

for (const [width, height] of sizes) {
  test(`a storage that fills up mid-game says so once, and the next save catches up (${width}x${height})`, async ({ openPage, artifact }) => {
    const { page, errors } = await openPage({ hash, viewport: { width, height }, init: fillable });
    await tap(page, 's');
    await page.evaluate(() => { window.storageFull = true; });
    await tap(page, 's');
    const notice = page.locator('#notice');
    await expect(notice).toContainText('storage is full');
    await page.screenshot({ path: artifact(`tabs/storage-full-${width}x${height}.png`) });
    await page.click('#notice-close');
    await expect(notice).toBeHidden();
    await atRest(page); // the table takes back the notice's row before the stock is found
    await tap(page, 's'); // still full: not said again
    await expect(notice).toBeHidden();
    expect((await info(page)).moves).toBe(3);
    await page.click('#undo'); // the game plays on
    expect((await info(page)).moves).toBe(2);
    await page.evaluate(() => { window.storageFull = false; });
    await tap(page, 's');
    await expect(notice).toContainText('saved again');
    const s = await state(page);
    await page.reload();
    await waitReady(page);
    expect(position(await state(page))).toEqual(position(s));
    expect(errors).toEqual([]);
  });
}

test('saves kept aside are few, the newest kept, and they give way to the game when storage is full', async ({ openPage }) => {
  const games = ['falling-star std', 'terrace aisleriot', 'klondike std', 'fortress std', 'chessboard std', 'klondike-easy std'];
  const init = (list) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    for (const g of list) localStorage.setItem(`patience.v2.save.${g.replace(' ', '.')}`, `not a save of ${g}`);
  };
  const { page, errors } = await openPage({ hash: '#game=falling-star&deal=1', init: [init, games] });
  for (const g of games.slice(1)) {
    await page.evaluate((id) => { location.hash = `#game=${id}&deal=1`; }, g.split(' ')[0]);
    await expect.poll(() => info(page).then((i) => `${i.game} ${i.ruleset}`)).toBe(g);
  }
  const kept = () => page.evaluate(() => Object.keys(localStorage).filter((k) => k.endsWith('.unreadable')).sort());
  const newest = games.slice(-4).map((g) => `patience.v2.save.${g.replace(' ', '.')}.unreadable`).sort();
  expect(await kept()).toEqual(newest);
  for (const k of newest) expect(await saved(page, k)).toMatch(/^not a save of /);
  // Storage full: the copies kept aside go, oldest first, before the game in progress goes unsaved.
  await page.evaluate(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
      if (Object.keys(localStorage).some((k) => k.endsWith('.unreadable'))) throw new DOMException('full', 'QuotaExceededError');
      return setItem.call(this, key, value);
    };
  });
  await tap(page, 's');
  expect(await kept()).toEqual([]);
  expect((await state(page)).moves).toBe(1);
  await expect(page.locator('#notice')).not.toContainText('storage is full');
  expect(await page.evaluate(() => localStorage.getItem('patience.v2.save.klondike-easy.std'))).toMatch(/^patience-save/);
  expect(errors).toEqual([]);
});
