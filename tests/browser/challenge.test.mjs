// Challenge a friend: a game won by pointer gives a challenge link from its panel (copied); opened in a fresh
// browser it deals the game under a "Beat N moves" banner with the claimed time (kept over a reload); leaving
// the deal (New) or winning it sets the two games side by side, and the challenger's game plays in the replay
// viewer. Bad, cut and foreign challenge links are refused with the core's reason, the player's game and save
// untouched.
// Screenshots at three sizes under challenge/.
import { atRest, drag, expect, info, nearlyWon, playLastMove, referee, singleCardMoves, state, test, waitReady } from './fixtures.mjs';

const game = 'klondike-familiar', deal = 1;
const sizes = [[360, 640], [390, 844], [1920, 1080]];
const SAVE = `patience.v2.save.${game}.std`;
const saved = (page) => page.evaluate((key) => localStorage.getItem(key), SAVE);
const stats = (page) => page.evaluate(() => JSON.parse(localStorage.getItem('patience.v2.stats') ?? 'null'));

// The CLI's replay link of a line of moves.
const replayOf = (moves) => referee.run(['replay', game, String(deal)], moves.map((m) => `${m}\n`).join('')).trim();

// A won game's challenge link, read from the clipboard after "Challenge a friend" on its panel.
async function challengeOf(page, context, baseURL) {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL).origin });
  await page.locator('#overlay').getByRole('button', { name: 'Challenge a friend' }).click();
  await expect(page.locator('#notice-text')).toContainText('Challenge link copied');
  const url = await page.evaluate(() => navigator.clipboard.readText());
  return url.slice(url.indexOf('#'));
}

// The page one move from a win, won by pointer: its panel up, with no cascade to wait for.
async function wonGame(openPage, options) {
  const opened = await nearlyWon(openPage, referee, game, deal, options);
  await playLastMove(opened.page, opened.moves);
  return opened;
}

for (const [width, height] of sizes) {
  test(`a won game challenges a friend, who gives up and watches the challenger's game (${width}x${height})`, async ({ openPage, baseURL, artifact }) => {
    const viewport = { width, height };
    const { page, context, moves } = await wonGame(openPage, { viewport });
    await page.screenshot({ path: artifact(`challenge/won-panel-${width}x${height}.png`) });
    const hash = await challengeOf(page, context, baseURL);
    expect(hash).toMatch(/&challenge=1\.\d+$/);
    expect(hash.replace(/&challenge=.*$/, ''), 'the game as the CLI writes its replay link').toBe(`#${replayOf(moves)}`);

    // The friend, in a browser of their own.
    const friend = (await openPage({ hash, viewport })).page;
    await expect(friend.locator('#challenge')).toBeVisible();
    await expect(friend.locator('#challenge-beat')).toHaveText(`Beat ${moves.length} moves`);
    await expect(friend.locator('#challenge-claim')).toHaveText(/^Their clock said \d+:\d\d, a claim the link can't prove\.$/);
    const dealt = await state(friend);
    expect(dealt.moves).toBe(0);
    expect(dealt.piles).toEqual(referee.state(game, deal).piles);
    expect(new URL(friend.url()).hash, 'the address bar shows the deal').toBe(`#game=${game}&deal=${deal}`);
    await friend.screenshot({ path: artifact(`challenge/banner-${width}x${height}.png`) });

    // One move by pointer, then a new deal: the friend gives up, and the two games are set side by side.
    const move = singleCardMoves(referee.moves(game, deal)).find((m) => /^t/.test(m.from));
    await drag(friend, move.from, move.to);
    expect((await state(friend)).moves).toBe(1);
    // A reload keeps the game and its challenge.
    await friend.reload();
    await waitReady(friend);
    await expect(friend.locator('#challenge-beat')).toHaveText(`Beat ${moves.length} moves`);
    expect((await state(friend)).moves).toBe(1);
    await friend.click('#new');
    await friend.locator('#overlay').getByRole('button', { name: 'New deal' }).click();
    const result = friend.locator('#challenge-result');
    await expect(result).toBeVisible();
    await expect(friend.locator('#challenge-verdict')).toHaveText(`Their ${moves.length} moves stand: you left the deal after 1 move.`);
    await expect(friend.locator('#challenge-their-moves')).toHaveText(`${moves.length} moves`);
    await expect(friend.locator('#challenge-your-moves')).toHaveText('1 move');
    await expect(friend.locator('#challenge-their-time')).toHaveText(/^\d+:\d\d, claimed$/);
    await expect(friend.locator('#challenge-your-won')).toHaveText('not won');
    await expect(friend.locator('#challenge')).toBeHidden();
    expect(await friend.evaluate(() => localStorage.getItem('patience.v2.challenge')), 'an ended challenge is not kept').toBeNull();
    await friend.screenshot({ path: artifact(`challenge/result-${width}x${height}.png`) });
    // The friend's game counts as any other: played and abandoned.
    const counted = (await stats(friend)).games[`${game}:std`];
    expect(counted.played).toBe(1);
    expect(counted.won).toBe(0);

    // The challenger's game, in the viewer from its deal; Close brings the friend's new deal back.
    const mine = await state(friend);
    await friend.locator('#challenge-watch').click();
    await expect(result).toBeHidden();
    await expect(friend.locator('#viewer-position')).toHaveText(`Their game: move 0 of ${moves.length}`);
    await atRest(friend);
    expect((await state(friend)).piles).toEqual(referee.state(game, deal).piles);
    await friend.locator('#viewer-forward').click();
    await expect(friend.locator('#viewer-position')).toHaveText(`Their game: move 1 of ${moves.length}`);
    await atRest(friend);
    expect((await state(friend)).piles).toEqual(referee.state(game, deal, moves.slice(0, 1)).piles);
    await friend.screenshot({ path: artifact(`challenge/watch-${width}x${height}.png`) });
    await friend.locator('#viewer-close').click();
    await atRest(friend);
    await expect(friend.locator('#viewer')).toBeHidden();
    expect((await state(friend)).piles).toEqual(mine.piles);
  });
}

test('a friend who wins the challenge sees the games side by side over the win', async ({ openPage, baseURL, artifact }) => {
  const { page, context, moves } = await wonGame(openPage, { viewport: { width: 390, height: 844 } });
  const hash = await challengeOf(page, context, baseURL);
  // The friend's browser holds this very deal one move from its win, so the link continues that game.
  const friend = await nearlyWon(openPage, referee, game, deal, { hash, viewport: { width: 390, height: 844 } });
  await expect(friend.page.locator('#challenge-beat')).toHaveText(`Beat ${moves.length} moves`);
  await playLastMove(friend.page, moves);
  await expect(friend.page.locator('#challenge-result')).toBeVisible();
  await expect(friend.page.locator('#challenge-verdict')).toHaveText(`You matched their ${moves.length} moves.`);
  await expect(friend.page.locator('#challenge-your-won')).toHaveText('won');
  await friend.page.screenshot({ path: artifact('challenge/result-won-390x844.png') });
  expect((await stats(friend.page)).games[`${game}:std`].won).toBe(1);
  // ... and joins the history as any won game, with its own replay (recorded through the solver's worker).
  const history = () => friend.page.evaluate(() => JSON.parse(localStorage.getItem('patience.v2.history') ?? 'null'));
  await expect.poll(async () => (await history())?.games.length ?? 0, { message: 'the win joins the history' }).toBe(1);
  const [kept] = (await history()).games;
  expect(kept.won).toBe(true);
  expect(kept.replay).toBe(replayOf(moves));
  // Closed, the win's own panel is still there, with its own challenge to send.
  await friend.page.locator('#challenge-result').getByRole('button', { name: 'Close' }).first().click();
  await expect(friend.page.locator('#overlay-title')).toHaveText('You won!');
  await expect(friend.page.locator('#overlay').getByRole('button', { name: 'Challenge a friend' })).toBeVisible();
});

test('the banner gives its row to the viewer while the solver\'s line is watched, and comes back with Close', async ({ openPage }) => {
  const { moves } = JSON.parse(referee.run(['solve', game, String(deal)]));
  const { page } = await openPage({ hash: `#${replayOf(moves)}&challenge=1.192`, viewport: { width: 390, height: 844 } });
  await expect(page.locator('#challenge-claim')).toHaveText('Their clock said 3:12, a claim the link can\'t prove.');
  await page.locator('#more').click();
  await page.locator('#menu-show-how').click();
  await expect(page.locator('#viewer')).toBeVisible();
  await expect(page.locator('#challenge')).toBeHidden();
  await page.locator('#viewer-close').click();
  await expect(page.locator('#viewer')).toBeHidden();
  await expect(page.locator('#challenge')).toBeVisible();
  expect((await info(page)).moves).toBe(0);
});

for (const [name, link, why] of [
  ['a replay that does not win', `game=${game}&deal=${deal}&replay=1.0.&challenge=1`, 'does not end won'],
  ['a time that is not a number', `game=${game}&deal=${deal}&replay=1.0.&challenge=1.3:12`, "the challenge's time '3:12'"],
  ['a later version', `game=${game}&deal=${deal}&replay=1.0.&challenge=7`, 'challenges of version'],
  ['a cut replay', `game=${game}&deal=${deal}&replay=1.40.&challenge=1.60`, 'cut short'],
  ['a foreign game', 'game=hearts&deal=3&replay=1.0.&challenge=1', 'there is no game'],
]) {
  test(`a challenge link with ${name} is refused with the reason, the player's game and save untouched`, async ({ openPage }) => {
    const { page } = await openPage({ hash: `#game=${game}&deal=${deal}` });
    const played = [];
    const move = singleCardMoves(referee.moves(game, deal)).find((m) => /^t/.test(m.from));
    await drag(page, move.from, move.to);
    played.push(move.text);
    const own = await saved(page);
    expect(own).not.toBeNull();
    // Followed while the page is open ...
    await page.evaluate((h) => { location.hash = h; }, link);
    await expect(page.locator('#notice-text')).toContainText(why);
    await expect(page.locator('#notice-text')).toContainText('cannot be taken up');
    await expect(page.locator('#challenge')).toBeHidden();
    expect((await state(page)).piles).toEqual(referee.state(game, deal, played).piles);
    expect(new URL(page.url()).hash).toBe(`#game=${game}&deal=${deal}`);
    // ... and opened afresh (from another page: the address bar of this one shows the game's deal again).
    await page.goto('about:blank');
    await page.goto(`index.html#${link}`);
    await page.waitForFunction(() => window.patience && window.patience.ready);
    await page.evaluate(() => window.patience.ready);
    await expect(page.locator('#notice-text')).toContainText(why);
    await expect(page.locator('#challenge')).toBeHidden();
    expect((await state(page)).piles, 'the player\'s game is back').toEqual(referee.state(game, deal, played).piles);
    expect(await saved(page)).toBe(own);
    expect(await page.evaluate((key) => localStorage.getItem(`${key}.unreadable`), SAVE)).toBeNull();
    expect((await info(page)).moves).toBe(played.length);
  });
}
