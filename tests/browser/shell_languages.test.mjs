// The shell's own words in each shipped language (assets/lang/<code>.json), the language chosen by the
// browser's (navigator.languages): the status line's counts and the solver's mark, the chooser and the
// statistics speak it, and nothing of theirs is clipped, on a phone and on a desktop. Screenshots under
// artifacts/languages/. Runs where the site ships the languages (lang/<code>.json beside index.html).
import { readFileSync } from 'node:fs';
import { expect, test, waitReady } from './fixtures.mjs';

const words = (code) =>
  JSON.parse(readFileSync(new URL(`../../assets/lang/${code}.json`, import.meta.url), 'utf8')).shell;

// Elements of `selector` whose words are wider than their box (cut or spilling).
const clipped = (page, selector) => page.evaluate((s) => [...document.querySelectorAll(s)]
  .filter((e) => e.offsetParent && e.scrollWidth > e.clientWidth + 1)
  .map((e) => `${e.className}: ${e.textContent}`), selector);

for (const code of ['de', 'fr', 'es', 'it', 'nl']) {
  for (const [width, height] of [[360, 640], [1920, 1080]]) {
    test(`the shell speaks ${code} at ${width}x${height}`, async ({ browser, artifact }) => {
      const w = words(code);
      const context = await browser.newContext({ locale: code, viewport: { width, height } });
      await context.addInitScript(() => { try { localStorage.setItem('patience.v2.autoplay', 'off'); } catch { /* none */ } });
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      await page.goto('index.html#game=klondike&deal=5');
      await waitReady(page);
      const shipped = await page.evaluate((c) => fetch(`lang/${c}.json`).then((r) => r.ok, () => false), code);
      test.skip(!shipped, 'this site ships English only');

      await expect(page.locator('html')).toHaveAttribute('lang', code);
      await expect(page.locator('#clock')).toHaveAttribute('title', w['status.time_played']);
      await expect(page.locator('#verdict')).not.toHaveAttribute('data-verdict', 'searching', { timeout: 30_000 });
      const marks = ['win', 'loss', 'unknown'].map((v) => w[`solving.${v}`]);
      expect(marks).toContain(await page.locator('#verdict .long').textContent());
      expect(await clipped(page, '#counts, #counts *, #verdict, #verdict *')).toEqual([]);
      await page.screenshot({ path: artifact(`languages/${code}-table-${width}x${height}.png`) });

      await page.locator('#games').click();
      const chooser = page.locator('#chooser');
      await expect(chooser.locator('.game[data-game="klondike"] .daily')).toHaveText(w['chooser.daily']);
      await expect(chooser.locator('.mark.playing')).toHaveText(w['chooser.playing']);
      expect(await clipped(page, '#chooser .daily, #chooser .mark')).toEqual([]);
      await page.screenshot({ path: artifact(`languages/${code}-chooser-${width}x${height}.png`) });
      await page.keyboard.press('Escape');

      await page.keyboard.press('t');
      await expect(page.locator('#stats-list .empty')).toHaveText(w['stats.empty']);
      await page.screenshot({ path: artifact(`languages/${code}-stats-${width}x${height}.png`) });
      expect(errors).toEqual([]);
      await context.close();
    });
  }
}
