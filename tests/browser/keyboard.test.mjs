// The keys' own behaviour (every ruleset is played by the keyboard alone in games.test.mjs): M sends a card to
// its best place, O home, Esc puts held cards back; the rules help lists every key; the focus ring shows the
// focused pile and the held run. Screenshots of the focus ring at three screen sizes land in
// tests/browser/artifacts/keyboard/.
import { atRest, expect, referee, state, test } from './fixtures.mjs';
import { access, focused, focusPile } from './keys.mjs';

test('M sends the focused card to its best place, O sends it home, Esc puts held cards back', async ({ openPage }) => {
  const game = 'klondike';
  // A deal whose opening has a card that can go home (an ace showing) and a card with a tableau move.
  let deal = 1, moves = [];
  for (; deal < 400; deal++) {
    moves = referee.moves(game, deal);
    if (moves.some((m) => /^t\d+>f/.test(m)) && moves.some((m) => /^t\d+>t/.test(m))) break;
  }
  const { page } = await openPage({ hash: `#game=${game}&deal=${deal}` });
  const home = moves.find((m) => /^t\d+>f/.test(m));
  await focusPile(page, home.split('>')[0]);
  await page.keyboard.press('o');
  await atRest(page);
  let played = [home];
  expect((await state(page)).piles).toEqual(referee.state(game, deal, played).piles);

  const s0 = await state(page);
  const next = referee.moves(game, deal, played).find((m) => /^t\d+(:\d+)?>t/.test(m));
  const from = next.split(/[:>]/)[0];
  await focusPile(page, from);
  await page.keyboard.press('Enter');
  expect((await access(page)).held).not.toBeNull();
  await page.keyboard.press('Escape');
  expect((await access(page)).held).toBeNull();
  expect(await state(page)).toEqual(s0);
  expect(await focused(page), 'Esc keeps the focus on the table').toBe(from);

  await page.keyboard.press('m');
  await atRest(page);
  const after = (await state(page)).piles;
  const options = referee.moves(game, deal, played).filter((m) => m.startsWith(from))
    .map((m) => JSON.stringify(referee.state(game, deal, [...played, m]).piles));
  expect(options, 'M plays one of the card\'s legal moves').toContain(JSON.stringify(after));
});

// The key table's lists do not depend on the screen: they are checked once, and the help is shown at each size
// on the same page (resized, as the games' test does) for the screenshots.
const SCREENS = [[360, 640], [390, 844], [1920, 1080]];
const resize = async (page, width, height) => {
  await page.setViewportSize({ width, height });
  await page.waitForFunction((w) => document.getElementById('canvas').width === w, width);
  await atRest(page);
};

test('the rules help lists every key of the core\'s key table, with its help line, at every screen size', async ({ openPage, artifact }) => {
  const [[width0, height0]] = SCREENS;
  const { page } = await openPage({ hash: '#game=klondike&deal=3', viewport: { width: width0, height: height0 } });
  const table = await page.evaluate(() => window.patience.keys());
  await page.keyboard.press('?');
  const listed = (id) => page.locator(`#${id}`).evaluate((dl) =>
    [...dl.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling.textContent]));
  for (const [id, scope] of [['page-keys', 'page'], ['table-keys', 'table']]) {
    expect(await listed(id), `#${id} lists the ${scope} keys`)
      .toEqual(table.filter((b) => b.scope === scope).map((b) => [b.label, b.help]));
  }
  // The keys as the player reads them.
  expect((await listed('table-keys')).map(([k]) => k))
    .toEqual(expect.arrayContaining(['Tab', 'Shift+Tab', 'Enter, Space', 'Esc', 'M', 'O', 'Left arrow']));
  expect((await listed('page-keys')).map(([k]) => k)).toEqual(expect.arrayContaining(
    ['Ctrl+Z', 'Ctrl+Shift+Z, Ctrl+Y', 'D', 'F', 'A', 'S', 'G', 'H', '?', 'N', 'T', 'Esc']));
  for (const [width, height] of SCREENS) {
    await page.setViewportSize({ width, height });
    await expect(page.locator('#page-keys')).toBeVisible();
    await page.locator('#page-keys').scrollIntoViewIfNeeded();
    await page.screenshot({ path: artifact(`keyboard/help-keys-${width}x${height}.png`) });
  }
});

test('the focus ring shows the focused pile and the held run at every screen size', async ({ openPage, artifact }) => {
  const game = 'klondike';
  const deal = 11;
  const run = referee.moves(game, deal).find((m) => /^t\d+(:\d+)?>t/.test(m));
  const [[width0, height0]] = SCREENS;
  const { page } = await openPage({ hash: `#game=${game}&deal=${deal}`, viewport: { width: width0, height: height0 } });
  for (const [width, height] of SCREENS) {
    await resize(page, width, height);
    await focusPile(page, 't4');
    await atRest(page);
    await page.screenshot({ path: artifact(`keyboard/focus-${width}x${height}.png`) });
    // A run held, its destinations highlighted.
    if (run) {
      await focusPile(page, run.split(/[:>]/)[0]);
      await page.keyboard.press('Enter');
      await atRest(page);
      expect((await access(page)).held, `a run held at ${width}x${height}`).not.toBeNull();
      await page.screenshot({ path: artifact(`keyboard/held-${width}x${height}.png`) });
      await page.keyboard.press('Escape');
      expect((await access(page)).held).toBeNull();
    }
    expect((await access(page)).focus).not.toBeNull();
  }
});
