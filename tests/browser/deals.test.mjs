// Choosing a deal: "Deal number…" in the More menu opens the deal typed, exactly the CLI's, and refuses a bad
// entry with the core's sentence, changing nothing; Next and Previous deal (menu and keys) move by one, with a
// note at the ends of the range; a game under way is kept for "Back to the last game"; a new deal of Fortress
// never lands on a deal without a move, while a link to one still opens it. Screenshots of the menu and the
// dialog at three sizes under deals/.
import { atRest, expect, info, state, tap, test } from './fixtures.mjs';

const sizes = [[360, 640], [390, 844], [1920, 1080]];
// Fortress deal 43 has no move at the start (`patience moves fortress 43` lists none); 44 has moves.
const LOST = 43;

const position = (s) => ({ piles: s.piles, moves: s.moves });

async function openDialog(page) {
  await page.locator('#more').click();
  await page.locator('#menu-deal-number').click();
  await expect(page.locator('#deal-choice')).toBeVisible();
  await expect(page.locator('#deal-choice-input')).toBeFocused();
}

// The dialog's box lies inside the window, and so do its field and buttons.
async function fits(page, width, height) {
  for (const sel of ['#deal-choice .sheet-box', '#deal-choice-input', '#deal-choice button[type=submit]', '#deal-choice .deal-choice-buttons button[data-close]']) {
    const box = await page.locator(sel).boundingBox();
    expect(box, sel).not.toBeNull();
    expect(box.x, sel).toBeGreaterThanOrEqual(0);
    expect(box.y, sel).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, sel).toBeLessThanOrEqual(width);
    expect(box.y + box.height, sel).toBeLessThanOrEqual(height);
  }
}

for (const [width, height] of sizes) {
  test(`Deal number… opens the deal typed, and a bad entry changes nothing (${width}x${height})`, async ({ openPage, referee, artifact }) => {
    const { page, errors } = await openPage({ hash: '#game=fortress&deal=7', viewport: { width, height } });
    // The More menu with its three new entries, every entry in view down to Close.
    await page.locator('#more').click();
    for (const id of ['#menu-deal-number', '#menu-next-deal', '#menu-previous-deal', '#menu [data-close]']) await expect(page.locator(id)).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: artifact(`deals/menu-${width}x${height}.png`) });
    await page.keyboard.press('Escape');
    await openDialog(page);
    // Labelled for a screen reader, the deal on the table given and selected, so typing replaces it.
    const field = page.getByRole('textbox', { name: /Which deal of Fortress\?/ });
    await expect(field).toHaveValue('7');
    await fits(page, width, height);
    await page.screenshot({ path: artifact(`deals/dialog-${width}x${height}.png`) });

    // A bad entry: the core's one sentence, the range named; the deal on the table stays.
    await page.keyboard.type('12a');
    await page.keyboard.press('Enter');
    const error = page.locator('#deal-choice-error');
    await expect(error).toHaveText("Deal numbers run from 1 to 2147483647; '12a' is not one.");
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#deal-choice')).toBeVisible();
    await fits(page, width, height);
    await page.screenshot({ path: artifact(`deals/dialog-refused-${width}x${height}.png`) });
    await page.keyboard.type('2147483648');
    await page.locator('#deal-choice button[type=submit]').click();
    await expect(error).toHaveText("Deal numbers run from 1 to 2147483647; '2147483648' is not one.");
    expect((await info(page)).deal).toBe(7);
    // Escape cancels: nothing changed.
    await page.keyboard.press('Escape');
    await expect(page.locator('#deal-choice')).toBeHidden();
    expect((await info(page)).deal).toBe(7);
    expect(position(await state(page))).toEqual(position(referee.deal('fortress', 7)));

    // A good one by the keyboard: exactly the CLI's deal, the address bar its link.
    await openDialog(page);
    await expect(error).toBeHidden();
    await page.keyboard.type('12345');
    await page.keyboard.press('Enter');
    await expect(page.locator('#deal-choice')).toBeHidden();
    await atRest(page);
    expect((await info(page)).deal).toBe(12345);
    expect(position(await state(page))).toEqual(position(referee.deal('fortress', 12345)));
    expect(new URL(page.url()).hash).toBe('#game=fortress&deal=12345');
    expect(errors).toEqual([]);
  });
}

test('a deal without a move opens when asked for by number, and the page says it is lost', async ({ openPage, referee }) => {
  expect(referee.moves('fortress', LOST)).toEqual([]);
  const { page } = await openPage({ hash: '#game=fortress&deal=7' });
  await openDialog(page);
  await page.keyboard.type(String(LOST));
  await page.keyboard.press('Enter');
  await atRest(page);
  expect((await info(page)).deal).toBe(LOST);
  expect((await info(page)).over).toBe(true);
  await expect(page.locator('#overlay-title')).toHaveText('No moves left');
});

test('Next and Previous deal move by one, by the menu and by the keys, with a note at the ends of the range', async ({ openPage, referee }) => {
  const { page } = await openPage({ hash: '#game=fortress&deal=100' });
  const deal = async () => (await info(page)).deal;
  await page.locator('#more').click();
  await page.locator('#menu-next-deal').click();
  await atRest(page);
  expect(await deal()).toBe(101);
  expect(position(await state(page))).toEqual(position(referee.deal('fortress', 101)));
  expect(new URL(page.url()).hash).toBe('#game=fortress&deal=101');
  await page.locator('#more').click();
  await page.locator('#menu-previous-deal').click();
  await atRest(page);
  expect(await deal()).toBe(100);
  // The keys of the core's table, as the help lists them.
  const keys = await page.evaluate(() => window.patience.keys().filter((b) => b.command.endsWith('-deal')));
  expect(keys.map((b) => [b.command, b.label])).toEqual([['previous-deal', ','], ['next-deal', '.']]);
  await expect(page.locator('#menu-next-deal')).toHaveAttribute('aria-keyshortcuts', '.');
  await page.keyboard.press('.');
  await page.keyboard.press('.');
  await atRest(page);
  expect(await deal()).toBe(102);
  await page.keyboard.press(',');
  await atRest(page);
  expect(await deal()).toBe(101);

  // The ends of the range: a short note, the deal on the table stays.
  await page.goto('index.html#game=fortress&deal=2147483647');
  await atRest(page);
  expect(await deal()).toBe(2147483647);
  await page.keyboard.press('.');
  await expect(page.locator('#notice-text')).toHaveText('Deal 2147483647 is the last: there is none after it.');
  expect(await deal()).toBe(2147483647);
  await page.goto('index.html#game=fortress&deal=1');
  await atRest(page);
  await page.locator('#more').click();
  await page.locator('#menu-previous-deal').click();
  await expect(page.locator('#notice-text')).toHaveText('Deal 1 is the first: there is none before it.');
  expect(await deal()).toBe(1);
});

test('a game under way is kept when the next deal opens, and comes back', async ({ openPage }) => {
  const { page } = await openPage({ hash: '#game=klondike&deal=5' });
  await tap(page, 's'); // one move: the stock deals
  await atRest(page);
  expect((await info(page)).moves).toBe(1);
  await page.keyboard.press('.');
  await atRest(page);
  expect(await info(page)).toMatchObject({ deal: 6, moves: 0 });
  await expect(page.locator('#notice-text')).toHaveText('Your game of Klondike #5 is kept.');
  await page.locator('#notice-action').click();
  await atRest(page);
  expect(await info(page)).toMatchObject({ deal: 5, moves: 1 });
});

test('New deal on Fortress skips a deal without a move at the start', async ({ openPage, referee }) => {
  // Every random number the page draws is 42: deal 43, which has no move, so the page deals 44.
  const fixRandom = (value) => { crypto.getRandomValues = (array) => array.fill(value); };
  const { page } = await openPage({ hash: '#game=fortress&deal=7', init: [fixRandom, LOST - 1] });
  await page.locator('#new').click();
  await atRest(page);
  expect((await info(page)).deal).toBe(LOST + 1);
  expect((await info(page)).over).toBe(false);
  expect(referee.moves('fortress', LOST + 1).length).toBeGreaterThan(0);
  expect(position(await state(page))).toEqual(position(referee.deal('fortress', LOST + 1)));
});
