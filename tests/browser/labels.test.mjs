// Labels never hide a card, on every ruleset at 360x640, 360x740, 390x844 and 1920x1080: each pile's label
// stands where the layout puts it (core's PileView::label, which tests/core/present/view_test.cpp keeps clear
// of every face-up card's index), its words never reach out of that place onto another card, a stock whose
// words do not fit shrinks them to a count, and the toolbar's words fit their buttons. Screenshots of Falling
// Star and Terrace (the face-up stock and the reserve) under tests/browser/artifacts/labels/.
import { atRest, expect, info, rects, referee, test } from './fixtures.mjs';

const SCREENS = [[360, 640], [360, 740], [390, 844], [1920, 1080]];
const rulesets = referee.games();
const isDefault = ({ id, ruleset }) => rulesets.find((r) => r.id === id).ruleset === ruleset;
const linkOf = (r) => `#game=${r.id}&deal=1${isDefault(r) ? '' : `&rules=${r.ruleset}`}`;

const overlap = (a, b) => Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));
const box = (r) => ({ x: r.x, y: r.y, w: r.width, h: r.height });

// Every label of the table, with its box, its words' boxes and its pile(s) or row.
const labelsOf = (page) => page.evaluate(() => [...document.querySelectorAll('.pile-label')].map((el) => ({
  pile: el.dataset.pile,
  group: el.dataset.group === 'true',
  box: el.getBoundingClientRect().toJSON(),
  words: [...el.children].map((s) => ({ text: s.textContent, box: s.getBoundingClientRect().toJSON() })),
})));

for (const [width, height] of SCREENS) {
  test(`labels hide no card, and the toolbar's words fit, at ${width}x${height}`, async ({ openPage, artifact }) => {
    const phone = width < 600;
    const { page } = await openPage({ viewport: { width, height }, scale: phone ? 2 : 1, hash: linkOf(rulesets[1]) });
    await atRest(page);
    const clipped = await page.evaluate(() => [...document.querySelectorAll('.tools button')]
      .filter((b) => b.offsetParent && b.scrollWidth > b.clientWidth + 1).map((b) => b.textContent));
    expect(clipped, 'toolbar buttons whose words overflow them').toEqual([]);
    for (const r of rulesets) {
      await test.step(`${r.id}:${r.ruleset}`, async () => {
        await page.evaluate((h) => { location.hash = h; }, linkOf(r));
        await expect.poll(async () => { const i = await info(page); return `${i.game}:${i.ruleset}`; }).toBe(`${r.id}:${r.ruleset}`);
        await atRest(page);
        const layout = await rects(page);
        const named = Object.entries(layout.piles).filter(([p]) => !p.startsWith('t'));
        // The labels follow once the table is at rest.
        await expect.poll(async () => (await labelsOf(page)).length).toBeGreaterThan(0);
        const labels = await labelsOf(page);
        const covered = new Set(labels.flatMap((l) => (l.group ? named.filter(([p]) => p[0] === l.pile) : [[l.pile]]).map(([p]) => p)));
        expect([...covered].sort(), 'every pile but the tableau has a label').toEqual(named.map(([p]) => p).sort());
        for (const l of labels) {
          const all = named.filter(([p]) => (l.group ? p[0] === l.pile : p === l.pile)).map(([, v]) => v.label);
          // A row's label goes across its lowest row of piles.
          const low = Math.max(...all.map((p) => p.y + p.h));
          const places = all.filter((p) => p.y + p.h > low - 1);
          const place = l.group
            ? { x: Math.min(...places.map((p) => p.x)), y: Math.max(...places.map((p) => p.y)),
                w: Math.max(...places.map((p) => p.x + p.w)) - Math.min(...places.map((p) => p.x)),
                h: Math.min(...places.map((p) => p.y + p.h)) - Math.max(...places.map((p) => p.y)) }
            : places[0];
          const at = box(l.box);
          expect(Math.abs(at.x - place.x) + Math.abs(at.y - place.y) + Math.abs(at.w - place.w) + Math.abs(at.h - place.h),
            `${l.pile}'s label stands where the layout puts it`).toBeLessThan(2);
          // The cards under the label's place; any other card is somebody else's to read.
          const others = layout.cards.filter((c) => overlap(c, at) < 1);
          for (const w of l.words) {
            const word = box(w.box);
            expect(word.y, `"${w.text}" stays inside its place`).toBeGreaterThanOrEqual(at.y - 0.5);
            expect(word.y + word.h, `"${w.text}" stays inside its place`).toBeLessThanOrEqual(at.y + at.h + 0.5);
            const hidden = others.filter((c) => overlap(c, word) >= 1).map((c) => `${c.pile}:${c.card}`);
            expect(hidden, `"${w.text}" covers no other card`).toEqual([]);
          }
        }
        if (['falling-star', 'terrace'].includes(r.id) && r.ruleset === rulesets.find((x) => x.id === r.id).ruleset)
          await page.screenshot({ path: artifact(`labels/${r.id}-${width}x${height}.png`) });
      });
    }
  });
}
