// Motion, driven by real input on three screens: a new deal is dealt (its cards fly from the stock, or from
// the middle of a table without one), a click during the deal ends it at once and its move is made, speed
// "none" and reduced motion deal at once, and a card dealt from the stock turns over. Time is Playwright's
// clock: paused, the page's time moves only when the test runs it on, so what is seen mid-deal never depends
// on the machine's speed. Screenshots mid-deal under tests/browser/artifacts/motion/.
import { atRest, emulateMotion, expect, info, openSettings, pauseClock, rects, referee, state, test, topCard } from './fixtures.mjs';

const SCREENS = [[360, 640], [390, 844], [1920, 1080]];

// A Klondike deal with a single card that goes from one tableau pile to another from the start.
const deal = (() => {
  for (let n = 1; ; n++)
    if (referee.moves('klondike', n).some((m) => /^t\d>t\d$/.test(m))) return n;
})();
const move = referee.moves('klondike', deal).find((m) => /^t\d>t\d$/.test(m));

// The page's time stopped: from now on it moves only with page.clock.runFor.
async function stopTime(page) {
  await atRest(page);
  await pauseClock(page);
}

// Deals `hash` as a link followed to it would.
const follow = (page, hash) => page.evaluate((h) => { location.hash = h; }, hash);

const centre = (r) => ({ x: r.x + r.w / 2, y: r.y + r.h / 2 });

for (const [width, height] of SCREENS) {
  test.describe(`${width}x${height}`, () => {
    const viewport = { width, height };

    test('New deal deals the cards from the stock, pile by pile, in under a second', async ({ openPage, artifact }) => {
      const { page, errors } = await openPage({ hash: `#game=klondike&deal=${deal}`, viewport, clock: true, motion: true });
      await stopTime(page);
      await page.locator('#new').click();
      const dealt = await info(page);
      expect(dealt.dealing).toBe(true);
      await page.clock.runFor(200);
      const mid = await info(page);
      expect(mid.dealing).toBe(true);
      expect(mid.inFlight).toBeGreaterThan(0);
      await page.screenshot({ path: artifact(`motion/deal-${width}x${height}.png`) });
      await page.clock.runFor(800); // a second after the click
      await atRest(page);
      const done = await info(page);
      expect(done.dealing).toBe(false);
      expect(done.inFlight).toBe(0);
      expect(done.moves).toBe(0);
      expect(errors).toEqual([]);
    });

    test('a click during the deal ends it at once and its move is made', async ({ openPage }) => {
      const { page } = await openPage({ hash: `#game=klondike&deal=${deal + 1}`, viewport, clock: true, motion: true });
      await stopTime(page);
      await follow(page, `#game=klondike&deal=${deal}`);
      await expect.poll(async () => (await info(page)).deal).toBe(deal);
      await page.clock.runFor(100);
      expect((await info(page)).dealing).toBe(true);
      // The cards' places once dealt: the layout the click is meant for.
      const [from, to] = move.split('>');
      const r = await rects(page);
      const a = centre(topCard(r, from)), b = centre(topCard(r, to));
      await page.mouse.move(a.x, a.y);
      await page.mouse.down();
      expect((await info(page)).dealing).toBe(false); // the press ended the deal
      for (let i = 1; i <= 6; i++) await page.mouse.move(a.x + ((b.x - a.x) * i) / 6, a.y + ((b.y - a.y) * i) / 6);
      await page.mouse.up();
      await page.clock.runFor(500);
      await atRest(page);
      expect((await state(page)).piles).toEqual(referee.state('klondike', deal, [move]).piles);
    });

    test('speed "none" and reduced motion deal at once', async ({ openPage }) => {
      const reduced = await openPage({ hash: `#game=klondike&deal=${deal + 1}`, viewport, clock: true, motion: true });
      await emulateMotion(reduced.page, 'reduce'); // heard before the deal below
      await stopTime(reduced.page);
      await follow(reduced.page, `#game=klondike&deal=${deal}`);
      await expect.poll(async () => (await info(reduced.page)).deal).toBe(deal);
      expect((await info(reduced.page)).dealing).toBe(false);
      expect((await info(reduced.page)).inFlight).toBe(0);

      const none = await openPage({ hash: `#game=klondike&deal=${deal + 1}`, viewport, clock: true, motion: true });
      await openSettings(none.page);
      await none.page.locator('#settings fieldset[data-setting="animation"] label:has(input[value="none"])').click();
      await none.page.locator('#settings .close').click();
      await stopTime(none.page);
      await none.page.locator('#new').click();
      expect((await info(none.page)).dealing).toBe(false);
      expect((await info(none.page)).inFlight).toBe(0);
    });

    test('a card dealt from the stock turns over on its way', async ({ openPage, artifact }) => {
      const { page } = await openPage({ hash: `#game=klondike&deal=${deal}`, viewport, clock: true, motion: true });
      await stopTime(page);
      const s = (await rects(page)).piles.s;
      await page.mouse.click(s.x + s.w / 2, s.y + s.h / 2);
      await page.clock.runFor(96); // past half of the glide: the card turns in its last half
      expect((await info(page)).turning).toBe(1);
      await page.locator('#canvas').screenshot({ path: artifact(`motion/turn-${width}x${height}.png`) });
      await page.clock.runFor(500);
      await atRest(page);
      expect((await info(page)).turning).toBe(0);
      expect((await state(page)).moves).toBe(1);
    });
  });
}

test('a game without a stock is dealt from the middle of the table', async ({ openPage, artifact }) => {
  const { page } = await openPage({ hash: `#game=klondike&deal=${deal + 1}`, viewport: { width: 390, height: 844 }, clock: true, motion: true });
  await stopTime(page);
  await follow(page, '#game=fortress&deal=1');
  await expect.poll(async () => (await info(page)).game).toBe('fortress');
  expect((await info(page)).dealing).toBe(true);
  await page.clock.runFor(300);
  await page.screenshot({ path: artifact('motion/fortress-deal.png') });
  await page.clock.runFor(700);
  await atRest(page);
  expect((await info(page)).dealing).toBe(false);
});
