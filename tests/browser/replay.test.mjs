// Replay links: Share copies a link to the game as played; a fresh browser opens it in the viewer (step
// back, step forward, play), with the player's saves untouched, and takes over from any point as a game of
// its own. Bad and foreign links give a message and a playable game. Screenshots of the viewer at three
// sizes land in tests/browser/artifacts/replay/.
import { atRest, drag, expect, info, pauseClock, referee, singleCardMoves, state, test } from './fixtures.mjs';

const GAME = 'klondike';
const DEAL = 11;
const SAVE = `patience.v2.save.${GAME}.std`;
const saved = (page) => page.evaluate((key) => localStorage.getItem(key), SAVE);

// Plays a few moves by pointer and the Deal key, as the CLI lists them; returns them.
async function playSome(page) {
  const played = [];
  for (let i = 0; i < 4; i++) {
    const move = singleCardMoves(referee.moves(GAME, DEAL, played)).find((m) => /^[tw]/.test(m.from) && /^[tf]/.test(m.to));
    if (move && i % 2 === 0) {
      await drag(page, move.from, move.to);
      played.push(move.text);
    } else {
      await page.keyboard.press('d');
      await atRest(page);
      played.push('deal');
    }
  }
  expect((await state(page)).piles).toEqual(referee.state(GAME, DEAL, played).piles);
  return played;
}

test('a replay link is shared, watched step by step in a fresh browser, and taken over', async ({ openPage, artifact }) => {
  const first = await openPage({ hash: `#game=${GAME}&deal=${DEAL}` });
  await first.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const played = await playSome(first.page);
  await first.page.locator('#share-replay').click();
  await expect(first.page.locator('#notice-text')).toContainText(`as played (${played.length} moves) copied`);
  const url = await first.page.evaluate(() => navigator.clipboard.readText());
  const link = url.slice(url.indexOf('#'));
  expect(link).toMatch(new RegExp(`^#game=${GAME}&deal=${DEAL}&replay=1\\.${played.length}\\.[A-Za-z0-9_-]+$`));

  // Another browser, with a game of its own of this deal in progress.
  const { page } = await openPage({
    hash: link,
    init: [(key) => localStorage.setItem(key, 'patience-save 1\ngame klondike std\ndeal 11 1\nmoves deal\nundone 0\n'), SAVE],
  });
  const own = await saved(page);
  await expect(page.locator('#viewer')).toBeVisible();
  // It opens on the game as played so far; Back steps to the deal, Forward steps again.
  await expect(page.locator('#viewer-position')).toHaveText(`Replay: move ${played.length} of ${played.length}`);
  expect((await state(page)).piles).toEqual(referee.state(GAME, DEAL, played).piles);
  await expect(page.locator('#viewer-forward')).toBeDisabled();
  for (let i = played.length - 1; i >= 0; i--) {
    await page.locator('#viewer-back').click();
    await atRest(page);
    expect((await state(page)).piles, `after ${played.slice(0, i)}`).toEqual(referee.state(GAME, DEAL, played.slice(0, i)).piles);
  }
  await expect(page.locator('#viewer-back')).toBeDisabled();
  for (let i = 1; i < played.length; i++) {
    await page.locator('#viewer-forward').click();
    await atRest(page);
    expect((await state(page)).piles, `after ${played.slice(0, i)}`).toEqual(referee.state(GAME, DEAL, played.slice(0, i)).piles);
  }
  const upTo = played.slice(0, -1);
  expect((await state(page)).piles).toEqual(referee.state(GAME, DEAL, upTo).piles);
  await expect(page.locator('#viewer-position')).toHaveText(`Replay: move ${upTo.length} of ${played.length}`);
  // Hands off: a drag while watching moves nothing.
  const move = singleCardMoves(referee.moves(GAME, DEAL, upTo)).find((m) => /^[tw]/.test(m.from) && /^[tf]/.test(m.to));
  if (move) {
    await drag(page, move.from, move.to);
    expect((await state(page)).piles).toEqual(referee.state(GAME, DEAL, upTo).piles);
  }
  expect(await saved(page), 'watching leaves the player\'s save alone').toBe(own);
  for (const [width, height] of [[360, 640], [390, 844], [1920, 1080]]) {
    await page.setViewportSize({ width, height });
    await atRest(page);
    await page.screenshot({ path: artifact(`replay/viewer-${width}x${height}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  // Undo by key steps the viewer too.
  await page.keyboard.press('Control+z');
  await atRest(page);
  await expect(page.locator('#viewer-position')).toHaveText(`Replay: move ${upTo.length - 1} of ${played.length}`);
  await page.keyboard.press('Control+y');
  await atRest(page);
  await expect(page.locator('#viewer-position')).toHaveText(`Replay: move ${upTo.length} of ${played.length}`);

  // Taking over: the game as it stands is the player's, with no redo list, and it is saved.
  await page.locator('#viewer-take').click();
  await expect(page.locator('#viewer')).toBeHidden();
  const i = await info(page);
  expect(i.moves).toBe(upTo.length);
  expect(i.canRedo).toBe(false);
  await expect.poll(() => saved(page)).toContain(`moves ${upTo.join(' ')}`);
  // The player's own game of this deal is kept aside, not lost.
  expect(await page.evaluate((key) => localStorage.getItem(key), `${SAVE}.replaced`)).toBe(own);
  if (move) {
    await drag(page, move.from, move.to);
    expect((await state(page)).piles).toEqual(referee.state(GAME, DEAL, [...upTo, move.text]).piles);
  }
});

for (const [name, link, why] of [
  ['a cut-short link', `game=${GAME}&deal=${DEAL}&replay=1.40.AB`, 'cut short'],
  ['an illegal move', `game=${GAME}&deal=${DEAL}&replay=1.1._`, 'not one of the position\'s legal moves'],
  ['a foreign game', 'game=hearts&deal=3&replay=1.0.', 'there is no game'],
  ['a later version', `game=${GAME}&deal=${DEAL}&replay=9.0.`, 'version'],
]) {
  test(`a replay link with ${name} gives a message, the player's game and an untouched save`, async ({ openPage }) => {
    const { page } = await openPage({ hash: `#game=${GAME}&deal=${DEAL}` });
    const played = await playSome(page);
    const own = await saved(page);
    // Followed while the page is open ...
    await page.evaluate((h) => { location.hash = h; }, link);
    await expect(page.locator('#notice-text')).toContainText(why);
    await expect(page.locator('#viewer')).toBeHidden();
    expect((await state(page)).piles).toEqual(referee.state(GAME, DEAL, played).piles);
    // ... and opened afresh.
    await page.goto(`index.html#${link}`);
    await page.reload();
    await page.waitForFunction(() => window.patience && window.patience.ready);
    await page.evaluate(() => window.patience.ready);
    await expect(page.locator('#notice-text')).toContainText('cannot be played');
    await expect(page.locator('#viewer')).toBeHidden();
    expect((await state(page)).piles, 'the player\'s game is back').toEqual(referee.state(GAME, DEAL, played).piles);
    expect(await saved(page)).toBe(own);
    expect(await page.evaluate((key) => localStorage.getItem(`${key}.unreadable`), SAVE)).toBeNull();
    // The page plays on.
    await page.keyboard.press('d');
    await atRest(page);
    expect((await info(page)).moves).toBe(played.length + 1);
  });
}

test('a new deal while watching a replay ends it, and the player\'s save stays', async ({ openPage }) => {
  const first = await openPage({ hash: `#game=${GAME}&deal=${DEAL}` });
  const played = await playSome(first.page);
  const own = await saved(first.page);
  // The replay of a shorter game of the same deal, in the same browser.
  const replay = `game=${GAME}&deal=${DEAL}&replay=1.0.`;
  await first.page.evaluate((h) => { location.hash = h; }, replay);
  await expect(first.page.locator('#viewer')).toBeVisible();
  expect(await saved(first.page)).toBe(own);
  await first.page.keyboard.press('n');
  await expect(first.page.locator('#viewer')).toBeHidden();
  expect(await saved(first.page), 'the save of the game watched over is the player\'s own still').toBe(own);
  expect(played.length).toBeGreaterThan(0);
});

test('Play at the end watches the game again from its deal, one move at a time, on the page\'s clock', async ({ openPage }) => {
  const moves = ['deal', 'deal', 'deal'];
  const link = referee.run(['replay', GAME, String(DEAL)], moves.map((m) => `${m}\n`).join('')).trim();
  const { page } = await openPage({ hash: `#${link}`, clock: true });
  await pauseClock(page);
  await expect(page.locator('#viewer-position')).toHaveText('Replay: move 3 of 3');
  await page.locator('#viewer-play').click();
  await expect(page.locator('#viewer-play')).toHaveText('Pause');
  // Back to the deal; its first step is due at once (a zero-delay timer, which the paused clock was seen to
  // run now and then before runFor), the next ones a step's time apart.
  await expect(page.locator('#viewer-position')).toHaveText(/^Replay: move [01] of 3$/);
  await page.clock.runFor(100);
  await expect(page.locator('#viewer-position')).toHaveText('Replay: move 1 of 3');
  await page.clock.runFor(700);
  await expect(page.locator('#viewer-position')).toHaveText('Replay: move 2 of 3');
  await page.clock.runFor(1400);
  await expect(page.locator('#viewer-position')).toHaveText('Replay: move 3 of 3');
  await expect(page.locator('#viewer-play')).toHaveText('Play');
  expect((await state(page)).piles).toEqual(referee.state(GAME, DEAL, moves).piles);
});
