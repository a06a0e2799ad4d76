// Playing with the keyboard alone, in every ruleset: focus goes to the table and between piles, Enter picks
// up a card or run (Up / Down choose how many), the legal destinations are reachable with the arrows, Enter
// puts the cards down; M sends a card to its best place, O home; each position is checked against the CLI's
// `patience play`. Screenshots of the focus ring at three screen sizes land in tests/browser/artifacts/keyboard/.
import { atRest, expect, referee, state, test } from './fixtures.mjs';

const rulesets = referee.games();
const isDefault = ({ id, ruleset }) => rulesets.find((r) => r.id === id).ruleset === ruleset;
const linkOf = (r, deal) => `game=${r.id}&deal=${deal}${isDefault(r) ? '' : `&rules=${r.ruleset}`}`;
const gameOf = (r) => (isDefault(r) ? r.id : `${r.id}:${r.ruleset}`);

const access = (page) => page.evaluate(() => window.patience.access());
const focused = (page) => page.evaluate(() => document.activeElement?.dataset?.pile ?? null);

// Presses `key` until the pile with the focus is `pile` (at most `limit` times).
async function pressUntil(page, key, pile, limit = 30) {
  for (let i = 0; i < limit && (await access(page)).focus !== pile; i++) {
    await page.keyboard.press(key);
  }
  expect((await access(page)).focus, `${key} reaches ${pile}`).toBe(pile);
  expect(await focused(page), 'the mirror has the DOM focus on the same pile').toBe(pile);
}

// The keyboard focus onto the table: an arrow key with nothing focused, then Tab to the pile.
async function focusPile(page, pile) {
  if (!(await focused(page))) {
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => focused(page)).not.toBeNull();
  }
  // Tab runs through the piles in the layout's order; from the first pile it reaches every one.
  const order = (await access(page)).piles.map((p) => p.id);
  if (order.indexOf((await access(page)).focus) > order.indexOf(pile)) {
    await pressUntil(page, 'Shift+Tab', pile);
  } else {
    await pressUntil(page, 'Tab', pile);
  }
}

// Plays a move by keys alone: "deal" / "redeal" with Enter on the stock, else pick up, count, go, put down.
async function playByKeys(page, move, faceUpStock) {
  if (move === 'deal' || move === 'redeal') {
    // Enter on the stock deals when its own cards cannot move; D deals always.
        await focusPile(page, 's');
    await page.keyboard.press(faceUpStock ? 'd' : 'Enter');
    await atRest(page);
    return;
  }
  const [, from, count, to] = /^([a-z]+\d*)(?::(\d+))?>([a-z]+\d*)$/.exec(move);
  const want = Number(count ?? 1);
  await focusPile(page, from);
  await page.keyboard.press('Enter');
  let held = (await access(page)).held;
  expect(held, `Enter picks up the cards of ${from}`).not.toBeNull();
  for (let i = 0; i < 60 && held.count !== want; i++) {
    await page.keyboard.press(held.count > want ? 'ArrowDown' : 'ArrowUp');
    held = (await access(page)).held;
  }
  expect(held.count, `Up and Down choose ${want} cards`).toBe(want);
  expect(held.targets, 'the destination is among the highlighted ones').toContain(to);
  await pressUntil(page, 'ArrowRight', to, held.targets.length + 1);
  await page.keyboard.press('Enter');
  await atRest(page);
}

// A move worth playing: a run of several cards when there is one, else a card, else the stock.
function chooseMove(moves) {
  return moves.find((m) => /:\d+>/.test(m)) ?? moves.find((m) => m.includes('>')) ?? moves[0];
}

for (const r of rulesets) {
  test(`keyboard alone plays ${gameOf(r)} as the CLI does`, async ({ openPage }) => {
    const deal = 4000 + rulesets.indexOf(r);
    const { page, errors } = await openPage({ hash: `#${linkOf(r, deal)}` });
    const played = [];
    for (let step = 0; step < 3; step++) {
      const moves = referee.moves(gameOf(r), deal, played);
      if (!moves.length) break;
      const move = chooseMove(moves);
      await playByKeys(page, move, moves.some((m) => m.startsWith('s>') || m.startsWith('s:')));
      played.push(move);
      expect((await state(page)).piles, `after ${played.join(' ')}`)
        .toEqual(referee.state(gameOf(r), deal, played).piles);
      expect((await access(page)).held, 'nothing is held after a move').toBeNull();
    }
    expect(errors).toEqual([]);
  });
}

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
