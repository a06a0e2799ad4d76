// The game chooser, the rules switch and the rules help: every game listed by family, choosing one opens it
// (or its game in progress), the last game reopens, the rules switch changes the link and the table, and
// every ruleset's help is in the page with its source and provisional mark.
import { atRest, expect, info, referee, state, tap, test, waitReady } from './fixtures.mjs';

const rulesets = referee.games();
const hashParams = (page) => Object.fromEntries(new URLSearchParams(new URL(page.url()).hash.slice(1)));
const chooser = (page) => page.locator('#chooser');
const gameEntry = (page, id) => page.locator(`#chooser li.game[data-game="${id}"]`);

test('the chooser lists every game by family with its description and difficulty', async ({ openPage }) => {
  const { page, errors } = await openPage({ hash: '#game=falling-star&deal=12345' });
  await page.click('#games');
  await expect(chooser(page)).toBeVisible();
  expect(await page.locator('#chooser .family h3').allTextContents()).toEqual(['Klondike', 'Terrace', 'Fortress']); // Klondike Familiar, the game most know, first
  const ids = [...new Set(rulesets.map((r) => r.id))];
  expect(await page.locator('#chooser li.game').evaluateAll((lis) => lis.map((li) => li.dataset.game))).toEqual(ids);
  for (const id of ids) {
    const entry = gameEntry(page, id);
    const first = rulesets.find((r) => r.id === id); // the default ruleset is listed first
    expect(await entry.locator('.name').textContent()).toMatch(new RegExp(`^${first.name.replace(/'/g, '.')}`));
    expect((await entry.locator('.summary').textContent()).length, `${id}: a description`).toBeGreaterThan(10);
    expect((await entry.locator('.difficulty').textContent()).length, `${id}: a difficulty`).toBeGreaterThan(3);
  }
  // The two games with two sources' rules have the switch; the game on the table is marked.
  expect(await page.locator('#chooser .rules-switch').evaluateAll((s) => s.map((e) => e.closest('li').dataset.game)))
    .toEqual(['falling-star', 'blondes-and-brunettes']);
  expect(await gameEntry(page, 'falling-star').locator('.pick').getAttribute('aria-current')).toMatch(/true/);
  await expect(gameEntry(page, 'klondike-easy').locator('.mark.provisional')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(chooser(page)).toBeHidden();
  // The title opens it too.
  await page.click('#title');
  await expect(chooser(page)).toBeVisible();
  expect(errors).toEqual([]);
});

test('choosing a game opens it; going back resumes the game in progress; the last game reopens', async ({ openPage }) => {
  const { page } = await openPage({ hash: '#game=falling-star&deal=12345' });
  await tap(page, 's');
  const fallingStar = await state(page);

  await page.click('#games');
  // A game with a stock: its new deal always has a move, so no "No moves left" panel can take the keys.
  await gameEntry(page, 'klondike-strict').locator('.pick').click();
  await expect(chooser(page)).toBeHidden();
  const other = await info(page);
  expect(other.game).toBe('klondike-strict');
  expect(other.moves).toBe(0);
  expect(hashParams(page)).toEqual({ game: 'klondike-strict', deal: String(other.deal) });
  expect((await state(page)).piles).toEqual(referee.state('klondike-strict', other.deal).piles);

  await atRest(page);
  await page.keyboard.press('g');
  await expect(chooser(page)).toBeVisible();
  await gameEntry(page, 'falling-star').locator('.pick').click();
  expect(await state(page), 'the game in progress, history and all').toEqual(fallingStar);
  expect(hashParams(page)).toEqual({ game: 'falling-star', deal: '12345' });

  await page.keyboard.press('g');
  await gameEntry(page, 'klondike-strict').locator('.pick').click();
  expect((await info(page)).deal, 'the Klondike Strict deal was kept too').toBe(other.deal);

  // Without a link, the last game played comes back.
  await page.goto('index.html');
  await waitReady(page);
  expect((await info(page)).game).toBe('klondike-strict');
  expect((await info(page)).deal).toBe(other.deal);
});

test('the rules switch changes the link and the table, in the chooser and in the rules help', async ({ openPage }) => {
  const { page, errors } = await openPage({ hash: '#game=falling-star&deal=12345' });
  await tap(page, 's');
  const std = await state(page);

  await page.click('#games');
  const entry = gameEntry(page, 'falling-star');
  const stdSummary = await entry.locator('.summary').textContent();
  await entry.getByRole('radio', { name: /Aisleriot/ }).click();
  expect(await entry.locator('.summary').textContent()).not.toBe(stdSummary);
  expect(await entry.locator('.name').textContent()).toMatch(/^Falling Stars/);
  await entry.locator('.pick').click();
  const aisleriot = await info(page);
  expect(aisleriot.ruleset).toBe('aisleriot');
  expect(hashParams(page)).toEqual({ game: 'falling-star', deal: String(aisleriot.deal), rules: 'aisleriot' });
  expect((await state(page)).piles).toEqual(referee.state('falling-star:aisleriot', aisleriot.deal).piles);
  expect((await state(page)).piles.tableau.length, "Aisleriot's table has nine piles").toBe(9);

  // While playing: the rules help has the switch too, and follows the table.
  await page.click('#rules');
  const help = page.locator('#help');
  await expect(help).toBeVisible();
  expect(await page.locator('#help-title').textContent()).toMatch(/Falling Stars/);
  await help.getByRole('radio', { name: 'Solitaire Till Dawn' }).click();
  expect(await state(page), 'back to the Solitaire Till Dawn game in progress').toEqual(std);
  expect(hashParams(page)).toEqual({ game: 'falling-star', deal: '12345' });
  expect(await page.locator('#help-title').textContent()).toMatch(/^Falling Star:/);
  expect(await help.getByRole('radio', { name: 'Solitaire Till Dawn' }).getAttribute('aria-checked')).toBe('true');
  expect(errors).toEqual([]);
});

test('every ruleset has its rules help in the page, naming the source and marking provisional rules', async ({ openPage }) => {
  const { page, errors } = await openPage({ hash: '#game=falling-star&deal=7' });
  const provisional = [];
  for (const r of rulesets) {
    const isDefault = rulesets.find((x) => x.id === r.id) === r;
    await page.evaluate((h) => { location.hash = h; }, `game=${r.id}&deal=7${isDefault ? '' : `&rules=${r.ruleset}`}`);
    await page.waitForFunction(([g, rs]) => window.patience.info().game === g && window.patience.info().ruleset === rs,
      [r.id, r.ruleset]);
    await page.keyboard.press('?');
    const help = page.locator('#help');
    await expect(help, r.id).toBeVisible();
    expect(await page.locator('#help-title').textContent()).toMatch(new RegExp(`^${r.name.replace(/'/g, '.')}`));
    const headings = await page.locator('#help-sections h3').allTextContents();
    for (const h of ['About', 'Goal', 'Layout', 'Foundations', 'Tableau', 'End', 'Strategy']) expect(headings, `${r.id}: ${h}`).toContain(h);
    const source = await page.locator('#help-marks .source').textContent();
    expect(await page.locator('#help-sections').textContent()).toMatch(new RegExp(`as ${source.replace('Rules: ', '')} plays it`));
    if (await page.locator('#help-marks .provisional').isVisible()) provisional.push(r.id);
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();
  }
  expect(provisional).toEqual(['klondike-easy', 'double-klondike', 'gargantua']);
  expect(errors).toEqual([]);
});

const SCREENS = [[360, 640], [390, 844], [1920, 1080]];
const resize = (page, width, height) => page.setViewportSize({ width, height });

// The source's tips close the rules, after the End and before the solver's note; the screenshots show them
// readable at every size (Klondike with holdouts has the longest list): the help's words do not depend on the
// screen, so they are checked once and the page is resized for the screenshots.
test('the rules help gives the source\'s tips as a Strategy section, at every screen size', async ({ openPage, artifact }) => {
  const [[width0, height0]] = SCREENS;
  const { page, errors } = await openPage({ hash: '#game=klondike&deal=7', viewport: { width: width0, height: height0 } });
  await page.keyboard.press('?'); // the Rules button is in More on a phone
  await expect(page.locator('#help')).toBeVisible();
  const headings = await page.locator('#help-sections h3').allTextContents();
  expect(headings.indexOf('Strategy')).toBe(headings.indexOf('End') + 1);
  const strategy = page.locator('#help-sections h3', { hasText: 'Strategy' });
  const tips = await strategy.locator('xpath=following-sibling::*[1]').locator('li').allTextContents();
  expect(tips.length).toBe(6);
  expect(tips.some((t) => t.includes('holdouts'))).toBe(true);
  for (const [width, height] of SCREENS) {
    await resize(page, width, height);
    await expect(strategy).toBeVisible();
    await strategy.scrollIntoViewIfNeeded();
    await page.screenshot({ path: artifact(`chooser/strategy-${width}x${height}.png`) });
  }
  expect(errors).toEqual([]);
});

// Each game shows its table in miniature: the ruleset shown's deal 1, drawn at build from the table's own
// layout (core/present/miniature.h), so its cards are the referee's deal; the rules switch changes it too.
// What a miniature shows does not depend on the screen and is checked once; where it sits is checked on each
// screen, on one page resized.
test('every game shows its table in miniature, on every screen', async ({ openPage, artifact }) => {
  const [[width0, height0]] = SCREENS;
  const { page, errors } = await openPage({ hash: '#game=falling-star&deal=12345', viewport: { width: width0, height: height0 } });
  await page.click('#games');
  await expect(chooser(page)).toBeVisible();
  const ids = [...new Set(rulesets.map((r) => r.id))];
  for (const id of ids) {
    const entry = gameEntry(page, id);
    const ruleset = await entry.locator('.pick').getAttribute('data-ruleset');
    const mini = entry.locator('img.mini');
    await mini.scrollIntoViewIfNeeded(); // loaded lazily, when it comes into view
    expect(await mini.getAttribute('src')).toMatch(new RegExp(`^assets/minis/${id}\\.${ruleset}\\.svg\\?`));
    await expect.poll(() => mini.evaluate((img) => img.complete && img.naturalWidth), `${id}: drawn`).toBeGreaterThan(0);
    // Deal 1's cards: every face-up top card is a face, and backs show where the deal has face-down cards.
    const svg = await page.evaluate((src) => fetch(src).then((r) => r.text()), await mini.getAttribute('src'));
    const { piles: byKind } = referee.state(`${id}:${ruleset}`, 1);
    const piles = Object.values(byKind).flatMap((p) => (Array.isArray(p[0]) || !p.length ? p : [p])).filter((c) => c.length);
    const count = (kind) => (svg.match(new RegExp(`class="card ${kind}"`, 'g')) ?? []).length;
    expect(count('face'), `${id}: its face-up tops`).toBeGreaterThanOrEqual(piles.filter((c) => !c.at(-1).startsWith('#')).length);
    expect(count('back') > 0, `${id}: backs for face-down cards`).toBe(piles.some((c) => c.some((x) => x.startsWith('#'))));
  }
  for (const [width, height] of SCREENS) {
    await resize(page, width, height);
    for (const id of ids) {
      const mini = gameEntry(page, id).locator('img.mini');
      await mini.scrollIntoViewIfNeeded();
      await expect.poll(() => mini.evaluate((img) => img.complete && img.naturalWidth), `${id}: drawn at ${width}x${height}`).toBeGreaterThan(0);
      const box = await mini.boundingBox();
      expect(box.width, `${id}: beside the words, not over them, at ${width}x${height}`).toBeLessThanOrEqual(Math.min(160, width / 2));
    }
    await gameEntry(page, 'klondike').scrollIntoViewIfNeeded();
    await page.screenshot({ path: artifact(`chooser/miniatures-${width}x${height}.png`) });
  }
  // The rules switch shows the other ruleset's table.
  const entry = gameEntry(page, 'falling-star');
  await entry.scrollIntoViewIfNeeded();
  await entry.getByRole('radio', { name: /Aisleriot/ }).click();
  expect(await entry.locator('img.mini').getAttribute('src')).toMatch(/^assets\/minis\/falling-star\.aisleriot\.svg\?/);
  expect(errors).toEqual([]);
});
