// The browser tests' fixtures on Playwright's test runner: the page opened at a deal link with autoplay off,
// the native CLI referee, screenshot paths under tests/browser/artifacts/, and helpers that drive the table
// with real pointer input and wait for it to come to rest.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect } from '@playwright/test';
import { artifacts, cli } from './environment.mjs';

export { expect };

// The CLI referee: `patience <args...>` with optional stdin, stdout as text. A plain module too, because test
// files list the rulesets (`referee.games()`) before any test runs.
const run = (args, input = '') => {
  if (!existsSync(cli)) throw new Error(`no CLI at ${cli}: build the "native" preset first`);
  return execFileSync(cli, args, { input, encoding: 'utf8' });
};
const lines = (moves) => moves.map((m) => m + '\n').join('');
export const referee = {
  run,
  // `patience games`: one { id, ruleset, name } per ruleset, each game's default ruleset first.
  games: () => run(['games']).trim().split('\n').map((line) => {
    const [id, ruleset, ...name] = line.split(' ');
    return { id, ruleset, name: name.join(' ') };
  }),
  deal: (game, deal) => JSON.parse(run(['deal', game, String(deal)])),
  state: (game, deal, moves = []) => JSON.parse(run(['play', game, String(deal)], lines(moves))),
  moves: (game, deal, moves = []) => run(['moves', game, String(deal)], lines(moves)).split('\n').filter(Boolean),
};

export const test = base.extend({
  // openPage({ hash, viewport, scale, touch, autoplay, motion, init, clock, offline }): a fresh browser context
  // (its own localStorage) with the page open at `hash` and the table drawn; resolves to { context, page, errors }
  // (errors: the page's uncaught exceptions). Autoplay is off unless asked for, so a move gives exactly the
  // CLI's `play` position (the CLI never autoplays).
  // `motion`: the page is told the player does not ask for reduced motion. Unless asked for, it is told they do,
  // so a move is drawn in one frame rather than glided: here Chromium composes every frame in software, and
  // the glides of the tests not about motion were a fifth of the suite's time (alone on the 2-core machine,
  // its cores busy throughout: 534 s, then 441 s). The tests of motion itself ask for it.
  // `init`: a function, or [function, arg], run before the page's scripts; `clock`: install Playwright's clock
  // first. The contexts close when the test ends, after Playwright has kept their traces and screenshots of a
  // failure.
  // `offline`: the page's service worker may install. Only the tests of the offline app ask for it: it copies
  // the whole site into the context's cache, a sixth of a page load's CPU time, and no other test reads it.
  // Without it the page is one in a browser with no service workers, which it also serves.
  openPage: async ({ browser }, use) => {
    const contexts = [];
    const violations = [];
    await use(async ({
      hash = '', viewport = { width: 1280, height: 800 }, scale = 1, touch = false, autoplay = false, motion = false, init,
      clock = false, offline = false,
    } = {}) => {
      const context = await browser.newContext({
        viewport, deviceScaleFactor: scale, hasTouch: touch, isMobile: touch,
        reducedMotion: motion ? 'no-preference' : 'reduce',
      });
      if (!offline) await context.addInitScript(() => { delete Navigator.prototype.serviceWorker; });
      contexts.push(context);
      await watchPolicy(context, violations);
      if (!autoplay) {
        await context.addInitScript(() => {
          try { localStorage.setItem('patience.v2.autoplay', 'off'); } catch { /* storage disabled: autoplay stays on */ }
        });
      }
      if (init) await context.addInitScript(...(Array.isArray(init) ? init : [init]));
      if (clock) await context.clock.install();
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      await page.goto('index.html' + hash);
      await waitReady(page);
      return { context, page, errors };
    });
    for (const context of contexts) await context.close();
    // The page policy (index.html's Content-Security-Policy) is never broken, in any page of any test.
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
  referee: async ({}, use) => { await use(referee); },
  // artifact(name): the path of a screenshot under tests/browser/artifacts/ (its folder made).
  artifact: async ({}, use) => {
    await use((name) => {
      const file = path.join(artifacts, name);
      mkdirSync(path.dirname(file), { recursive: true });
      return file;
    });
  },
});

// Every page of `context` reports the page policy's violations into `violations` (from before its scripts run).
async function watchPolicy(context, violations) {
  await context.exposeBinding('patiencePolicyViolation', ({ page }, v) => violations.push({ url: page.url(), ...v }));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => window.patiencePolicyViolation({
      directive: e.effectiveDirective, blocked: e.blockedURI, source: `${e.sourceFile}:${e.lineNumber}`, sample: e.sample,
    }));
  });
}

// The page has drawn its first table (window.patience.ready resolved).
export async function waitReady(page) {
  await page.waitForFunction(() => window.patience && window.patience.ready, null, { timeout: 20000 });
  await page.evaluate(() => window.patience.ready);
}

// The table is at rest: no glide, autoplay or finish move, or redraw after a resize is under way, and the
// table is laid out for the canvas's present size (a notice's row shown or gone changes it). Every input asks
// for a frame as it is handled, so this holds only once what it started has been shown.
export async function atRest(page) {
  await expect.poll(() => page.evaluate(() => { const f = window.patience.frames(); return !f.queued && f.sized; }),
    { message: 'the table comes to rest (no frame asked for, laid out for its size)', intervals: [10, 20, 50, 100] }).toBe(true);
}

// The page's time stopped a second ahead of its present (Playwright's clock installed): from then on it moves
// only when the test runs it on. The second is asked for again when the machine took longer than that to get
// there (a loaded machine did: "Cannot fast-forward to the past").
export async function pauseClock(page) {
  for (let tries = 1; ; tries++) {
    try {
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
      return;
    } catch (e) {
      if (tries >= 5 || !/to the past/.test(String(e))) throw e;
    }
  }
}

// The page told of reduced motion (`reducedMotion`: 'reduce' or 'no-preference'), and its own listener has heard
// it: the media query's change event comes a moment after Playwright's emulation, so a deal started at once
// could still move. A listener added before the emulation runs after the page's, added at its start.
export async function emulateMotion(page, reducedMotion) {
  const heard = page.evaluate((reduce) => new Promise((resolve) => {
    const query = matchMedia('(prefers-reduced-motion: reduce)');
    if (query.matches === reduce) resolve();
    else query.addEventListener('change', () => resolve(), { once: true });
  }), reducedMotion === 'reduce');
  await page.emulateMedia({ reducedMotion });
  await heard;
}

// The position alone (piles and move count), without the undo / redo flags that the JSON also carries.
export const position = (s) => ({ piles: s.piles, moves: s.moves });

export const state = (page) => page.evaluate(() => window.patience.state());
export const rects = (page) => page.evaluate(() => window.patience.rects());
// Where the cards lie once the table is at rest: a pointer aimed by the layout before a resize (a notice's row
// shown as the page opens) would land on another pile. One round trip when the table is already at rest, as it
// is after every helper here.
async function restingRects(page) {
  const now = await page.evaluate(() => {
    const f = window.patience.frames();
    return !f.queued && f.sized ? window.patience.rects() : null;
  });
  if (now) return now;
  await atRest(page);
  return rects(page);
}
export const info = (page) => page.evaluate(() => window.patience.info());

const centre = (r) => ({ x: r.x + r.w / 2, y: r.y + r.h / 2 });

// The visible top card of a pile, or undefined.
export function topCard(r, pile) {
  return r.cards.filter((c) => c.pile === pile).sort((a, b) => b.index - a.index)[0];
}

// Where a card dropped on `pile` lands: its top card, else the pile's own area.
export function landing(r, pile) {
  return topCard(r, pile) ?? r.piles[pile];
}

// A real mouse drag of the top card of `from` onto `to`, in small steps like a hand would; returns once the
// table is at rest again.
export async function drag(page, from, to) {
  const r = await restingRects(page);
  const card = topCard(r, from);
  if (!card) throw new Error(`no card on ${from}`);
  const a = centre(card);
  const b = centre(landing(r, to));
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  const steps = 8;
  for (let i = 1; i <= steps; i++) await page.mouse.move(a.x + ((b.x - a.x) * i) / steps, a.y + ((b.y - a.y) * i) / steps);
  await page.mouse.up();
  await atRest(page);
}

// A click (press and release in place) on the top card of `pile`, or on the pile when it is empty; returns
// once the table is at rest again. A second tap on the same card within 350 ms would be a double-tap: only
// the stock, which has none, is tapped twice in a row.
export async function tap(page, pile) {
  const r = await restingRects(page);
  const p = centre(landing(r, pile));
  await page.mouse.click(p.x, p.y);
  await atRest(page);
}

// Moves of the form "<pile>><pile>" (one card), split into { text, from, to }.
export function singleCardMoves(moves) {
  return moves.filter((m) => /^[a-z]+\d*>[a-z]+\d*$/.test(m)).map((m) => {
    const [from, to] = m.split('>');
    return { text: m, from, to };
  });
}

// Opens the panel with a real click: the toolbar's Settings on a wide screen, else through the More menu.
export async function openSettings(page) {
  if (await page.locator('#settings-open').isVisible()) {
    await page.locator('#settings-open').click();
  } else {
    await page.locator('#more').click();
    await page.locator('#menu-settings').click();
  }
  await expect(page.locator('#settings')).toBeVisible();
}

// The page opened one move from a win of `game` (its default ruleset) `deal`: the CLI's winning line but its
// last move, as the game's save. Resolves to openPage's { context, page, errors } with `moves`, the whole line.
export async function nearlyWon(openPage, referee, game, deal, options = {}) {
  const { moves } = JSON.parse(referee.run(['solve', game, String(deal)]));
  const save = `patience-save 1\ngame ${game} std\ndeal ${deal} 1\nmoves ${moves.slice(0, -1).join(' ')}\nundone 0\n`;
  const init = ([text, g]) => {
    if (localStorage.getItem('patience.v2.last')) return;
    localStorage.setItem(`patience.v2.save.${g}.std`, text);
    localStorage.setItem('patience.v2.last', `${g} std`);
  };
  const opened = await openPage({ init: [init, [save, game]], ...options });
  return { ...opened, moves };
}

// The last move of a winning line (nearlyWon's `moves`), dragged by real pointer input onto its pile (the
// card taken near its top edge, which shows on a fanned pile): the game is won and its panel shows.
export async function playLastMove(page, moves) {
  const [, from, to] = moves[moves.length - 1].match(/^([a-z]+\d*)>([a-z]+\d*)$/);
  const r = await restingRects(page);
  const card = topCard(r, from);
  const top = landing(r, to);
  const a = { x: card.x + card.w / 2, y: card.y + Math.min(8, card.h / 2) }, b = centre(top);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  for (let i = 1; i <= 3; i++) await page.mouse.move(a.x + ((b.x - a.x) * i) / 3, a.y + ((b.y - a.y) * i) / 3);
  await page.mouse.up();
  await atRest(page);
  expect((await state(page)).won).toBe(true);
  await expect(page.locator('#overlay-title')).toHaveText('You won!');
}
