// A change of language (words.js dispatches patience:language on document once the new words are in): the
// modules that show lasting words write them again, in place, and nothing is added twice (a button's keys in
// its tooltip) or lost (the chooser's marks, the statistics, the counts).
import { expect, test } from './fixtures.mjs';

const relabel = (page) => page.evaluate(() => document.dispatchEvent(new Event('patience:language')));

test('the lasting words of the page are written again on patience:language, nothing doubled or lost', async ({ openPage }) => {
  const { page, errors } = await openPage({ hash: '#game=klondike&deal=5' });
  const read = () => page.evaluate(() => ({
    title: document.title,
    status: document.getElementById('status').textContent,
    counts: document.querySelector('#counts .tally').textContent,
    clock: document.getElementById('clock').title,
    verdict: document.getElementById('verdict').textContent,
    tooltips: [...document.querySelectorAll('[data-command]')].map((el) => el.title),
  }));
  // The solver's verdict settled first: a verdict arriving meanwhile would change the mark.
  await expect(page.locator('#verdict')).not.toHaveAttribute('data-verdict', 'searching', { timeout: 30_000 });
  const before = await read();
  expect(before.tooltips.some((title) => / \(.+\)$/.test(title))).toBe(true); // the keys, once
  await relabel(page);
  await relabel(page);
  expect(await read()).toEqual(before);

  await page.locator('#games').click();
  const chooser = page.locator('#chooser');
  await expect(chooser.locator('.mark.playing')).toHaveText('playing');
  const games = await chooser.locator('.game').count();
  await relabel(page);
  await expect(chooser.locator('.game')).toHaveCount(games);
  await expect(chooser.locator('.mark.playing')).toHaveText('playing');
  await expect(chooser.locator('.game[data-game="klondike"] .daily')).toHaveText('Daily');
  await page.keyboard.press('Escape');

  await page.keyboard.press('t');
  await expect(page.locator('#stats-list .empty')).toBeVisible();
  await relabel(page);
  await expect(page.locator('#stats-list .empty')).toHaveText(/^No game played yet/);
  await page.keyboard.press('Escape');
  expect(errors).toEqual([]);
});
