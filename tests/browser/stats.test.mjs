// The end of a game and the statistics: a real win (the solver's line played by pointer) shows the cascade,
// then the panel, and counts; reduced motion skips the cascade; an abandoned game breaks the streak; the
// statistics export and import back, a bad file changes nothing and says why; a new deal or another game
// can be undone; the chooser marks games in progress.
import { atRest, expect, info, nearlyWon, pauseClock, rects, state, tap, test, waitReady } from './fixtures.mjs';

const sizes = [[360, 640], [390, 844], [844, 390], [1920, 1080]];
const game = 'klondike-familiar', deal = 1;

const centre = (r) => ({ x: r.x + r.w / 2, y: r.y + r.h / 2 });

// One move of the CLI's text, by real pointer input: a tap on the stock to deal or redeal, else a drag of
// the moving cards (the lowest of them) onto the target pile.
async function play(page, move) {
  if (move === 'deal' || move === 'redeal') return tap(page, 's');
  const [, from, count = '1', to] = move.match(/^([a-z]+\d*)(?::(\d+))?>([a-z]+\d*)$/);
  const s = await state(page);
  const pile = (id) => {
    const kind = { s: 'stock', w: 'waste', r: 'reserve' }[id];
    if (kind) return s.piles[kind];
    return s.piles[{ f: 'foundations', t: 'tableau', c: 'cells' }[id[0]]][Number(id.slice(1)) - 1];
  };
  const r = await rects(page);
  const index = pile(from).length - Number(count);
  const card = r.cards.find((c) => c.pile === from && c.index === index);
  if (!card) throw new Error(`${move}: card ${index} of ${from} not shown`);
  const top = r.cards.filter((c) => c.pile === to).sort((a, b) => b.index - a.index)[0];
  // Grab the card by its visible strip (its top edge), drop it on the target's top card or area.
  const a = { x: card.x + card.w / 2, y: card.y + Math.min(8, card.h / 2) };
  const b = centre(top ?? r.piles[to]);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  for (let i = 1; i <= 3; i++) await page.mouse.move(a.x + ((b.x - a.x) * i) / 3, a.y + ((b.y - a.y) * i) / 3);
  await page.mouse.up();
  await atRest(page);
}

// The page opened one move from a win (fixtures.mjs), with the line's last move.
async function nearWin(openPage, referee, options = {}) {
  const opened = await nearlyWon(openPage, referee, game, deal, options);
  return { ...opened, last: opened.moves[opened.moves.length - 1] };
}

const stored = (page) => page.evaluate(() => JSON.parse(localStorage.getItem('patience.v2.stats') ?? 'null'));

test('a real win: the solver\'s line played by pointer, the cascade, then the panel; the win counts', async ({ openPage, referee, artifact }) => {
  test.setTimeout(240_000);
  // Animation none: the line's hundred-odd moves land at once rather than each gliding for a quarter of a
  // second (the glides have their own tests, in motion and settings); the cascade is not a glide and still flies.
  const { page } = await openPage({
    hash: `#game=${game}&deal=${deal}`, viewport: { width: 390, height: 844 }, motion: true,
    init: () => localStorage.setItem('patience.v2.setting.animation', 'none'),
  });
  const { moves } = JSON.parse(referee.run(['solve', game, String(deal)]));
  for (const m of moves) await play(page, m);
  expect((await state(page)).won).toBe(true);
  expect((await state(page)).piles).toEqual(referee.state(game, deal, moves).piles);
  const panel = page.locator('#overlay');
  await expect(panel).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('#overlay-title')).toHaveText('You won!');
  await expect(page.locator('#overlay-text')).toContainText(`${moves.length} moves`);
  await expect(page.locator('#overlay-text')).toContainText('1 won of 1 played (100%), streak 1');
  const s = await stored(page);
  expect(s.games[`${game}:std`]).toMatchObject({ played: 1, won: 1, streak: 1, bestStreak: 1, fewestMoves: moves.length });
  await page.screenshot({ path: artifact('stats/won-after-cascade-390x844.png') });
});

// On Playwright's clock: a second after the winning move the cards are flying and the panel waits; once
// they have all flown, the panel.
test('a win\'s cascade flies the cards off the table, then the panel shows', async ({ openPage, referee, artifact }) => {
  for (const [width, height] of [[1920, 1080], [390, 844]]) {
    const { page, context, last } = await nearWin(openPage, referee, { viewport: { width, height }, clock: true, motion: true });
    await pauseClock(page);
    const [, from, to] = last.match(/^([a-z]+\d*)>([a-z]+\d*)$/);
    const r = await rects(page);
    const card = r.cards.filter((c) => c.pile === from).sort((a, b) => b.index - a.index)[0];
    const target = r.piles[to];
    await page.mouse.move(card.x + card.w / 2, card.y + card.h / 2);
    await page.mouse.down();
    for (let i = 1; i <= 4; i++) {
      await page.mouse.move(card.x + card.w / 2 + ((target.x - card.x) * i) / 4, card.y + card.h / 2 + ((target.y - card.y) * i) / 4);
    }
    await page.mouse.up();
    await page.clock.runFor(1500);
    expect((await info(page)).celebrating).toBe(true);
    await expect(page.locator('#overlay')).toBeHidden();
    const drawn = await page.evaluate(() => window.patience.frames().drawn);
    await page.screenshot({ path: artifact(`stats/cascade-${width}x${height}.png`) });
    // The cascade lasts some 4 s of the page's time: run it on in steps until the panel shows.
    await expect.poll(async () => {
      await page.clock.runFor(500);
      return page.locator('#overlay').isVisible();
    }, { timeout: 30_000, message: 'the panel shows once the cascade is over' }).toBe(true);
    expect((await info(page)).celebrating).toBe(false);
    expect(await page.evaluate(() => window.patience.frames().drawn), 'the cascade was drawn frame by frame').toBeGreaterThan(drawn + 30);
    await context.close();
  }
});

test('with reduced motion there is no cascade, only the panel; the panel and the statistics fit every screen', async ({ openPage, referee, artifact }) => {
  for (const [width, height] of sizes) {
    const { page, context, last } = await nearWin(openPage, referee, { viewport: { width, height }, motion: true });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await play(page, last);
    expect((await info(page)).celebrating).toBe(false);
    await expect(page.locator('#overlay')).toBeVisible();
    await expect(page.locator('#overlay-text')).toContainText('score 52/52 home');
    const actions = page.locator('#overlay-actions button');
    await expect(actions).toHaveText(['New deal', 'Show me how', 'Winnable deal', 'Challenge a friend', 'Play this deal again', 'Statistics', 'Close']);
    for (const b of await actions.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON()))) {
      expect(b.x).toBeGreaterThanOrEqual(0);
      expect(b.x + b.width).toBeLessThanOrEqual(width + 0.5);
    }
    await page.screenshot({ path: artifact(`stats/won-${width}x${height}.png`) });
    await page.locator('#overlay').getByRole('button', { name: 'Statistics' }).click();
    const panel = page.locator('#stats');
    await expect(panel).toBeVisible();
    const entry = panel.locator(`.stats-game[data-key="${game}:std"]`);
    await expect(entry.locator('h3')).toHaveText('Klondike Familiar');
    await expect(entry.locator('.figure')).toHaveText([
      /^1played/, /^1won/, /^100%win rate/, /^1streak/, /^1best streak/, /^52\/52 homebest score/, /fewest moves/, /fastest win/,
    ]);
    expect(await panel.locator('.sheet-body').evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    await page.screenshot({ path: artifact(`stats/panel-${width}x${height}.png`) });
    await context.close();
  }
});

test('Play this deal again starts the deal afresh; an abandoned game breaks the streak', async ({ openPage, referee }) => {
  const { page, last } = await nearWin(openPage, referee);
  await play(page, last);
  await page.locator('#overlay').getByRole('button', { name: 'Play this deal again' }).click();
  expect((await info(page))).toMatchObject({ deal, moves: 0, won: false });
  expect((await stored(page)).games[`${game}:std`]).toMatchObject({ played: 1, won: 1, streak: 1 });
  // A move makes it a game played; a new deal abandons it.
  await tap(page, 's');
  expect((await stored(page)).games[`${game}:std`]).toMatchObject({ played: 2, won: 1, streak: 1 });
  await page.click('#new');
  await page.locator('#overlay').getByRole('button', { name: 'New deal' }).click();
  expect((await stored(page)).games[`${game}:std`]).toMatchObject({ played: 2, won: 1, streak: 0, bestStreak: 1 });
  await page.keyboard.press('t');
  await expect(page.locator(`.stats-game[data-key="${game}:std"] .figure`).nth(2)).toHaveText(/^50%/);
});

test('statistics export to a file and import back; a bad file changes nothing and says why', async ({ openPage, referee }) => {
  const { page, last } = await nearWin(openPage, referee);
  await play(page, last);
  await page.locator('#overlay').getByRole('button', { name: 'Close' }).click();
  const before = await page.evaluate(() => localStorage.getItem('patience.v2.stats'));
  await page.keyboard.press('t');
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#stats-export')]);
  expect(download.suggestedFilename()).toBe('patience-statistics.json');
  const chunks = [];
  for await (const c of await download.createReadStream()) chunks.push(c);
  const file = Buffer.concat(chunks).toString('utf8');
  expect(file).toBe(before);
  expect(JSON.parse(file)).toMatchObject({ format: 'patience-stats', version: 1 });

  // Statistics lost (another browser): the file brings them back.
  await page.evaluate(() => localStorage.removeItem('patience.v2.stats'));
  await page.keyboard.press('Escape');
  await page.keyboard.press('t');
  await expect(page.locator('#stats-list')).toContainText('No game played yet');
  await page.setInputFiles('#stats-load', { name: 'stats.json', mimeType: 'application/json', buffer: Buffer.from(file) });
  await expect(page.locator('#stats-message')).toHaveText(/Statistics imported/);
  expect(await page.evaluate(() => localStorage.getItem('patience.v2.stats'))).toBe(before);
  await expect(page.locator(`.stats-game[data-key="${game}:std"]`)).toBeVisible();

  for (const [bad, why] of [
    ['this is not a file of ours', /not a statistics file of Patience/],
    [file.replace('"version":1', '"version":9'), /version 9, this page reads version 1/],
    [file.replace('"won":1', '"won":5'), /do not add up \(more games won than played\)/],
  ]) {
    await page.setInputFiles('#stats-load', { name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from(bad) });
    await expect(page.locator('#stats-message')).toHaveText(why);
    await expect(page.locator('#stats-message')).toContainText('Your statistics are unchanged.');
    expect(await page.evaluate(() => localStorage.getItem('patience.v2.stats'))).toBe(before);
  }
});

test('a new deal and another game can be undone; the chooser marks the games in progress', async ({ openPage, artifact }) => {
  const { page } = await openPage({ hash: '#game=falling-star&deal=12345', viewport: { width: 390, height: 844 } });
  await tap(page, 's');
  const played = await state(page);
  await page.click('#new');
  await page.locator('#overlay').getByRole('button', { name: 'New deal' }).click();
  expect((await info(page)).deal).not.toBe(12345);
  const back = page.locator('#notice-action');
  await expect(back).toHaveText('Back to the last game');
  await page.screenshot({ path: artifact('stats/back-390x844.png') });
  await back.click();
  await atRest(page);
  expect((await state(page)).piles).toEqual(played.piles);
  expect((await info(page)).deal).toBe(12345);

  // Another game: the one left behind is in progress in the chooser, and one click brings it back.
  await page.keyboard.press('g');
  // A game with a stock: its new deal always has a move, so no "No moves left" panel can take the keys.
  await page.locator('#chooser .game[data-game="klondike-strict"] .pick').click();
  expect((await info(page)).game).toBe('klondike-strict');
  await atRest(page); // the game left behind is saved and counted before the chooser reads it
  await page.keyboard.press('g');
  await expect(page.locator('#chooser')).toBeVisible();
  const fallingStar = page.locator('#chooser .game[data-game="falling-star"]');
  await expect(fallingStar.locator('.mark.progress')).toHaveText('in progress');
  await expect(page.locator('#chooser .game[data-game="terrace"] .mark.progress')).toHaveCount(0);
  await page.screenshot({ path: artifact('stats/chooser-in-progress-390x844.png') });
  await page.keyboard.press('Escape');
  await page.locator('#notice-action').click();
  expect((await info(page)).game).toBe('falling-star');
  expect((await state(page)).piles).toEqual(played.piles);
});

test('the statistics mark the daily deals won', async ({ openPage, artifact }) => {
  const init = () => localStorage.setItem('patience.v2.daily-wins', JSON.stringify(['2026-11-20 klondike-familiar:std', '2026-11-21 fortress:std']));
  const { page } = await openPage({ hash: '#game=fortress&deal=3', init, viewport: { width: 360, height: 640 } });
  await page.keyboard.press('t');
  const days = page.locator('#stats-daily li');
  await expect(days).toHaveText([/★ won.*Nov 21, 2026 · Fortress/, /★ won.*Nov 20, 2026 · Klondike Familiar/]);
  await page.screenshot({ path: artifact('stats/daily-360x640.png') });
});
