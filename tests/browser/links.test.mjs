// Deal links: a link opens exactly the CLI's deal, the address bar follows the table, and a bad link
// still leaves a playable game with a message.
import { expect, info, state, tap, test } from './fixtures.mjs';

test('a deal link gives the CLI deal', async ({ openPage, referee }) => {
  const { page, errors } = await openPage({ hash: '#game=falling-star&deal=12345' });
  const shown = await state(page);
  const expected = referee.state('falling-star', 12345);
  expect(shown.game).toBe('falling-star');
  expect(shown.deal).toBe(12345);
  expect(shown.piles).toEqual(expected.piles);
  expect(shown).toEqual(expected);
  expect(page.url()).toMatch(/#game=falling-star&deal=12345$/);
  expect(errors).toEqual([]);
});

test('the address bar always names the deal on the table', async ({ openPage, referee }) => {
  const { page } = await openPage();
  const { link, deal } = await info(page);
  expect(deal).toBeGreaterThanOrEqual(1);
  expect(new URL(page.url()).hash).toBe(`#${link}`);
  // Following another link in the same page loads that deal.
  await page.evaluate(() => { location.hash = '#game=falling-star&deal=777'; });
  await page.waitForFunction(() => window.patience.state().deal === 777);
  expect((await state(page)).piles).toEqual(referee.state('falling-star', 777).piles);
});

for (const [what, hash] of [
  ['a malformed link', '#game=falling-star&deal=twelve'],
  ['an out-of-range deal', '#game=falling-star&deal=99999999999'],
  ['an unknown game', '#game=no-such-game&deal=5'],
]) {
  test(`${what} gives a message and a playable fresh deal`, async ({ openPage, referee }) => {
    const { page, errors } = await openPage({ hash });
    const notice = page.locator('#notice');
    await expect(notice).toBeVisible();
    await expect(notice).toHaveText(/does not name a deal/);
    const s = await state(page);
    expect(s.game).toBe(referee.games()[0].id); // the default game, first in the registry
    expect(s.moves).toBe(0);
    expect(new URL(page.url()).hash).toBe(`#${(await info(page)).link}`);
    // Playable: the stock deals onto the waste, as the CLI does.
    await tap(page, 's');
    const after1 = await state(page);
    expect(after1.piles).toEqual(referee.state(s.game, s.deal, ['deal']).piles);
    expect(errors).toEqual([]);
  });
}
