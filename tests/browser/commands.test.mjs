// The toolbar: New asks before replacing a game under way, Restart can be redone, Share copies the link;
// double-tap sends a card home; reduced motion means no glides; the page's keys run the commands the core's
// key table gives them, and the buttons name their keys.
import { atRest, expect, info, landing, pauseClock, position, rects, state, tap, test } from './fixtures.mjs';

const hash = '#game=falling-star&deal=12345';

test('New deals at once on a fresh game and asks first when a game is under way', async ({ openPage }) => {
  const { page } = await openPage({ hash });
  await page.click('#new');
  const first = await info(page);
  expect(first.deal).not.toBe(12345);
  expect(new URL(page.url()).hash).toBe(`#${first.link}`);

  await tap(page, 's');
  await page.click('#new');
  await expect(page.locator('#overlay')).toBeVisible();
  await page.getByRole('button', { name: 'Keep playing' }).click();
  expect((await info(page)).deal).toBe(first.deal);
  expect((await info(page)).moves).toBe(1);

  await page.click('#new');
  await page.locator('#overlay').getByRole('button', { name: 'New deal' }).click();
  const second = await info(page);
  expect(second.deal).not.toBe(first.deal);
  expect(second.moves).toBe(0);
});

test('Restart goes back to the deal and Redo replays the moves', async ({ openPage }) => {
  const { page } = await openPage({ hash });
  const start = await state(page);
  await tap(page, 's');
  await tap(page, 's');
  const played = await state(page);
  await page.click('#restart');
  expect(position(await state(page))).toEqual(position(start));
  await page.click('#redo');
  await page.click('#redo');
  expect(position(await state(page))).toEqual(position(played));
});

test('Share copies the link to the deal and says so', async ({ openPage, baseURL }) => {
  const { context, page } = await openPage({ hash });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL).origin });
  await page.click('#share');
  await expect(page.locator('#notice')).toHaveText(/copied/);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
});

test('a double-click sends a card to a foundation', async ({ openPage, referee }) => {
  const { page } = await openPage({ hash });
  // Deal 12345: after one deal the discard's top card (3H) can go home.
  await tap(page, 's');
  const home = referee.moves('falling-star', 12345, ['deal']).filter((m) => m.startsWith('w>f'));
  expect(home.length).toBeGreaterThan(0);
  const w = landing(await rects(page), 'w');
  await page.mouse.dblclick(w.x + w.w / 2, w.y + w.h / 2);
  await atRest(page);
  const after1 = await state(page);
  expect(after1.moves, 'one deal and one move home').toBe(2);
  const expected = home.map((m) => JSON.stringify(referee.state('falling-star', 12345, ['deal', m]).piles));
  expect(expected).toContain(JSON.stringify(after1.piles));
});

// The frames of a glide are counted on Playwright's clock: paused, then run on by a second of the page's time,
// it gives the page every animation frame a browser at rest would (one each 16 ms), however busy the machine.
test('with reduced motion a move is drawn in one frame, without it the cards glide', async ({ openPage }) => {
  const count = async (reducedMotion) => {
    const { page } = await openPage({ hash, clock: true });
    await page.emulateMedia({ reducedMotion });
    await atRest(page);
    await pauseClock(page);
    const before1 = await page.evaluate(() => window.patience.frames().drawn);
    const t1 = landing(await rects(page), 't1');
    await page.mouse.click(t1.x + t1.w / 2, t1.y + t1.h / 2); // 5D onto 6C
    await page.clock.runFor(1000);
    await atRest(page);
    const drawn = (await page.evaluate(() => window.patience.frames().drawn)) - before1;
    expect((await info(page)).moves).toBe(1);
    return drawn;
  };
  expect(await count('reduce')).toBeLessThanOrEqual(2);
  expect(await count('no-preference')).toBeGreaterThanOrEqual(4);
});

test('a finger tap works like a click', async ({ openPage, referee }) => {
  const { page } = await openPage({ hash, viewport: { width: 360, height: 640 }, scale: 2, touch: true });
  const s0 = await state(page);
  const stock = landing(await rects(page), 's');
  await page.touchscreen.tap(stock.x + stock.w / 2, stock.y + stock.h / 2);
  await atRest(page);
  expect((await state(page)).piles).toEqual(referee.state('falling-star', 12345, ['deal']).piles);
  expect(s0.moves).toBe(0);
});

test('the page\'s keys open their panels and deal, and each button names its keys', async ({ openPage }) => {
  const { page } = await openPage({ hash });
  // As typed: "?" with Shift (a US keyboard's Shift+/), and a letter with Shift or Caps Lock still counts.
  const keys = [['g', '#chooser'], ['Shift+Slash', '#help'], ['s', '#settings'], ['t', '#stats'], ['Shift+KeyG', '#chooser']];
  for (const [key, dialog] of keys) {
    await page.keyboard.press(key);
    await expect(page.locator(dialog), `${key} opens ${dialog}`).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator(dialog)).toBeHidden();
  }
  await page.keyboard.press('d');
  expect((await info(page)).moves, 'D deals').toBe(1);
  await page.keyboard.press('Control+z');
  expect((await info(page)).moves, 'Ctrl+Z undoes').toBe(0);
  // Alt leaves the keys to the browser.
  await page.keyboard.press('Alt+d');
  expect((await info(page)).moves).toBe(0);

  const table = await page.evaluate(() => window.patience.keys());
  const of = (command) => table.find((b) => b.scope === 'page' && b.command === command);
  for (const [id, command] of [['games', 'games'], ['undo', 'undo'], ['redo', 'redo'], ['hint', 'hint'], ['stats-open', 'stats']]) {
    await expect(page.locator(`#${id}`)).toHaveAttribute('aria-keyshortcuts', of(command).shortcuts);
    await expect(page.locator(`#${id}`)).toHaveAttribute('title', new RegExp(` \\(${of(command).label.replace(/[+?]/g, '\\$&')}\\)$`));
  }
  await expect(page.locator('#redo')).toHaveAttribute('aria-keyshortcuts', 'Control+Shift+Z Control+Y');
  await expect(page.locator('#games')).toHaveAttribute('title', 'Choose a game (G)');
});
