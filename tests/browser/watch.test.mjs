// "Show me how": the solver's winning line played in the replay viewer from the position on the table (the
// line wins, Close brings the player's game back as it was, and watching counts nothing in the statistics);
// from the last winnable position when the position is lost; from the deal after a win, whose panel names the
// solver's par.
import { atRest, drag, expect, nearlyWon, state, test } from './fixtures.mjs';

const sizes = [
  { name: '360x640', viewport: { width: 360, height: 640 } },
  { name: '390x844', viewport: { width: 390, height: 844 } },
  { name: '1920x1080', viewport: { width: 1920, height: 1080 } },
];
const verdict = (page) => page.locator('#verdict .long');
const position = (page) => page.locator('#viewer-position');
const stats = (page) => page.evaluate(() => localStorage.getItem('patience.v2.stats'));

async function playMoves(page, moves) {
  for (const m of moves) {
    const [from, to] = m.split('>');
    await drag(page, from, to);
  }
}

async function showMeHow(page) {
  await page.locator('#more').click();
  await page.locator('#menu-show-how').click();
}

// Forward until the viewer is at the end of the line (clicked in the page: a line is a hundred moves).
async function toTheEnd(page) {
  await page.evaluate(() => {
    const forward = document.getElementById('viewer-forward');
    while (!forward.disabled) forward.click();
  });
  await atRest(page);
}

for (const size of sizes) {
  test(`Show me how plays a winning line from the position on the table; Close brings the game back (${size.name})`, async ({ openPage, referee, artifact }) => {
    const { page, errors } = await openPage({ hash: '#game=fortress&deal=1', viewport: size.viewport });
    const played = ['t3>f1', 't6>f4'];
    await playMoves(page, played);
    await expect(verdict(page)).toHaveText('Winnable');
    const mine = await state(page);
    const counted = await stats(page);
    await showMeHow(page);
    await expect(page.locator('#viewer')).toBeVisible();
    await expect(position(page)).toHaveText(/^Winning line: move 2 of \d+$/);
    await atRest(page);
    expect((await state(page)).piles, 'the line starts from the position on the table').toEqual(mine.piles);
    await page.screenshot({ path: artifact(`watch/line-${size.name}.png`) });
    const total = Number((await position(page).textContent()).match(/of (\d+)/)[1]);
    expect(total).toBeGreaterThan(played.length);
    // The line has its two-move shortcuts taken: with one-move shortcuts alone it runs to 899 moves.
    expect(total - played.length).toBeLessThan(500);
    // Each step is one move of the line, and the line wins.
    await page.locator('#viewer-forward').click();
    await expect(position(page)).toHaveText(`Winning line: move 3 of ${total}`);
    await toTheEnd(page);
    await expect(position(page)).toHaveText(`Winning line: move ${total} of ${total}`);
    expect((await state(page)).won).toBe(true);
    await expect(page.locator('#overlay')).toBeHidden(); // the solver's win is not the player's
    await page.screenshot({ path: artifact(`watch/line-won-${size.name}.png`) });
    await page.locator('#viewer-close').click();
    await atRest(page);
    await expect(page.locator('#viewer')).toBeHidden();
    const back = await state(page);
    expect(back.piles).toEqual(mine.piles);
    expect(back.moves).toBe(played.length);
    expect((await state(page)).piles).toEqual(referee.state('fortress', 1, played).piles);
    expect(await stats(page), 'watching counts nothing in the statistics').toBe(counted);
    // The game is the player's again: it plays and is saved.
    await expect(verdict(page)).toHaveText('Winnable');
    expect(errors).toEqual([]);
  });
}

test('Show me how on a lost position plays the line from the last position that can be won', async ({ openPage, referee, artifact }) => {
  const { page, errors } = await openPage({ hash: '#game=fortress&deal=1', viewport: { width: 390, height: 844 } });
  const moves = ['t3>f1', 't6>f4', 't9>t8'];
  await playMoves(page, moves);
  await expect(verdict(page)).toHaveText('Can\'t be won from here');
  await showMeHow(page);
  await expect(position(page)).toHaveText(/^Winning line: move 2 of \d+$/, { timeout: 30_000 });
  await atRest(page);
  expect((await state(page)).piles).toEqual(referee.state('fortress', 1, moves.slice(0, 2)).piles);
  await page.screenshot({ path: artifact('watch/lost-390x844.png') });
  await toTheEnd(page);
  expect((await state(page)).won).toBe(true);
  await page.locator('#viewer-close').click();
  await atRest(page);
  expect((await state(page)).piles).toEqual(referee.state('fortress', 1, moves).piles);
  expect(errors).toEqual([]);
});

for (const size of sizes) {
  test(`the No moves left panel offers Show me how: the line from the last position that can be won (${size.name})`, async ({ openPage, referee, artifact }) => {
    const { page, errors } = await openPage({ hash: '#game=fortress&deal=17', viewport: size.viewport });
    const moves = ['t7>t10', 't8>t5', 't6>t1', 't8>t10']; // then no card can move, says the CLI
    expect(referee.moves('fortress', 17, moves)).toEqual([]);
    await playMoves(page, moves);
    await expect(page.locator('#overlay-title')).toHaveText('No moves left');
    await page.screenshot({ path: artifact(`watch/over-${size.name}.png`) });
    await page.locator('#overlay-actions button', { hasText: 'Show me how' }).click();
    await expect(position(page)).toHaveText(/^Winning line: move [0-3] of \d+$/, { timeout: 30_000 });
    await atRest(page);
    const from = Number((await position(page).textContent()).match(/move (\d+)/)[1]);
    expect((await state(page)).piles).toEqual(referee.state('fortress', 17, moves.slice(0, from)).piles);
    await toTheEnd(page);
    expect((await state(page)).won).toBe(true);
    await page.locator('#viewer-close').click();
    await atRest(page);
    expect((await state(page)).piles).toEqual(referee.state('fortress', 17, moves).piles);
    expect(errors).toEqual([]);
  });
}

for (const size of sizes) {
  test(`after a win the panel names the solver's par, and Show me how plays its line from the deal (${size.name})`, async ({ openPage, referee, artifact }) => {
    const game = 'fortress', deal = 1;
    const { page, errors, moves } = await nearlyWon(openPage, referee, game, deal, { viewport: size.viewport });
    await playMoves(page, moves.slice(-1));
    await expect(page.locator('#overlay-title')).toHaveText('You won!', { timeout: 20_000 });
    await expect(page.locator('#overlay-text')).toContainText(/Par: \d+ moves \(the solver's winning line\)/);
    const par = Number((await page.locator('#overlay-text').textContent()).match(/Par: (\d+) moves/)[1]);
    await page.screenshot({ path: artifact(`watch/won-par-${size.name}.png`) });
    const counted = await stats(page);
    await page.locator('#overlay-actions button', { hasText: 'Show me how' }).click();
    await expect(position(page)).toHaveText(`Winning line: move 0 of ${par}`);
    await toTheEnd(page);
    expect((await state(page)).won).toBe(true);
    await page.locator('#viewer-close').click();
    await atRest(page);
    expect((await state(page)).moves).toBe(moves.length);
    expect((await state(page)).won).toBe(true);
    expect(await stats(page)).toBe(counted);
    expect(errors).toEqual([]);
  });
}
