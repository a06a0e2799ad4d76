// A calm table: Settings > "Time, moves and score" hides them from the status line (remembered; the
// statistics still count), and Pause (P, or More > Pause) stops the clock and covers the table until Resume.
// Screenshots of both at three sizes under calm/.
import { expect, info, openSettings, test } from './fixtures.mjs';

const sizes = [[360, 640], [390, 844], [1920, 1080]];
const clock = (page) => page.locator('#clock').textContent();
const stored = (page) => page.evaluate(() => JSON.parse(localStorage.getItem('patience.v2.stats') ?? 'null'));

for (const [width, height] of sizes) {
  test(`calm hides the time, moves and score, and Pause stops the clock under a cover (${width}x${height})`, async ({ openPage, artifact }) => {
    const { page, errors } = await openPage({ hash: '#game=klondike-familiar&deal=3', viewport: { width, height } });
    await page.keyboard.press('d'); // the first move starts the clock
    await expect.poll(() => info(page).then((i) => i.moves)).toBe(1);
    await expect(page.locator('#counts .tally')).toBeVisible();

    // Calm, chosen by pointer in Settings.
    await openSettings(page);
    await page.locator('[data-setting="counts"] label', { hasText: 'Hidden' }).click();
    await page.keyboard.press('Escape');
    await expect(page.locator('#settings')).toBeHidden();
    await expect(page.locator('#counts .tally')).toBeHidden();
    await expect(page.locator('#clock')).toBeHidden();
    await page.screenshot({ path: artifact(`calm/calm-${width}x${height}.png`) });

    // Pause by its key: the cover is up and the clock stands still under it.
    await expect.poll(() => clock(page), { timeout: 5000 }).not.toBe('0:00');
    await page.keyboard.press('p');
    await expect(page.locator('#pause')).toBeVisible();
    await expect(page.locator('#pause-resume')).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: artifact(`calm/pause-${width}x${height}.png`) });
    const stopped = await clock(page);
    await page.waitForTimeout(2500);
    expect(await clock(page), 'the clock stands still while paused').toBe(stopped);
    await page.keyboard.press('p'); // no key acts on the covered table
    expect((await info(page)).moves).toBe(1);
    // Resume by pointer: the clock goes on.
    await page.locator('#pause-resume').click();
    await expect(page.locator('#pause')).toBeHidden();
    await expect.poll(() => clock(page), { timeout: 5000 }).not.toBe(stopped);

    // Calm is remembered; the statistics counted the game all along.
    await page.reload();
    await page.waitForFunction(() => window.patience && window.patience.ready);
    await page.evaluate(() => window.patience.ready);
    await expect(page.locator('#counts .tally')).toBeHidden();
    expect((await stored(page)).games['klondike-familiar:std']).toMatchObject({ played: 1 });
    // And More > Pause covers the table too.
    if (await page.locator('#more').isVisible()) {
      await page.locator('#more').click();
      await page.locator('#menu-pause').click();
      await expect(page.locator('#pause')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.locator('#pause')).toBeHidden();
    }
    expect(errors).toEqual([]);
  });
}
