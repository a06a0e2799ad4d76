// The game chooser, the rules switch and the rules help: every game listed by family, choosing one opens it
// (or its game in progress), the last game reopens, the rules switch changes the link and the table, and
// every ruleset's help is in the page with its source and provisional mark.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { cliState, info, launch, openPage, runCli, serve, settle, state, tap, waitReady } from './support.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

const rulesets = runCli(['games']).trim().split('\n').map((line) => {
  const [id, ruleset, ...name] = line.split(' ');
  return { id, ruleset, name: name.join(' ') };
});
const hashParams = (page) => Object.fromEntries(new URLSearchParams(new URL(page.url()).hash.slice(1)));
const chooser = (page) => page.locator('#chooser');
const gameEntry = (page, id) => page.locator(`#chooser li.game[data-game="${id}"]`);

test('the chooser lists every game by family with its description and difficulty', async () => {
  const { context, page, errors } = await openPage(browser, server.url, { hash: '#game=falling-star&deal=12345' });
  await page.click('#games');
  assert.ok(await chooser(page).isVisible());
  assert.deepEqual(await page.locator('#chooser .family h3').allTextContents(), ['Terrace', 'Klondike', 'Fortress']);
  const ids = [...new Set(rulesets.map((r) => r.id))];
  assert.deepEqual(await page.locator('#chooser li.game').evaluateAll((lis) => lis.map((li) => li.dataset.game)), ids);
  for (const id of ids) {
    const entry = gameEntry(page, id);
    const first = rulesets.find((r) => r.id === id); // the default ruleset is listed first
    assert.match(await entry.locator('.name').textContent(), new RegExp(`^${first.name.replace(/'/g, '.')}`));
    assert.ok((await entry.locator('.summary').textContent()).length > 10, `${id}: a description`);
    assert.ok((await entry.locator('.difficulty').textContent()).length > 3, `${id}: a difficulty`);
  }
  // The two games with two sources' rules have the switch; the game on the table is marked.
  assert.deepEqual(await page.locator('#chooser .rules-switch').evaluateAll((s) => s.map((e) => e.closest('li').dataset.game)),
    ['falling-star', 'blondes-and-brunettes']);
  assert.match(await gameEntry(page, 'falling-star').locator('.pick').getAttribute('aria-current'), /true/);
  assert.ok(await gameEntry(page, 'klondike-easy').locator('.mark.provisional').isVisible());
  await page.keyboard.press('Escape');
  assert.ok(await chooser(page).isHidden());
  // The title opens it too.
  await page.click('#title');
  assert.ok(await chooser(page).isVisible());
  assert.deepEqual(errors, []);
  await context.close();
});

test('choosing a game opens it; going back resumes the game in progress; the last game reopens', async () => {
  const { context, page } = await openPage(browser, server.url, { hash: '#game=falling-star&deal=12345' });
  await tap(page, 's');
  await settle(page);
  const fallingStar = await state(page);

  await page.click('#games');
  await gameEntry(page, 'fortress').locator('.pick').click();
  assert.ok(await chooser(page).isHidden());
  const fortress = await info(page);
  assert.equal(fortress.game, 'fortress');
  assert.equal(fortress.moves, 0);
  assert.deepEqual(hashParams(page), { game: 'fortress', deal: String(fortress.deal) });
  assert.deepEqual((await state(page)).piles, cliState('fortress', fortress.deal).piles);

  await page.keyboard.press('g');
  await gameEntry(page, 'falling-star').locator('.pick').click();
  assert.deepEqual(await state(page), fallingStar, 'the game in progress, history and all');
  assert.deepEqual(hashParams(page), { game: 'falling-star', deal: '12345' });

  await page.keyboard.press('g');
  await gameEntry(page, 'fortress').locator('.pick').click();
  assert.equal((await info(page)).deal, fortress.deal, 'the Fortress deal was kept too');

  // Without a link, the last game played comes back.
  await page.goto(server.url + 'index.html');
  await waitReady(page);
  assert.equal((await info(page)).game, 'fortress');
  assert.equal((await info(page)).deal, fortress.deal);
  await context.close();
});

test('the rules switch changes the link and the table, in the chooser and in the rules help', async () => {
  const { context, page, errors } = await openPage(browser, server.url, { hash: '#game=falling-star&deal=12345' });
  await tap(page, 's');
  await settle(page);
  const std = await state(page);

  await page.click('#games');
  const entry = gameEntry(page, 'falling-star');
  const stdSummary = await entry.locator('.summary').textContent();
  await entry.getByRole('radio', { name: /Aisleriot/ }).click();
  assert.notEqual(await entry.locator('.summary').textContent(), stdSummary);
  assert.match(await entry.locator('.name').textContent(), /^Falling Stars/);
  await entry.locator('.pick').click();
  const aisleriot = await info(page);
  assert.equal(aisleriot.ruleset, 'aisleriot');
  assert.deepEqual(hashParams(page), { game: 'falling-star', deal: String(aisleriot.deal), rules: 'aisleriot' });
  assert.deepEqual((await state(page)).piles, cliState('falling-star:aisleriot', aisleriot.deal).piles);
  assert.equal((await state(page)).piles.tableau.length, 9, "Aisleriot's table has nine piles");

  // While playing: the rules help has the switch too, and follows the table.
  await page.click('#rules');
  const help = page.locator('#help');
  assert.ok(await help.isVisible());
  assert.match(await page.locator('#help-title').textContent(), /Falling Stars/);
  await help.getByRole('radio', { name: 'Solitaire Till Dawn' }).click();
  assert.deepEqual(await state(page), std, 'back to the Solitaire Till Dawn game in progress');
  assert.deepEqual(hashParams(page), { game: 'falling-star', deal: '12345' });
  assert.match(await page.locator('#help-title').textContent(), /^Falling Star:/);
  assert.equal(await help.getByRole('radio', { name: 'Solitaire Till Dawn' }).getAttribute('aria-checked'), 'true');
  assert.deepEqual(errors, []);
  await context.close();
});

test('every ruleset has its rules help in the page, naming the source and marking provisional rules', async () => {
  const { context, page, errors } = await openPage(browser, server.url, { hash: '#game=falling-star&deal=7' });
  const provisional = [];
  for (const r of rulesets) {
    const isDefault = rulesets.find((x) => x.id === r.id) === r;
    await page.evaluate((h) => { location.hash = h; }, `game=${r.id}&deal=7${isDefault ? '' : `&rules=${r.ruleset}`}`);
    await page.waitForFunction(([g, rs]) => window.patience.info().game === g && window.patience.info().ruleset === rs,
      [r.id, r.ruleset]);
    await page.keyboard.press('h');
    const help = page.locator('#help');
    assert.ok(await help.isVisible(), r.id);
    assert.match(await page.locator('#help-title').textContent(), new RegExp(`^${r.name.replace(/'/g, '.')}`));
    const headings = await page.locator('#help-sections h3').allTextContents();
    for (const h of ['About', 'Goal', 'Layout', 'Foundations', 'Tableau', 'End']) assert.ok(headings.includes(h), `${r.id}: ${h}`);
    const source = await page.locator('#help-marks .source').textContent();
    assert.match(await page.locator('#help-sections').textContent(), new RegExp(`as ${source.replace('Rules: ', '')} plays it`));
    if (await page.locator('#help-marks .provisional').isVisible()) provisional.push(r.id);
    await page.keyboard.press('Escape');
    assert.ok(await help.isHidden());
  }
  assert.deepEqual(provisional, ['klondike-easy', 'double-klondike', 'gargantua']);
  assert.deepEqual(errors, []);
  await context.close();
});
