// The game history: a game won by pointer and one abandoned join it with their figures; the panel lists them
// newest first, "Play again" deals the game afresh and "Watch" opens its replay in the viewer; Export and
// Import combine two browsers' histories (an import merges), a bad file changes nothing and says why;
// screenshots of the panel at three sizes.
import { atRest, expect, info, nearlyWon, playLastMove, state, tap, test } from './fixtures.mjs';

const game = 'klondike-familiar', deal = 1;
const sizes = [[360, 640], [390, 844], [1920, 1080]];

// The page opened one move from a win (fixtures.mjs), with no cascade to wait for (reduced motion, openPage's own).
const nearWin = (openPage, referee, options = {}) => nearlyWon(openPage, referee, game, deal, options);

// The last move of the line played by pointer (fixtures.mjs), and the won panel closed.
async function win(page, moves) {
  await playLastMove(page, moves);
  await page.locator('#overlay').getByRole('button', { name: 'Close' }).click();
}

// A new deal by the toolbar's button, confirmed when a game is under way (which is then abandoned).
async function abandon(page) {
  await page.click('#new');
  if (await page.locator('#overlay').isVisible()) await page.locator('#overlay').getByRole('button', { name: 'New deal' }).click();
  await atRest(page);
}

const storedText = (page) => page.evaluate(() => localStorage.getItem('patience.v2.history'));
const stored = async (page) => JSON.parse((await storedText(page)) ?? 'null');
// The history once it holds `n` games: recording goes through the solver's worker.
async function holding(page, n) {
  await expect.poll(async () => (await stored(page))?.games.length ?? 0, { message: `the history holds ${n} games` }).toBe(n);
  return stored(page);
}

// Through the statistics panel (key T), as every screen has it.
async function openHistory(page) {
  await page.keyboard.press('t');
  await page.locator('#stats-history').click();
  await expect(page.locator('#history')).toBeVisible();
  await expect(page.locator('#history-list')).not.toBeEmpty();
}

for (const [width, height] of sizes) {
  test(`a game won by pointer and one abandoned join the history, newest first, with their figures (${width}x${height})`, async ({ openPage, referee }) => {
    const { page, moves } = await nearWin(openPage, referee, { viewport: { width, height } });
    await openHistory(page);
    await expect(page.locator('#history-list')).toHaveText(/No game in the history yet/);
    await page.keyboard.press('Escape');

    const before = Date.now();
    await win(page, moves);
    let h = await holding(page, 1);
    expect(h.format).toBe('patience-history');
    const won = h.games[0];
    expect(won).toMatchObject({ game: `${game}:std`, deal, algorithm: 1, won: true, resumed: false, moves: moves.length });
    expect(won.ended).toBeGreaterThanOrEqual(before);
    expect(won.score).toBe((await info(page)).score);
    // The replay is the game as played: its deal, and every move of the line.
    expect(won.replay).toMatch(new RegExp(`^game=${game}&deal=${deal}&replay=\\d+\\.${moves.length}\\.`));

    // Another deal, one move, then a new deal: abandoned.
    await abandon(page);
    await tap(page, 's');
    const abandoned = await info(page);
    await abandon(page);
    h = await holding(page, 2);
    expect(h.games[0]).toMatchObject({ game: `${game}:std`, deal: abandoned.deal, won: false, resumed: false, moves: 1 });
    expect(h.games[0].ended).toBeGreaterThanOrEqual(won.ended);

    // The panel, from the More menu: newest first, each with its figures and two buttons.
    await page.click('#more');
    await page.click('#menu-history');
    const rows = page.locator('#history .history-game');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0).locator('.history-name')).toHaveText(`Klondike Familiar #${abandoned.deal}`);
    await expect(rows.nth(0).locator('.mark')).toHaveText('not won');
    await expect(rows.nth(0).locator('.history-moves')).toHaveText('1 move');
    await expect(rows.nth(1).locator('.history-name')).toHaveText(`Klondike Familiar #${deal}`);
    await expect(rows.nth(1).locator('.mark')).toHaveText('★ won');
    await expect(rows.nth(1).locator('.history-moves')).toHaveText(`${moves.length} moves`);
    await expect(rows.nth(1).locator('.history-score')).toHaveText('score 52/52 home');
    await expect(rows.nth(1).locator('.history-date')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d\d\s[AP]M$/); // Intl's, in the page's language
    await expect(rows.nth(1).locator('.history-time')).toHaveText(/^\d+:\d\d$/);
    await expect(rows.nth(1).getByRole('button')).toHaveText(['Play again', 'Watch']);
  });
}

test('a game abandoned, brought back and won is in the history twice: abandoned, then won and resumed', async ({ openPage, referee }) => {
  const { page, moves } = await nearWin(openPage, referee);
  await abandon(page);
  let h = await holding(page, 1);
  expect(h.games[0]).toMatchObject({ deal, won: false, resumed: false, moves: moves.length - 1 });
  await page.locator('#notice-action', { hasText: 'Back to the last game' }).click();
  await atRest(page);
  expect(await info(page)).toMatchObject({ deal, moves: moves.length - 1 });
  await win(page, moves);
  h = await holding(page, 2);
  expect(h.games[0]).toMatchObject({ deal, won: true, resumed: true, moves: moves.length });
  expect(h.games[1]).toMatchObject({ deal, won: false, resumed: false });
});

test('Play again deals the game afresh; Watch opens its replay in the viewer', async ({ openPage, referee }) => {
  const { page, moves } = await nearWin(openPage, referee, { viewport: { width: 1920, height: 1080 } });
  await win(page, moves);
  await holding(page, 1);
  await abandon(page);
  expect((await info(page)).deal).not.toBe(deal);

  await openHistory(page);
  await page.locator('#history .history-game').first().getByRole('button', { name: /^Play again/ }).click();
  await expect(page.locator('#history')).toBeHidden();
  await atRest(page);
  expect(await info(page)).toMatchObject({ game, deal, moves: 0, won: false });
  expect((await state(page)).piles).toEqual(referee.deal(game, deal).piles);
  expect(await page.evaluate(() => location.hash)).toBe(`#${(await info(page)).link}`);

  await openHistory(page);
  await page.locator('#history .history-game').first().getByRole('button', { name: /^Watch/ }).click();
  await expect(page.locator('#history')).toBeHidden();
  await expect(page.locator('#viewer')).toBeVisible();
  await expect(page.locator('#viewer-position')).toHaveText(`Replay: move ${moves.length} of ${moves.length}`);
  await atRest(page);
  expect((await state(page)).piles).toEqual(referee.state(game, deal, moves).piles);
  await page.locator('#viewer-back').click();
  await expect(page.locator('#viewer-position')).toHaveText(`Replay: move ${moves.length - 1} of ${moves.length}`);
  // Nothing watched is recorded.
  expect((await stored(page)).games).toHaveLength(1);

  // Play again of the very deal watched: the viewer goes, and the deal is the player's to play and save.
  await openHistory(page);
  await page.locator('#history .history-game').first().getByRole('button', { name: /^Play again/ }).click();
  await expect(page.locator('#viewer')).toBeHidden();
  await atRest(page);
  expect(await info(page)).toMatchObject({ game, deal, moves: 0 });
  await tap(page, 's');
  expect(await info(page)).toMatchObject({ deal, moves: 1 });
  await expect.poll(() => page.evaluate((g) => localStorage.getItem(`patience.v2.save.${g}.std`), game)).toMatch(/moves deal\b/);
});

test('export, then import into another browser: the histories merge; a bad file changes nothing and says why', async ({ openPage, referee, artifact }) => {
  // Device one wins a game and exports its history.
  const one = await nearWin(openPage, referee);
  await win(one.page, one.moves);
  const fileOne = JSON.stringify(await holding(one.page, 1));
  await openHistory(one.page);
  const [download] = await Promise.all([one.page.waitForEvent('download'), one.page.click('#history-export')]);
  expect(download.suggestedFilename()).toBe('patience-history.json');
  const chunks = [];
  for await (const c of await download.createReadStream()) chunks.push(c);
  const file = Buffer.concat(chunks).toString('utf8');
  expect(file).toBe(await storedText(one.page));
  expect(JSON.parse(file)).toEqual(JSON.parse(fileOne));

  // Device two abandons a game of its own, then imports the file: both games.
  const { page } = await openPage({ hash: '#game=falling-star&deal=12345' });
  await tap(page, 's');
  await abandon(page);
  const mine = (await holding(page, 1)).games[0];
  await openHistory(page);
  await page.setInputFiles('#history-load', { name: 'history.json', mimeType: 'application/json', buffer: Buffer.from(file) });
  await expect(page.locator('#history-message')).toHaveText('Game history imported: 1 game added to the ones this browser had.');
  const merged = await stored(page);
  expect(merged.games).toHaveLength(2);
  expect(merged.games).toContainEqual(mine);
  expect(merged.games).toContainEqual(JSON.parse(file).games[0]);
  expect(merged.games[0].ended).toBeGreaterThanOrEqual(merged.games[1].ended);
  await expect(page.locator('#history .history-game')).toHaveCount(2);
  // The same file again adds nothing.
  const after = await storedText(page);
  await page.setInputFiles('#history-load', { name: 'history.json', mimeType: 'application/json', buffer: Buffer.from(file) });
  await expect(page.locator('#history-message')).toHaveText(/0 games added/);
  expect(await storedText(page)).toBe(after);

  const won = JSON.parse(file).games[0];
  for (const [bad, why] of [
    ['this is not a file of ours', /^The file was not imported: this is not a game history of Patience\./],
    [file.slice(0, 60), /^The file was not imported: the file could not be read: /],
    ['{"format":"patience-stats","version":1,"games":{}}', /this is not a game history of Patience/],
    [file.replace('"version":1', '"version":9'), /history version 9, this page reads version 1/],
    [file.replace(`"moves":${won.moves}`, `"moves":${won.moves + 1}`), /game 1 \(klondike-familiar:std\) does not have the "moves" of its replay/],
  ]) {
    await page.setInputFiles('#history-load', { name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from(bad) });
    await expect(page.locator('#history-message')).toHaveText(why);
    await expect(page.locator('#history-message')).toContainText('Your game history is unchanged.');
    await expect(page.locator('#history-message')).toHaveClass(/error/);
    expect(await storedText(page)).toBe(after);
  }
  await expect(page.locator('#history .history-game')).toHaveCount(2);
  await page.mouse.move(0, 0);
  await page.screenshot({ path: artifact('history/import-refused-1280x800.png') });
});

test('the history panel fits every screen', async ({ openPage, referee, artifact }) => {
  // A history of a few games, made by play: a win, then two deals abandoned.
  const { page, moves } = await nearWin(openPage, referee);
  await win(page, moves);
  await holding(page, 1);
  for (let i = 0; i < 2; i++) {
    await abandon(page);
    await tap(page, 's');
  }
  await abandon(page);
  await holding(page, 3);
  const file = await storedText(page);

  for (const [width, height] of sizes) {
    const init = (text) => localStorage.setItem('patience.v2.history', text);
    const { page: p, context } = await openPage({ hash: '#game=fortress&deal=3', init: [init, file], viewport: { width, height } });
    await openHistory(p);
    await expect(p.locator('#history .history-game')).toHaveCount(3);
    expect(await p.locator('#history .sheet-body').evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    for (const b of await p.locator('#history button, #history .file-button').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON()))) {
      if (b.width === 0) continue; // out of view: scrolled to
      expect(b.x).toBeGreaterThanOrEqual(0);
      expect(b.x + b.width).toBeLessThanOrEqual(width + 0.5);
    }
    await p.mouse.move(0, 0); // no button under the pointer's hover
    await p.screenshot({ path: artifact(`history/panel-${width}x${height}.png`) });
    await context.close();
  }
});

test('a stored history that cannot be read is kept aside and starts afresh; a full storage keeps the game playing', async ({ openPage, referee }) => {
  const unreadable = () => localStorage.setItem('patience.v2.history', '{"format":"patience-history","version":1,"games":[{}]}');
  const { page, errors } = await openPage({ hash: '#game=falling-star&deal=12345', init: unreadable });
  await tap(page, 's');
  await abandon(page);
  // Polled on the game itself: the unreadable file holds one game too until the abandoned one replaces it.
  await expect.poll(async () => (await stored(page))?.games[0], { message: 'the abandoned game is recorded' })
    .toMatchObject({ game: 'falling-star:std', deal: 12345, won: false });
  expect((await stored(page)).games.length).toBe(1);
  await expect(page.locator('#notice-text')).toContainText('Your game history could not be read (the file could not be read: game 1 lacks');
  expect(await page.evaluate(() => localStorage.getItem('patience.v2.history.unreadable'))).toContain('"games":[{}]');

  // A storage that will not take the history: the game is won all the same, the player told once.
  const full = () => {
    const set = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
      if (key === 'patience.v2.history') throw new DOMException('full', 'QuotaExceededError');
      return set.call(this, key, value);
    };
  };
  const two = await nearWin(openPage, referee);
  await two.context.addInitScript(full);
  await two.page.reload();
  await two.page.waitForFunction(() => window.patience && window.patience.ready);
  await two.page.evaluate(() => window.patience.ready);
  await win(two.page, two.moves);
  await expect(two.page.locator('#notice-text')).toContainText('storage is full: your game history could not keep this game');
  expect(await storedText(two.page)).toBe(null);
  expect(errors).toEqual([]);
  expect(two.errors).toEqual([]);
});
