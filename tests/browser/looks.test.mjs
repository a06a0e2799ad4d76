// The page's looks, driven by real pointer input: light and dark chrome following the system until the player
// picks one in Settings (remembered over a reload), the high-contrast card faces, forced colours; and WCAG 2.2
// AA contrast in every look, read from the real page's computed styles: text 4.5:1 (large text 3:1), focus
// rings 3:1, over every table colour. Screenshots of the table and the Settings panel in light, dark and high
// contrast at three sizes under tests/browser/artifacts/looks/.
import { atRest, drag, expect, openSettings, rects, tap, test, waitReady } from './fixtures.mjs';

const SCREENS = [[360, 640], [390, 844], [1920, 1080]];
const TABLES = ['green', 'blue', 'red', 'grey'];
const hash = '#game=klondike&deal=7';

const choice = (page, name, value) =>
  page.locator(`#settings fieldset[data-setting="${name}"] label:has(input[value="${value}"])`);
async function choose(page, name, value) {
  await openSettings(page);
  await choice(page, name, value).click();
  await expect(choice(page, name, value).locator('input')).toBeChecked();
}
async function closeSettings(page) {
  await page.locator('#settings .close').click();
  await expect(page.locator('#settings')).toBeHidden();
}
const look = (page) => page.evaluate(() => document.documentElement.dataset.look);
// The toolbar's background: its relative luminance (0 black .. 1 white).
const barLuminance = (page) => page.locator('header.bar').evaluate((bar) => {
  const [r, g, b] = getComputedStyle(bar).backgroundColor.match(/[\d.]+/g).map(Number)
    .map((c) => { c /= 255; return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
});

test('the page follows the system\'s light or dark choice until the player picks one, remembered over a reload', async ({ openPage, artifact }) => {
  const { page, errors } = await openPage({ hash, viewport: { width: 390, height: 844 } });
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => look(page)).toBe('light');
  expect(await barLuminance(page)).toBeGreaterThan(0.6);
  await page.emulateMedia({ colorScheme: 'dark' }); // the system changes its mind: the page follows at once
  await expect.poll(() => look(page)).toBe('dark');
  expect(await barLuminance(page)).toBeLessThan(0.1);
  const theme = () => page.locator('meta[name="theme-color"]').getAttribute('content');
  expect(await theme()).toBe('#0e2a1a');

  await choose(page, 'look', 'light'); // the player's choice overrides the system's
  expect(await look(page)).toBe('light');
  expect(await page.locator('#settings .sheet-box').evaluate((e) => getComputedStyle(e).backgroundColor)).toBe('rgb(247, 243, 232)');
  await closeSettings(page);
  expect(await barLuminance(page)).toBeGreaterThan(0.6);
  expect(await theme()).toBe('#e2eee5');
  expect(await page.evaluate(() => localStorage.getItem('patience.v2.setting.look'))).toBe('light');

  await page.reload();
  await waitReady(page);
  expect(await look(page), 'remembered over a reload, whatever the system says').toBe('light');
  await openSettings(page);
  await expect(choice(page, 'look', 'light').locator('input')).toBeChecked();
  await choice(page, 'look', 'system').click();
  expect(await look(page)).toBe('dark');
  expect(await page.locator('#settings .sheet-box').evaluate((e) => getComputedStyle(e).backgroundColor)).toBe('rgb(31, 38, 34)');
  await page.screenshot({ path: artifact('looks/system-dark-settings-390x844.png') });
  await choice(page, 'look', 'dark').click();
  await page.emulateMedia({ colorScheme: 'light' });
  expect(await look(page), 'a chosen dark stays dark when the system turns light').toBe('dark');
  expect(errors).toEqual([]);
});

test('high-contrast card faces: chosen in Settings, drawn at once, remembered over a reload', async ({ openPage, artifact }) => {
  const { page, errors } = await openPage({ hash, viewport: { width: 390, height: 844 } });
  const art = () => page.evaluate(() => document.documentElement.dataset.art);
  await tap(page, 's');
  await atRest(page);
  const before = await page.locator('#canvas').screenshot();
  await choose(page, 'faces', 'contrast');
  await closeSettings(page);
  await expect.poll(art).toBe('high-contrast-blue');
  await atRest(page);
  expect((await page.locator('#canvas').screenshot()).equals(before), 'the table draws other faces').toBe(false);
  await choose(page, 'colours', 'four'); // with four colours too
  await closeSettings(page);
  await expect.poll(art).toBe('four-colour-high-contrast-blue');
  await page.screenshot({ path: artifact('looks/high-contrast-four-colour-390x844.png') });
  await page.reload();
  await waitReady(page);
  expect(await art()).toBe('four-colour-high-contrast-blue');
  expect(errors).toEqual([]);
});

// In the page: every visible text's contrast with what is behind it, and the focus rings' with theirs.
// Behind an element: the backgrounds of it and its ancestors, composed, down to an opaque one; over the
// table's canvas the felt's lighter centre colour (the Table setting's swatch), the worse case for the light
// text there. Disabled controls are exempt (WCAG 1.4.3).
function contrastFailures(where) {
  const parse = (c) => {
    const v = c.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0];
    return { r: v[0], g: v[1], b: v[2], a: c.startsWith('rgba') ? v[3] : 1 };
  };
  const over = (top, below) => ({
    r: top.r * top.a + below.r * (1 - top.a), g: top.g * top.a + below.g * (1 - top.a),
    b: top.b * top.a + below.b * (1 - top.a), a: 1,
  });
  const luminance = ({ r, g, b }) => {
    const lin = (c) => { c /= 255; return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  };
  const ratio = (a, b) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi + 0.05) / (lo + 0.05);
  };
  const felt = parse(getComputedStyle(document.querySelector(
    `[data-swatch="table-${document.documentElement.dataset.table}"]`), '::before').backgroundColor);
  const behind = (element) => {
    const layers = [];
    for (let e = element; e; e = e.parentElement) {
      if (e.classList.contains('table')) { layers.push(felt); break; }
      const bg = parse(getComputedStyle(e).backgroundColor);
      if (bg.a > 0) layers.push(bg);
      if (bg.a === 1) break;
    }
    return layers.reduceRight((below, top) => over(top, below), { r: 255, g: 255, b: 255, a: 1 });
  };
  const failures = [];
  const seen = [];
  for (const e of document.querySelectorAll('body *')) {
    const text = [...e.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim());
    if (!text || !e.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    if (e.closest('.mirror, .offscreen, :disabled, [aria-disabled="true"]')) continue;
    const box = e.getBoundingClientRect();
    if (box.width < 1 || box.height < 1 || box.bottom < 0 || box.top > innerHeight) continue;
    const style = getComputedStyle(e);
    const size = parseFloat(style.fontSize);
    const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
    const ink = parse(style.color);
    const ground = behind(e);
    const r = ratio(ink.a < 1 ? over(ink, ground) : ink, ground);
    const name = `${e.tagName.toLowerCase()}${e.id ? '#' + e.id : ''}${e.className && typeof e.className === 'string' ? '.' + e.className.split(' ').join('.') : ''} "${e.textContent.trim().slice(0, 30)}"`;
    seen.push(name);
    if (r < (large ? 3 : 4.5)) failures.push(`${where}: ${name} ${style.color} on ${JSON.stringify(ground)}: ${r.toFixed(2)}:1`);
  }
  // The focus rings (3:1), the toolbar's on the bar, the dialogs' on the sheet; and the pairs of colours for
  // text that shows only now and then (a notice, the Winnable mark's verdicts, the marks of the chooser and
  // the statistics, messages), from the look's custom properties.
  const root = getComputedStyle(document.documentElement);
  const v = (name) => parse(root.getPropertyValue(name).trim().replace(/^#(..)(..)(..)$/, (_, r, g, b) =>
    `rgb(${parseInt(r, 16)}, ${parseInt(g, 16)}, ${parseInt(b, 16)})`));
  if (!matchMedia('(forced-colors: active)').matches) {
    for (const [fore, ground, least] of [
      ['--focus', '--bar', 3], ['--sheet-focus', '--sheet', 3], ['--sheet-focus', '--control', 3],
      ['--ink', '--notice', 4.5], ['--good-text', '--bar', 4.5], ['--bad-text', '--bar', 4.5],
      ['--accent-text', '--bar', 4.5], ['--accent-ink', '--accent', 4.5], ['--selected-ink', '--selected', 4.5],
      ['--mark-warm-ink', '--mark-warm', 4.5], ['--mark-good-ink', '--mark-good', 4.5], ['--sheet-muted', '--mark', 4.5],
      ['--sheet-ink', '--message', 4.5], ['--error-ink', '--error', 4.5], ['--sheet-faint', '--sheet-card', 4.5],
    ]) {
      const r = ratio(v(fore), v(ground));
      if (r < least) failures.push(`${where}: ${fore} on ${ground}: ${r.toFixed(2)}:1`);
    }
  }
  return { failures, seen: seen.length };
}

async function check(page, where) {
  const { failures, seen } = await page.evaluate(contrastFailures, where);
  expect(seen, `${where}: texts were checked`).toBeGreaterThan(3);
  return failures;
}

test('every look meets WCAG 2.2 AA contrast: the bars over every table colour, the menu, settings, chooser, rules, statistics, deal number', async ({ openPage, referee, artifact }) => {
  const { page, errors } = await openPage({ hash, viewport: { width: 390, height: 844 } });
  // A refused drop's reason in the status line, in its colour, stays on the page throughout.
  const legal = referee.moves('klondike', 7);
  const r = await rects(page);
  const from = ['t1', 't2', 't3', 't4', 't5', 't6', 't7'].find((t) => legal.some((m) => m.startsWith(`${t}>`)));
  const to = ['t1', 't2', 't3', 't4', 't5', 't6', 't7'].find((t) => t !== from && r.piles[t] && !legal.includes(`${from}>${t}`));
  await drag(page, from, to);
  await expect(page.locator('#status.refusal')).toBeVisible();
  const failures = [];
  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const table of TABLES) {
      await choose(page, 'table', table);
      failures.push(...await check(page, `${scheme}/${table} settings`));
      await closeSettings(page);
      failures.push(...await check(page, `${scheme}/${table} page`));
    }
    await page.locator('#more').click();
    failures.push(...await check(page, `${scheme} menu`));
    await page.locator('#menu [data-close]').click();
    await page.locator('#games').click();
    await expect(page.locator('#chooser')).toBeVisible();
    failures.push(...await check(page, `${scheme} chooser`));
    await page.locator('#chooser .close').click();
    for (const [entry, dialog] of [['#menu-rules', '#help'], ['#menu-stats', '#stats'], ['#menu-deal-number', '#deal-choice']]) {
      await page.locator('#more').click();
      await page.locator(entry).click();
      await expect(page.locator(dialog)).toBeVisible();
      if (dialog === '#deal-choice') { // with its error showing
        await page.locator('#deal-choice-input').fill('not a number');
        await page.locator('#deal-choice button[type="submit"]').click();
        await expect(page.locator('#deal-choice-error')).toBeVisible();
        await page.locator('#deal-choice button.primary').hover(); // its colours under the pointer too
      }
      failures.push(...await check(page, `${scheme} ${dialog}`));
      await page.screenshot({ path: artifact(`looks/${dialog.slice(1)}-${scheme}-390x844.png`) });
      await page.locator(`${dialog} .close`).click();
      await expect(page.locator(dialog)).toBeHidden();
    }
  }
  // Forced colours: the system's own colours, which the page must not undo.
  await page.emulateMedia({ forcedColors: 'active', colorScheme: 'light' });
  await expect(page.locator('#status.refusal')).toBeVisible();
  failures.push(...await check(page, 'forced colours page'));
  await openSettings(page);
  failures.push(...await check(page, 'forced colours settings'));
  expect(failures).toEqual([]);
  expect(errors).toEqual([]);
});

test('forced colours: buttons and choices outlined, the chosen one highlighted, focus visible', async ({ openPage }) => {
  const { page } = await openPage({ hash, viewport: { width: 1920, height: 1080 } });
  await page.emulateMedia({ forcedColors: 'active' });
  const border = (l) => l.evaluate((e) => { const s = getComputedStyle(e); return [s.borderTopStyle, parseFloat(s.borderTopWidth)]; });
  expect(await border(page.locator('#games'))).toEqual(['solid', 1]);
  await openSettings(page);
  expect(await border(choice(page, 'look', 'dark'))).toEqual(['solid', 1]);
  const checked = choice(page, 'look', 'system');
  const [bg, fg] = await checked.evaluate((e) => [getComputedStyle(e).backgroundColor, getComputedStyle(e).color]);
  const highlight = await page.evaluate(() => {
    const probe = document.createElement('span');
    probe.style.cssText = 'background: Highlight; color: HighlightText';
    document.body.append(probe);
    const s = getComputedStyle(probe);
    const out = [s.backgroundColor, s.color];
    probe.remove();
    return out;
  });
  expect([bg, fg], 'the chosen look in the system\'s highlight').toEqual(highlight);
  // Focus by keyboard: the ring is drawn, 3 px, in the highlight colour.
  await choice(page, 'look', 'system').locator('input').focus();
  await page.keyboard.press('ArrowRight');
  const focused = choice(page, 'look', 'light');
  await expect(focused.locator('input')).toBeFocused();
  const ring = await focused.evaluate((e) => { const s = getComputedStyle(e); return [s.outlineStyle, parseFloat(s.outlineWidth), s.outlineColor]; });
  expect(ring).toEqual(['solid', 3, highlight[0]]);
});

test('screenshots: the table and Settings in light, dark and high contrast at three sizes', async ({ openPage, artifact }) => {
  for (const [width, height] of SCREENS) {
    const where = `${width}x${height}`;
    for (const mode of ['light', 'dark', 'high-contrast']) {
      const { page, errors } = await openPage({ hash, viewport: { width, height } });
      await page.emulateMedia(mode === 'high-contrast' ? { forcedColors: 'active', colorScheme: 'dark' } : { colorScheme: mode });
      if (mode === 'high-contrast') {
        await choose(page, 'faces', 'contrast');
        await closeSettings(page);
        await expect.poll(() => page.evaluate(() => document.documentElement.dataset.art)).toBe('high-contrast-blue');
      }
      await tap(page, 's');
      await atRest(page);
      if (mode !== 'high-contrast') {
        const l = await barLuminance(page);
        if (mode === 'light') expect(l, `${where}: a light toolbar`).toBeGreaterThan(0.6);
        else expect(l, `${where}: a dark toolbar`).toBeLessThan(0.1);
      }
      await page.screenshot({ path: artifact(`looks/table-${mode}-${where}.png`) });
      await openSettings(page);
      const panel = await page.locator('#settings .sheet-box').boundingBox();
      expect(panel.x >= 0 && panel.y >= 0 && panel.x + panel.width <= width && panel.y + panel.height <= height,
        `${where} ${mode}: the panel is on the screen`).toBe(true);
      await expect(page.locator('#settings fieldset[data-setting="look"]')).toBeInViewport();
      await page.screenshot({ path: artifact(`looks/settings-${mode}-${where}.png`) });
      expect(errors).toEqual([]);
      await page.context().close();
    }
  }
});
