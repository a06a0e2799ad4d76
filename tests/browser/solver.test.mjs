// The solver in the page: its Web Worker fetched only after the first table, the Winnable mark agreeing with
// the CLI's `patience solve` and following the moves, Hint on the table and in words, "Where did I lose it?"
// rewinding by undos, New winnable deal, the daily deal, and a table that stays responsive while it searches.
import { atRest, drag, expect, info, openSettings, pauseClock, state, test, waitReady } from './fixtures.mjs';

const solve = (referee, game, deal, moves = []) =>
  JSON.parse(referee.run(['solve', game, String(deal), '--positions', '2000000'], moves.map((m) => m + '\n').join('')));

const mark = (page) => page.locator('#verdict');
const verdict = (page) => page.locator('#verdict .long'); // the words in full (a phone shows them shorter)
const solverSays = (page) => page.evaluate(() => window.patience.solver());
const sizes = [
  { name: '360x640', viewport: { width: 360, height: 640 } },
  { name: '390x844', viewport: { width: 390, height: 844 } },
  { name: '1920x1080', viewport: { width: 1920, height: 1080 } },
];

test('the solver\'s worker and wasm are fetched only after the first table is drawn', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const requests = [];
  context.on('requestfinished', (r) => requests.push({ url: r.url(), start: r.timing().startTime }));
  const page = await context.newPage();
  await page.goto('index.html#game=klondike&deal=2');
  await waitReady(page);
  await expect(verdict(page)).toHaveText('Winnable');
  const drawn = await page.evaluate(() =>
    performance.timeOrigin + performance.getEntriesByName('patience:table-drawn')[0].startTime);
  // The worker's script and the solver's wasm module (the page's small client module, solver.js, is not them).
  const solverFiles = requests.filter((r) => /\/solver_(worker|core)\./.test(new URL(r.url).pathname));
  const names = solverFiles.map((r) => new URL(r.url).pathname.split('/').pop());
  expect(names).toEqual(expect.arrayContaining(['solver_worker.js', 'solver_core.js', 'solver_core.wasm']));
  for (const r of solverFiles) expect(r.start, `${r.url} starts after the first table`).toBeGreaterThan(drawn);
  // Every solver file is stamped with the build's hash like the page's own files.
  for (const r of solverFiles) expect(r.url).toMatch(/\?v=[0-9a-f]{12}$/);
  // And the page's marks agree: the worker was asked for after the table was drawn.
  const order = await page.evaluate(() => ['patience:table-drawn', 'patience:solver-requested']
    .map((m) => performance.getEntriesByName(m)[0].startTime));
  expect(order[1]).toBeGreaterThanOrEqual(order[0]);
  await context.close();
});

test('the position is searched with memory by the device\'s: a thirty-second of it, 64 to 256 MB', async ({ openPage }) => {
  const { page } = await openPage({ hash: '#game=klondike&deal=2', viewport: { width: 390, height: 844 } });
  await expect(verdict(page)).toHaveText('Winnable');
  const gb = await page.evaluate(() => navigator.deviceMemory || 0);
  const said = await solverSays(page);
  expect(said.memory).toBe(Math.min(256, Math.max(64, 32 * gb)));
});

test('the Winnable mark says what patience solve says, and follows the moves', async ({ openPage, referee, artifact }) => {
  const { page, errors } = await openPage({ hash: '#game=fortress&deal=1', viewport: { width: 390, height: 844 } });
  expect(solve(referee, 'fortress', 1).result).toBe('win');
  await expect(verdict(page)).toHaveText('Winnable');
  await expect(mark(page)).toHaveAttribute('title', /face-down cards/);
  const played = ['t3>f1', 't6>f4'];
  for (const m of played) {
    const [from, to] = m.split('>');
    await drag(page, from, to);
  }
  expect(solve(referee, 'fortress', 1, played).result).toBe('win');
  await expect.poll(() => solverSays(page).then((s) => s && s.verdict)).toBe('win');
  await expect(verdict(page)).toHaveText('Winnable');
  // The third move loses the game: the mark says so, and offers to find where.
  await drag(page, 't9', 't8');
  expect(solve(referee, 'fortress', 1, [...played, 't9>t8']).result).toBe('loss');
  await expect(verdict(page)).toHaveText('Can\'t be won from here');
  await expect(page.locator('#rewind')).toBeVisible();
  await page.screenshot({ path: artifact('solver/lost-390x844.png') });
  expect(errors).toEqual([]);
});

test('Where did I lose it? undoes to the last winnable position, and Redo brings the moves back', async ({ openPage, referee }) => {
  const { page, errors } = await openPage({ hash: '#game=fortress&deal=1', viewport: { width: 1280, height: 800 } });
  const moves = ['t3>f1', 't6>f4', 't9>t8'];
  for (const m of moves) {
    const [from, to] = m.split('>');
    await drag(page, from, to);
  }
  const lost = await state(page);
  await expect(verdict(page)).toHaveText('Can\'t be won from here');
  await page.locator('#rewind').click();
  await expect(page.locator('#status')).toHaveText(/Went back 1 move to the last position that can still be won/);
  await atRest(page);
  expect((await state(page)).piles).toEqual(referee.state('fortress', 1, moves.slice(0, 2)).piles);
  await expect(verdict(page)).toHaveText('Winnable');
  await page.locator('#redo').click();
  await atRest(page);
  expect((await state(page)).piles).toEqual(lost.piles);
  await expect(verdict(page)).toHaveText('Can\'t be won from here');
  // The More menu offers it too.
  await page.locator('#more').click();
  await expect(page.locator('#menu-rewind')).toBeEnabled();
  await page.locator('#menu-rewind').click();
  await expect(page.locator('#status')).toHaveText(/Went back 1 move/);
  expect(errors).toEqual([]);
});

// On one page resized to each screen: the hint is drawn on each one's table; what the hint is, and that the CLI
// finds it legal and winning, does not depend on the screen and is checked once.
const resize = async (page, viewport) => {
  await page.setViewportSize(viewport);
  await page.waitForFunction((w) => document.getElementById('canvas').width === w, viewport.width);
  await atRest(page);
};

for (const size of sizes) {
  test(`Hint shows the next move of a winning line on the table and in words (${size.name})`, async ({ openPage, referee, artifact }) => {
    const { page, errors } = await openPage({ hash: '#game=klondike&deal=2', viewport: size.viewport });
    await expect(verdict(page)).toHaveText('Winnable');
    await atRest(page); // the deal has been dealt
    await page.screenshot({ path: artifact(`solver/mark-${size.name}.png`) });
    const canvas = page.locator('#canvas');
    const before = await canvas.screenshot();
    await page.keyboard.press('h');
    const said = await solverSays(page);
    await expect(page.locator('#status')).toHaveText(`Hint: ${said.words}.`);
    await atRest(page);
    // Polled: under load the canvas can reach the screenshot a frame after the page is at rest.
    await expect.poll(async () => (await canvas.screenshot()).equals(before), { message: 'the hint is drawn on the table' })
      .toBe(false);
    await page.screenshot({ path: artifact(`solver/hint-${size.name}.png`) });
    // The hinted move is legal and keeps the game winnable, says the CLI.
    const legal = referee.moves('klondike', 2);
    expect(legal).toContain(said.move);
    expect(solve(referee, 'klondike', 2, [said.move]).result).toBe('win');
    // The next input takes the hint away: a press on the felt far from the cards.
    const box = await canvas.boundingBox();
    await page.mouse.click(box.x + box.width - 3, box.y + box.height - 3);
    await atRest(page);
    await expect.poll(async () => (await canvas.screenshot()).equals(before), { message: 'the hint goes at the next input' })
      .toBe(true);
    expect(errors).toEqual([]);
  });
}

test('a deal lost from the start says so, with nothing to go back to until a move is made', async ({ openPage, referee, artifact }) => {
  // Falling Star deal 1: its reserve's cards cannot all share the foundations, so it is lost as dealt.
  expect(solve(referee, 'falling-star', 1).result).toBe('loss');
  const { page, errors } = await openPage({ hash: '#game=falling-star&deal=1', viewport: { width: 390, height: 844 } });
  await expect(verdict(page)).toHaveText('Can\'t be won from here');
  await expect(page.locator('#rewind')).toBeHidden();
  await expect(page.locator('#menu-rewind')).toBeDisabled();
  for (const size of sizes) {
    await page.setViewportSize(size.viewport);
    await atRest(page);
    await page.screenshot({ path: artifact(`solver/lost-from-start-${size.name}.png`) });
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await atRest(page);
  const move = referee.moves('falling-star', 1).find((m) => /^[a-z]+\d*>t\d+$/.test(m));
  const [from, to] = move.split('>');
  await drag(page, from, to);
  await expect(page.locator('#rewind')).toBeVisible();
  await page.locator('#rewind').click();
  await expect(page.locator('#status')).toHaveText(/can't be won even from its start/);
  expect((await info(page)).moves).toBe(1);
  expect(errors).toEqual([]);
});

test('Hint while the solver is still thinking says so, then shows the hint', async ({ openPage, referee }) => {
  // On Playwright's clock the search, which starts 250 ms after the table changes, waits for the test.
  const { page } = await openPage({ hash: '#game=klondike&deal=2', clock: true });
  await pauseClock(page);
  // Another deal by its link, then deal 2 again: each change starts a search 250 ms later, on the paused clock.
  await page.evaluate(() => { location.hash = 'game=klondike&deal=3'; });
  await expect.poll(() => info(page).then((i) => i.deal)).toBe(3);
  await page.evaluate(() => { location.hash = 'game=klondike&deal=2'; });
  await expect.poll(() => info(page).then((i) => i.deal)).toBe(2);
  await page.keyboard.press('h');
  await expect(page.locator('#status')).toHaveText(/^Still thinking/);
  await page.clock.runFor(300);
  await expect(page.locator('#status')).toHaveText(/^Hint: /);
  const said = await solverSays(page);
  expect(solve(referee, 'klondike', 2, [said.move]).result).toBe('win');
});

test('New winnable deal opens a numbered deal that patience solve proves winnable, and says its difficulty', async ({ openPage, referee }) => {
  const { page, errors } = await openPage({ hash: '#game=klondike&deal=2', viewport: { width: 390, height: 844 } });
  await expect(verdict(page)).toHaveText('Winnable');
  await page.locator('#more').click();
  await page.locator('#menu-winnable').click();
  await expect(page.locator('#notice-text')).toHaveText(/Klondike #\d+: winnable, (Easy|Medium|Hard)/, { timeout: 30_000 });
  const now = await info(page);
  expect(now.deal).not.toBe(2);
  expect(await page.evaluate(() => location.hash)).toBe(`#game=klondike&deal=${now.deal}`);
  expect(solve(referee, 'klondike', now.deal).result).toBe('win');
  await expect(verdict(page)).toHaveText('Winnable');
  expect(errors).toEqual([]);
});

test('New winnable deal can be cancelled, and the game on the table stays', async ({ openPage }) => {
  // The search starts from a random deal number, fixed here at 541: General's Patience's next deal the solver
  // proves winnable is deal 639, 98 deals and over 3,000,000 positions on (`.ci/survey --first 541
  // --positions 100000 generals-patience`), so the search is still under way when Cancel is pressed.
  const fixRandom = (value) => { crypto.getRandomValues = (array) => array.fill(value); };
  const { page } = await openPage({ hash: '#game=generals-patience&deal=1', init: [fixRandom, 540] });
  await page.locator('#more').click();
  await page.locator('#menu-winnable').click();
  await expect(page.locator('#overlay-title')).toHaveText(/A winnable deal of/);
  await expect(page.locator('#overlay-text')).toHaveText(/deals? tried so far/);
  await page.locator('#overlay-actions button', { hasText: 'Cancel' }).click();
  await expect(page.locator('#overlay')).toBeHidden();
  expect((await info(page)).deal).toBe(1);
});

test('the table stays responsive while the solver searches: a drag completes and frames are drawn', async ({ openPage, referee, artifact }) => {
  // Falling Star deal 13: the solver cannot decide it quickly, so it is still searching during the drag.
  const { page, errors } = await openPage({ hash: '#game=falling-star&deal=13', viewport: { width: 360, height: 640 } });
  await expect(mark(page)).toHaveAttribute('data-verdict', 'searching');
  await expect(page.locator('#verdict .short')).toHaveText('Thinking…'); // not "Not sure yet": it has not given up
  await page.screenshot({ path: artifact('solver/thinking-360x640.png') });
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('patience:solver-requested').length)).toBe(1);
  const move = referee.moves('falling-star', 13).find((m) => /^[a-z]+\d*>t\d+$/.test(m));
  const [from, to] = move.split('>');
  const drawnBefore = (await page.evaluate(() => window.patience.frames())).drawn;
  const started = Date.now();
  await drag(page, from, to);
  const took = Date.now() - started;
  expect((await state(page)).piles).toEqual(referee.state('falling-star', 13, [move]).piles);
  expect((await page.evaluate(() => window.patience.frames())).drawn).toBeGreaterThan(drawnBefore + 3);
  expect(took, 'the drag never waits for the solver').toBeLessThan(5000);
  await expect(mark(page)).toHaveAttribute('data-verdict', 'searching');
  expect(errors).toEqual([]);
});

// A date as the page writes it in English (Intl's medium style).
const dateText = (date) => new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(`${date}T12:00:00`));

test('the daily deal: the same deal twice on a date, another on another date', async ({ openPage }) => {
  const daily = async (date) => {
    const { page, context } = await openPage({ hash: '#game=klondike&deal=5' });
    await page.clock.setFixedTime(new Date(`${date}T12:00:00`));
    await page.locator('#games').click();
    await page.locator('.game[data-game="thumb-and-pouch"] .daily').click();
    await expect(page.locator('#notice-text')).toHaveText(new RegExp(`The deal of ${dateText(date)}: Thumb and Pouch #\\d+`), { timeout: 30_000 });
    const { game, deal } = await info(page);
    expect(game).toBe('thumb-and-pouch');
    await context.close();
    return deal;
  };
  const first = await daily('2026-03-01');
  expect(await daily('2026-03-01')).toBe(first);
  expect(await daily('2026-03-02')).not.toBe(first);
});

test('the rules help says the solver sees the face-down cards and how difficulty is measured; H is Hint, ? the rules', async ({ openPage }) => {
  const { page } = await openPage({ hash: '#game=klondike&deal=2' });
  await page.keyboard.press('?');
  const help = page.locator('#help');
  await expect(help).toBeVisible();
  const solverSection = help.locator('#help-sections section', { has: page.locator('h3', { hasText: 'Solver' }) });
  await expect(solverSection).toContainText('sees the face-down cards');
  await expect(solverSection).toContainText(/Easy up to [\d,]+, Medium up to [\d,]+, Hard beyond/);
  await expect(help.locator('.keys').first()).toContainText('HHint: the next move of a winning line');
  await page.keyboard.press('Escape');
  await page.keyboard.press('h');
  await expect(help).toBeHidden();
  await expect(page.locator('#status')).toHaveText(/^(Hint:|Still thinking)/);
});

test('a won daily deal is recorded under patience.v2.daily-wins as "YYYY-MM-DD game:ruleset"', async ({ openPage, referee }) => {
  const { page } = await openPage({ hash: '#game=klondike&deal=5' });
  await page.clock.setFixedTime(new Date('2026-03-01T12:00:00'));
  await page.locator('#games').click();
  await page.locator('.game[data-game="thumb-and-pouch"] .daily').click();
  await expect(page.locator('#notice-text')).toHaveText(/The deal of Mar 1, 2026: Thumb and Pouch #\d+, winnable/, { timeout: 30_000 });
  const { deal } = await info(page);
  // The whole winning line, its last move undone: the game one Redo from the win, as a save of it says.
  const line = solve(referee, 'thumb-and-pouch', deal).moves;
  const save = `patience-save 1\ngame thumb-and-pouch std\ndeal ${deal} 1\nmoves ${line.join(' ')}\nundone 1\n`;
  await page.evaluate((text) => localStorage.setItem('patience.v2.save.thumb-and-pouch.std', text), save);
  await page.reload();
  await waitReady(page);
  expect((await info(page)).moves).toBe(line.length - 1);
  expect(await page.evaluate(() => localStorage.getItem('patience.v2.daily-wins'))).toBeNull();
  await page.locator('#redo').click();
  await expect.poll(() => info(page).then((i) => i.won)).toBe(true);
  expect(JSON.parse(await page.evaluate(() => localStorage.getItem('patience.v2.daily-wins'))))
    .toEqual(['2026-03-01 thumb-and-pouch:std']);
});

// On one page resized to each screen: the entries show on each; the settings' switch and the lost mark do not
// depend on the screen and are played once, the mark then shown on each screen.
test('every screen shows the solver\'s entries: chooser\'s Daily, More menu, the lost mark', async ({ openPage, artifact }) => {
  const { page } = await openPage({ hash: '#game=fortress&deal=1', viewport: sizes[0].viewport });
  for (const size of sizes) {
    await resize(page, size.viewport);
    await page.locator('#games').click();
    const daily = page.locator('.game[data-game="fortress"] .daily');
    await daily.scrollIntoViewIfNeeded();
    await expect(daily, `Daily in the chooser (${size.name})`).toBeVisible();
    await page.screenshot({ path: artifact(`solver/chooser-${size.name}.png`) });
    await page.keyboard.press('Escape');
    await page.locator('#more').click();
    await expect(page.locator('#menu-winnable'), `New winnable deal in More (${size.name})`).toBeVisible();
    await page.screenshot({ path: artifact(`solver/menu-${size.name}.png`) });
    await page.keyboard.press('Escape');
  }
  await resize(page, sizes[0].viewport);
  // The settings' switch hides the mark, and the choice is remembered.
  await openSettings(page);
  await expect(page.locator('#show-verdict')).toBeChecked();
  await page.locator('#show-verdict').click();
  await page.keyboard.press('Escape');
  await expect(mark(page)).toBeHidden();
  await page.reload();
  await waitReady(page);
  await expect(mark(page)).toBeHidden();
  await openSettings(page);
  await page.locator('#show-verdict').click();
  await page.keyboard.press('Escape');
  for (const m of ['t3>f1', 't6>f4', 't9>t8']) {
    const [from, to] = m.split('>');
    await drag(page, from, to);
  }
  await expect(verdict(page)).toHaveText('Can\'t be won from here');
  for (const size of sizes) {
    await resize(page, size.viewport);
    await expect(page.locator('#rewind'), `Where did I lose it? (${size.name})`).toBeVisible();
    await page.screenshot({ path: artifact(`solver/lost-${size.name}.png`) });
  }
});

test('the solver stops while the tab is hidden and goes on when it is shown', async ({ openPage }) => {
  // Falling Star deal 13 keeps the solver searching (posting progress) for many seconds.
  const { page } = await openPage({ hash: '#game=falling-star&deal=13' });
  const stats = () => page.evaluate(() => window.patience.solverWorker.stats());
  await expect.poll(() => stats().then((s) => s.progress)).toBeGreaterThan(2);
  const visibility = (hidden) => page.evaluate((h) => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => h });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (h ? 'hidden' : 'visible') });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
  await visibility(true);
  await expect.poll(() => stats().then((s) => s.state)).toBe('paused');
  // Progress already on its way may still arrive; after one round trip through the worker's messages, none.
  await page.evaluate(() => window.patience.solverWorker.ping());
  const hidden = (await stats()).progress;
  // Forty round trips through the worker's queue: a running search would post progress between them.
  await page.evaluate(async () => { for (let i = 0; i < 40; i++) await window.patience.solverWorker.ping(); });
  expect((await stats()).progress, 'no search while hidden').toBe(hidden);
  await expect(page.locator('#verdict')).toHaveAttribute('data-verdict', 'searching');
  await visibility(false);
  await expect.poll(() => stats().then((s) => s.state)).toBe('running');
  await expect.poll(() => stats().then((s) => s.progress)).toBeGreaterThan(hidden);
});
