// Shared set-up for the browser tests: a static server for the built site, Debian's Chromium through
// playwright-core, the native CLI referee, and helpers to drive the table with real pointer input.
//
// Environment (defaults relative to the repository):
//   PATIENCE_SITE      the built static site          (build/web/site)
//   PATIENCE_CLI       the native CLI referee         (build/native/patience)
//   PATIENCE_CHROMIUM  the Chromium binary            (/usr/bin/chromium)
//   PATIENCE_ARTIFACTS where screenshots are written  (tests/browser/artifacts)
import { execFileSync } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
export const repo = path.resolve(here, '../..');
export const site = path.resolve(process.env.PATIENCE_SITE ?? path.join(repo, 'build/web/site'));
export const cli = path.resolve(process.env.PATIENCE_CLI ?? path.join(repo, 'build/native/patience'));
export const artifacts = path.resolve(process.env.PATIENCE_ARTIFACTS ?? path.join(here, 'artifacts'));
const chromiumPath = process.env.PATIENCE_CHROMIUM ?? '/usr/bin/chromium';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
};

// Serves `dir` on 127.0.0.1 at a free port; resolves to { url, close }.
export async function serve(dir = site) {
  if (!existsSync(path.join(dir, 'index.html'))) throw new Error(`no built site in ${dir}: build the "web" preset first`);
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const file = path.join(dir, path.normalize(pathname === '/' ? '/index.html' : pathname));
    if (!file.startsWith(dir + path.sep) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(200, {
      'content-type': types[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
    });
    createReadStream(file).pipe(res);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((r) => server.close(r)) };
}

export function launch() {
  return chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync'],
  });
}

// A fresh browser context (its own localStorage) with the page open at `hash`, table drawn. Autoplay is
// off unless asked for, so a move gives exactly the CLI's `play` position (the CLI never autoplays).
export async function openPage(browser, baseUrl, { hash = '', viewport = { width: 1280, height: 800 }, scale = 1, init, touch = false, autoplay = false } = {}) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: scale, hasTouch: touch, isMobile: touch });
  if (!autoplay) {
    await context.addInitScript(() => {
      try { localStorage.setItem('patience.v2.autoplay', 'off'); } catch { /* storage disabled: autoplay stays on */ }
    });
  }
  if (init) await context.addInitScript(...(Array.isArray(init) ? init : [init])); // a function, or [function, arg]
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(baseUrl + 'index.html' + hash);
  await waitReady(page);
  return { context, page, errors };
}

export async function waitReady(page) {
  await page.waitForFunction(() => window.patience && window.patience.ready, null, { timeout: 20000 });
  await page.evaluate(() => window.patience.ready);
}

// The CLI referee: `patience <args...>` with optional stdin, stdout as text.
export function runCli(args, input = '') {
  if (!existsSync(cli)) throw new Error(`no CLI at ${cli}: build the "native" preset first`);
  return execFileSync(cli, args, { input, encoding: 'utf8' });
}
export const cliState = (game, deal, moves = []) =>
  JSON.parse(runCli(['play', game, String(deal)], moves.map((m) => m + '\n').join('')));
export const cliMoves = (game, deal, moves = []) =>
  runCli(['moves', game, String(deal)], moves.map((m) => m + '\n').join('')).split('\n').filter(Boolean);

// The position alone (piles and move count), without the undo / redo flags that the JSON also carries.
export const position = (s) => ({ piles: s.piles, moves: s.moves });

export const state = (page) => page.evaluate(() => window.patience.state());
export const rects = (page) => page.evaluate(() => window.patience.rects());
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

// A real mouse drag of the top card of `from` onto `to`, in small steps like a hand would.
export async function drag(page, from, to) {
  const r = await rects(page);
  const card = topCard(r, from);
  if (!card) throw new Error(`no card on ${from}`);
  const a = centre(card);
  const b = centre(landing(r, to));
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  const steps = 8;
  for (let i = 1; i <= steps; i++) await page.mouse.move(a.x + ((b.x - a.x) * i) / steps, a.y + ((b.y - a.y) * i) / steps);
  await page.mouse.up();
}

// A click (press and release in place) on the top card of `pile`, or on the pile when it is empty.
export async function tap(page, pile) {
  const r = await rects(page);
  const p = centre(landing(r, pile));
  await page.mouse.click(p.x, p.y);
}

// Lets glides finish (150 ms) and the double-tap window (350 ms) pass.
export const settle = (page) => page.waitForTimeout(400);

export function artifactPath(name) {
  mkdirSync(artifacts, { recursive: true });
  return path.join(artifacts, name);
}

// Moves of the form "<pile>><pile>" (one card), split into { text, from, to }.
export function singleCardMoves(moves) {
  return moves.filter((m) => /^[a-z]+\d*>[a-z]+\d*$/.test(m)).map((m) => {
    const [from, to] = m.split('>');
    return { text: m, from, to };
  });
}
