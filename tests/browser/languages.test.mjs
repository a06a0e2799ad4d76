// The page in each shipped language (assets/lang/): on a phone (360 x 640) and a wide screen (1920 x 1080),
// the toolbar, the solver's mark, the chooser and the statistics speak it, and no text overflows its box or
// leaves its container in the toolbar, the status line, the pile labels and every panel (Settings, Rules,
// Statistics, the game chooser, the More menu on the phone); the Language setting switches the page at once,
// without a reload, and <html lang> follows; the browser's locale chooses the language when the setting says
// "As the browser"; a language file that cannot be had leaves the page working in English, with a notice;
// offline, the page comes back in the language it was in. The English that index.html carries for a page
// without scripts is en.json's, word for word. Screenshots under tests/browser/artifacts/languages/.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, openSettings, test, waitReady } from './fixtures.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const readLanguage = (code) => JSON.parse(readFileSync(path.join(repo, 'assets/lang', `${code}.json`), 'utf8'));
const LANGUAGES = JSON.parse(readFileSync(path.join(repo, 'assets/lang/languages.json'), 'utf8'));
const english = readLanguage('en').shell;
const SCREENS = [[360, 640], [1920, 1080]];
const hash = '#game=klondike&deal=7';

// What the table is given (the wasm's pt_set_language), kept by each page, to check that the table hears
// of each switch; a module without that function (the table's words not yet in the build) gets a stand-in
// that takes any file.
// `language`: the Language setting's value, stored before the page starts (none: as the browser).
function standInTable(language) {
  if (language) localStorage.setItem('patience.v2.setting.language', language);
  window.tableLanguages = [];
  let factory;
  Object.defineProperty(window, 'createPatience', {
    configurable: true,
    get: () => factory && ((options) => factory(options).then((mod) => {
      const table = mod._pt_set_language;
      mod._pt_set_language = (ptr) => {
        window.tableLanguages.push(JSON.parse(mod.UTF8ToString(ptr)).language);
        return table ? table(ptr) : 1;
      };
      return mod;
    })),
    set: (f) => { factory = f; },
  });
}

// In the page: every element of `selector` (and below) that shows text, with what is wrong with it: its text
// wider than its box (scrollWidth > clientWidth + 1), or its box outside its container (the nearest
// `within` ancestor's box, else the viewport; only across when the container scrolls down).
function clipped([selector, within]) {
  const bad = [];
  const vw = innerWidth, vh = innerHeight;
  for (const root of document.querySelectorAll(selector)) {
    for (const el of [root, ...root.querySelectorAll('*')]) {
      const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
      if (!own || !el.getClientRects().length) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || el.closest('[hidden], [aria-hidden="true"]:not(.short)')) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const what = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${el.className} "${el.textContent.trim().slice(0, 40)}"`;
      if (style.display !== 'inline' && el.scrollWidth > el.clientWidth + 1) bad.push(`${what}: text ${el.scrollWidth} px in ${el.clientWidth} px`);
      const box = el.parentElement.closest(within)?.getBoundingClientRect() ?? { left: 0, top: 0, right: vw, bottom: vh };
      const scrolls = within !== 'body';
      if (r.left < box.left - 1 || r.right > box.right + 1 || (!scrolls && (r.top < box.top - 1 || r.bottom > box.bottom + 1))) {
        bad.push(`${what}: at ${Math.round(r.left)}..${Math.round(r.right)} x ${Math.round(r.top)}..${Math.round(r.bottom)}, outside ${Math.round(box.left)}..${Math.round(box.right)} x ${Math.round(box.top)}..${Math.round(box.bottom)}`);
      }
    }
  }
  return bad;
}

async function noneClipped(page, where, selector, within = 'body') {
  expect(await page.evaluate(clipped, [selector, within]), `${where}: ${selector}: text clipped or outside`).toEqual([]);
}

// Opens a panel by its toolbar button on a wide screen, else through the More menu.
async function openPanel(page, dialog, button, menuItem) {
  if (await page.locator(button).isVisible()) await page.locator(button).click();
  else {
    await page.locator('#more').click();
    await page.locator(menuItem).click();
  }
  await expect(page.locator(dialog)).toBeVisible();
}
const closePanel = async (page, dialog) => {
  await page.locator(`${dialog} .close`).first().click();
  await expect(page.locator(dialog)).toBeHidden();
};

for (const { code, name } of LANGUAGES) {
  test(`${name}: nothing clipped in the toolbar, status line, pile labels and panels, on a phone and a wide screen`, async ({ openPage, artifact }) => {
    const words = { ...english, ...readLanguage(code).shell };
    for (const [width, height] of SCREENS) {
      const where = `${code} ${width}x${height}`;
      const { page, errors } = await openPage({ hash, viewport: { width, height }, init: [standInTable, code] });
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(code);
      await expect(page.locator('#new')).toHaveText(words['page.new']);
      await expect(page.locator('#notice'), `${where}: no notice on a fresh page`).toBeHidden();
      // keys.js adds the key to the title: "Undo (Ctrl+Z)".
      await expect(page.locator('#undo')).toHaveAttribute('title', new RegExp(`^${words['page.undo_title']} \\(`));
      if (code !== 'en') expect(await page.evaluate(() => window.tableLanguages.length), `${where}: the table was given the language`).toBe(1);

      // The solver's mark, in the language's words.
      await expect(page.locator('#verdict')).not.toHaveAttribute('data-verdict', 'searching', { timeout: 30_000 });
      expect(['win', 'loss', 'unknown'].map((v) => words[`solving.${v}`])).toContain(await page.locator('#verdict .long').textContent());
      await noneClipped(page, where, 'header.bar');
      await noneClipped(page, where, 'footer.status');
      // With Finish, or "Where did I lose it?", shown (each only at times, never both: a game that can be
      // finished is won).
      for (const id of ['finish', 'rewind']) {
        const shown = (on) => page.evaluate(([button, show]) => { document.getElementById(button).hidden = !show; }, [id, on]);
        await shown(true);
        await noneClipped(page, `${where} with #${id}`, 'footer.status');
        await shown(false);
      }
      await noneClipped(page, where, '.pile-label', 'main.table');
      await page.screenshot({ path: artifact(`languages/${code}-${width}x${height}.png`) });

      await openSettings(page);
      await expect(page.locator('#settings legend').first()).toHaveText(words['settings.look.label']);
      await noneClipped(page, where, '#settings .sheet-box', '.sheet-box');
      await page.screenshot({ path: artifact(`languages/${code}-${width}x${height}-settings.png`) });
      await closePanel(page, '#settings');
      await openPanel(page, '#help', '#rules', '#menu-rules');
      await noneClipped(page, where, '#help .sheet-box', '.sheet-box');
      await closePanel(page, '#help');
      await openPanel(page, '#stats', '#stats-open', '#menu-stats');
      await expect(page.locator('#stats-list .empty')).toHaveText(words['stats.empty']);
      await noneClipped(page, where, '#stats .sheet-box', '.sheet-box');
      await closePanel(page, '#stats');
      await page.locator('#games').click();
      await expect(page.locator('#chooser')).toBeVisible();
      await expect(page.locator('#chooser .game[data-game="klondike"] .daily')).toHaveText(words['chooser.daily']);
      await expect(page.locator('#chooser .mark.playing')).toHaveText(words['chooser.playing']);
      await noneClipped(page, where, '#chooser .sheet-box', '.sheet-box');
      await closePanel(page, '#chooser');
      if (await page.locator('#more').isVisible()) {
        await page.locator('#more').click();
        await expect(page.locator('#menu')).toBeVisible();
        await noneClipped(page, where, '#menu .sheet-box', '.sheet-box');
        await page.screenshot({ path: artifact(`languages/${code}-${width}x${height}-menu.png`) });
        await page.keyboard.press('Escape');
        await expect(page.locator('#menu')).toBeHidden();
      }
      expect(errors, `${where}: no uncaught errors`).toEqual([]);
      await page.context().close();
    }
  });
}

test('the Language setting switches the page at once, without a reload, and is remembered; the English of index.html is en.json\'s', async ({ openPage }) => {
  const { page, errors } = await openPage({ hash, viewport: { width: 1280, height: 800 }, init: standInTable });
  // The page's English before any module runs (a page without scripts): index.html as the site serves it.
  const mismatches = await page.evaluate(async (words) => {
    const html = new DOMParser().parseFromString(await (await fetch('index.html')).text(), 'text/html');
    const bad = [];
    for (const el of html.querySelectorAll('[data-t]')) if (el.textContent !== words[el.dataset.t]) bad.push(`${el.dataset.t}: "${el.textContent}"`);
    for (const name of ['title', 'aria-label', 'placeholder', 'content']) {
      for (const el of html.querySelectorAll(`[data-t-${name}]`)) {
        const id = el.getAttribute(`data-t-${name}`);
        if (el.getAttribute(name) !== words[id]) bad.push(`${id}: ${name}="${el.getAttribute(name)}"`);
      }
    }
    return bad;
  }, english);
  expect(mismatches, 'index.html\'s English equals en.json\'s').toEqual([]);

  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  await page.evaluate(() => { window.sameDocument = true; });
  const heard = page.evaluate(() => new Promise((resolve) => document.addEventListener('patience:language', (e) => resolve(e.detail.language), { once: true })));
  await openSettings(page);
  const language = page.locator('#settings fieldset[data-setting="language"]');
  await expect(language.locator('label')).toHaveText(['As the browser', ...LANGUAGES.map((l) => l.name)]);
  await language.locator('label:has(input[value="de"])').click();
  const german = readLanguage('de').shell;
  expect(await heard).toBe('de');
  await expect(page.locator('#new')).toHaveText(german['page.new']);
  await expect(page.locator('#settings-title')).toHaveText(german['page.settings']);
  await expect(page.locator('#undo')).toHaveAttribute('title', `${german['page.undo_title']} (Ctrl+Z)`); // its key once
  await expect(language.locator('label').first()).toHaveText(german['settings.language.auto']);
  await expect(language.locator('label').nth(1)).toHaveText('English'); // each language under its own name
  expect(await page.evaluate(() => [document.documentElement.lang, window.sameDocument, localStorage.getItem('patience.v2.setting.language')]))
    .toEqual(['de', true, 'de']);
  expect(await page.evaluate(() => window.tableLanguages)).toEqual([readLanguage('de').language]);
  // Links do not change with the language.
  expect(page.url()).toContain(hash);
  // Back to the browser's language (the test's browser asks for English).
  await language.locator('label:has(input[value="auto"])').click();
  await expect(page.locator('#new')).toHaveText('New');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  expect(errors).toEqual([]);
});

test('the browser\'s locale chooses the language; a language file that cannot be had leaves the page in English, with a notice', async ({ browser }) => {
  const french = readLanguage('fr').shell;
  const context = await browser.newContext({ locale: 'fr-CA', viewport: { width: 1280, height: 800 } });
  await context.addInitScript(standInTable);
  const page = await context.newPage();
  await page.goto(`index.html${hash}`);
  await waitReady(page);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
  await expect(page.locator('#hint')).toHaveText(french['page.hint']);
  await context.close();

  const broken = await browser.newContext({ locale: 'de-DE', viewport: { width: 1280, height: 800 } });
  await broken.addInitScript(standInTable);
  await broken.route(/\/lang\/de\.json/, (route) => route.fulfill({ status: 404, body: 'gone' }));
  const page2 = await broken.newPage();
  const errors = [];
  page2.on('pageerror', (e) => errors.push(String(e)));
  await page2.goto(`index.html${hash}`);
  await waitReady(page2);
  expect(await page2.evaluate(() => document.documentElement.lang)).toBe('en');
  await expect(page2.locator('#new')).toHaveText('New');
  await expect(page2.locator('#notice')).toBeVisible();
  await expect(page2.locator('#notice-text')).toHaveText(/Deutsch could not be loaded/);
  // The game plays on: a deal from the stock.
  await page2.locator('#deal').click();
  await expect.poll(() => page2.evaluate(() => window.patience.state().moves)).toBe(1);
  expect(errors).toEqual([]);
  await broken.close();
});

test('offline after one visit, the page comes back in its language and its cards\' letters: the service worker kept the files in use, and no other language\'s', async ({ openPage }) => {
  const { context, page } = await openPage({ hash, init: [standInTable, 'nl'], offline: true });
  const dutch = readLanguage('nl').shell;
  const cached = () => page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    const urls = [];
    for (const name of await caches.keys()) urls.push(...(await (await caches.open(name)).keys()).map((r) => r.url));
    return urls;
  });
  await expect.poll(async () => (await cached()).filter((u) => /\/lang\/nl\.json\?|\/assets\/cards-ahvb\.svg\?/.test(u)).length,
    { message: 'the service worker keeps lang/nl.json and the Dutch letters\' sheet' }).toBe(2);
  expect((await cached()).filter((u) => /\/lang\/|cards(-[a-z-]+)?-(akdb|ardv)\.svg/.test(u) && !/nl\.json/.test(u)), 'nothing of the other languages').toEqual([]);
  expect(await page.evaluate(() => document.documentElement.dataset.art)).toBe('standard');
  await context.setOffline(true);
  const sheets = [];
  page.on('response', (r) => { if (/\/assets\/cards/.test(r.url())) sheets.push(`${r.status()} ${new URL(r.url()).pathname}`); });
  await page.reload();
  await waitReady(page);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('nl');
  const dutchSheet = sheets.filter((s) => /cards-ahvb\.svg$/.test(s));
  expect(dutchSheet.length, 'the Dutch letters\' sheet, offline').toBeGreaterThan(0);
  expect(dutchSheet.filter((s) => !s.startsWith('200 ')), 'the Dutch letters\' sheet, offline').toEqual([]);
  await expect(page.locator('#games')).toHaveText(dutch['page.games']);
  await context.setOffline(false);
});
