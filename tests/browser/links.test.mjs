// Deal links: a link opens exactly the CLI's deal, the address bar follows the table, and a bad link
// still leaves a playable game with a message.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { cliState, info, launch, openPage, serve, settle, state, tap } from './support.mjs';

let server, browser;
before(async () => { server = await serve(); browser = await launch(); });
after(async () => { await browser?.close(); await server?.close(); });

test('a deal link gives the CLI deal', async () => {
  const { context, page, errors } = await openPage(browser, server.url, { hash: '#game=falling-star&deal=12345' });
  const shown = await state(page);
  const expected = cliState('falling-star', 12345);
  assert.equal(shown.game, 'falling-star');
  assert.equal(shown.deal, 12345);
  assert.deepEqual(shown.piles, expected.piles);
  assert.deepEqual(shown, expected);
  assert.match(page.url(), /#game=falling-star&deal=12345$/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('the address bar always names the deal on the table', async () => {
  const { context, page } = await openPage(browser, server.url);
  const { link, deal } = await info(page);
  assert.ok(deal >= 1);
  assert.equal(new URL(page.url()).hash, `#${link}`);
  // Following another link in the same page loads that deal.
  await page.evaluate(() => { location.hash = '#game=falling-star&deal=777'; });
  await page.waitForFunction(() => window.patience.state().deal === 777);
  assert.deepEqual((await state(page)).piles, cliState('falling-star', 777).piles);
  await context.close();
});

for (const [what, hash] of [
  ['a malformed link', '#game=falling-star&deal=twelve'],
  ['an out-of-range deal', '#game=falling-star&deal=99999999999'],
  ['an unknown game', '#game=no-such-game&deal=5'],
]) {
  test(`${what} gives a message and a playable fresh deal`, async () => {
    const { context, page, errors } = await openPage(browser, server.url, { hash });
    const notice = page.locator('#notice');
    assert.ok(await notice.isVisible());
    assert.match(await notice.textContent(), /does not name a deal/);
    const s = await state(page);
    assert.equal(s.game, 'falling-star');
    assert.equal(s.moves, 0);
    assert.equal(new URL(page.url()).hash, `#${(await info(page)).link}`);
    // Playable: the stock deals a card onto the discard.
    await tap(page, 's');
    await settle(page);
    const after1 = await state(page);
    assert.equal(after1.piles.waste.length, s.piles.waste.length + 1);
    assert.deepEqual(errors, []);
    await context.close();
  });
}
