// The page policy: index.html's Content-Security-Policy lets the page load only the site's own scripts,
// styles, images and wasm, with nothing inline and no eval; and text from links and saves (which anyone can
// write) reaches the page as text, never as markup. Every test's pages also report any violation of the
// policy to the fixtures, which fail the test that caused it.
import { expect, info, state, tap, test, waitReady } from './fixtures.mjs';

const markup = '<img src=x onerror="window.pwned=1">';

// Nothing a link or a save carried became an element or ran.
async function noMarkup(page) {
  const found = await page.evaluate(() => ({
    pwned: window.pwned ?? null,
    images: document.querySelectorAll('img').length,
    handlers: [...document.querySelectorAll('*')].flatMap((el) => [...el.attributes].map((a) => a.name)).filter((n) => n.startsWith('on')),
  }));
  expect(found).toEqual({ pwned: null, images: 0, handlers: [] });
}

test('the page declares its policy and loads under it without a violation', async ({ openPage }) => {
  const { page, errors } = await openPage({ hash: '#game=falling-star&deal=12345' });
  const policy = await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content');
  for (const directive of ["default-src 'self'", "script-src 'self' 'wasm-unsafe-eval'", "style-src 'self'", "object-src 'none'", "base-uri 'none'"]) {
    expect(policy).toContain(directive);
  }
  expect(policy).not.toContain('unsafe-inline');
  expect(policy).not.toMatch(/'unsafe-eval'/);
  await tap(page, 's'); // a move, the chooser and the rules help: the page at work stays within the policy
  await page.keyboard.press('g');
  await expect(page.locator('#chooser')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.keyboard.press('?');
  await expect(page.locator('#help')).toBeVisible();
  expect(errors).toEqual([]);
});

test('the policy refuses inline script, style attributes and foreign images, and the scripts need no eval', async ({ browser }) => {
  // A context of its own: the violations here are the point, not a fault of the page.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  const violations = [];
  await page.exposeBinding('violated', (_, directive) => violations.push(directive));
  await page.addInitScript(() => document.addEventListener('securitypolicyviolation', (e) => window.violated(e.effectiveDirective)));
  await page.goto('index.html#game=falling-star&deal=1');
  await waitReady(page);
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineRan = true';
    document.head.append(script);
    // eval itself cannot be tried from here (the test's own scripts bypass the policy): the page's scripts
    // must not need it, and the policy (checked above) does not allow it.
    const sources = await Promise.all([...document.scripts].map((s) => fetch(s.src).then((r) => r.text())));
    const evaluated = sources.some((text) => /\beval\(|new Function\(/.test(text));
    const div = document.createElement('div');
    div.setAttribute('style', 'color: red');
    document.body.append(div);
    const img = new Image();
    const loaded = await new Promise((resolve) => {
      img.onload = () => resolve(true);
      img.onerror = () => resolve(false);
      img.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
    });
    return { inline: window.inlineRan ?? false, evaluated, styled: div.style.color === 'red', loaded };
  });
  expect(ran).toEqual({ inline: false, evaluated: false, styled: false, loaded: false });
  await expect.poll(() => [...new Set(violations)].sort()).toEqual(['img-src', 'script-src-elem', 'style-src-attr'].sort());
  await context.close();
});

test('a link carrying markup is shown as text and the page stays playable', async ({ openPage }) => {
  const { page, errors } = await openPage({ hash: `#game=${encodeURIComponent(markup)}&deal=1` });
  await expect(page.locator('#notice-text')).toContainText(markup.slice(0, 20));
  await noMarkup(page);
  const before = await state(page);
  await tap(page, 's');
  expect((await info(page)).moves).toBe(before.moves + 1);
  expect(errors).toEqual([]);
});

test('saves carrying markup are shown as text, kept aside, and never run', async ({ openPage }) => {
  const init = (text) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('patience.v2.save.falling-star.std', `patience-save 2\ngame ${text} std\ndeal 1 1\nmoves ${text}\nundone 0\n`);
    localStorage.setItem('patience.v2.save.terrace.aisleriot', text);
    localStorage.setItem('patience.v2.last', 'falling-star std');
  };
  const { page, errors } = await openPage({ init: [init, markup] });
  await expect(page.locator('#notice-text')).toContainText('could not be read');
  await noMarkup(page);
  // The other one, through the chooser's path (a game's save opened from a link to it).
  await page.evaluate(() => { location.hash = '#game=terrace&deal=7'; });
  await expect.poll(() => info(page).then((i) => i.game)).toBe('terrace');
  await noMarkup(page);
  // A last-game entry naming markup for a game.
  await page.evaluate((m) => localStorage.setItem('patience.v2.last', `${m} std`), markup);
  await page.goto('index.html');
  await waitReady(page);
  await noMarkup(page);
  expect(errors).toEqual([]);
});
