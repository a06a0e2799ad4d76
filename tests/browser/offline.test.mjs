// The installable, offline app: after one visit the page loads and plays with no network (every game, the
// rules help); a new version deployed is offered as a reload, never forced, and the game in progress comes
// back after it. The update test serves a copy of the site from a sub-path of its own small static server,
// so the service worker's scope is a folder, not the host. Screenshots of the offer at three sizes land in
// tests/browser/artifacts/offline/.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { atRest, expect, referee, state, test, waitReady } from './fixtures.mjs';
import { site } from './environment.mjs';

const controlled = (page) => page.evaluate(async () => {
  await navigator.serviceWorker.ready;
  return navigator.serviceWorker.controller !== null;
});

// Plays the first single-card tableau or waste move the CLI lists, by keys: focus, pick up, put down.
async function keyMove(page, game, deal, played) {
  const move = referee.moves(game, deal, played).find((m) => /^[tw]\d*>[tf]\d+$/.test(m)) ?? 'deal';
  if (move === 'deal') {
    await page.keyboard.press('d');
  } else {
    const [from, to] = move.split('>');
    const focus = () => page.evaluate(() => window.patience.access().focus);
    await page.keyboard.press('ArrowRight');
    for (let i = 0; i < 30 && (await focus()) !== from; i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    for (let i = 0; i < 30 && (await focus()) !== to; i++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
  }
  await atRest(page);
  return [...played, move];
}

test('after one visit the game loads, plays and shows its rules with no network', async ({ openPage }) => {
  const game = 'klondike', deal = 11;
  const { context, page } = await openPage({ hash: `#game=${game}&deal=${deal}`, offline: true });
  await expect.poll(() => controlled(page), { message: 'the service worker controls the page' }).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await waitReady(page);
  const played = await keyMove(page, game, deal, []);
  expect((await state(page)).piles).toEqual(referee.state(game, deal, played).piles);
  await page.keyboard.press('?');
  await expect(page.locator('#help-sections h3').first()).toBeVisible();
  await page.keyboard.press('Escape');

  // Every game opens offline: a fresh load of each one's link, from the cache.
  for (const r of referee.games().filter((g, i, all) => all.findIndex((o) => o.id === g.id) === i)) {
    await page.goto(`index.html#game=${r.id}&deal=7`);
    await waitReady(page);
    expect((await state(page)).piles, r.id).toEqual(referee.deal(r.id, 7).piles);
  }
  await context.setOffline(false);
});

// The site, copied to a temp folder and served under /some/folder/ by a static server of the test's own.
function serveCopy() {
  const dir = mkdtempSync(path.join(tmpdir(), 'patience-site-'));
  cpSync(site, dir, { recursive: true });
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm',
    '.svg': 'image/svg+xml', '.png': 'image/png', '.webmanifest': 'application/manifest+json' };
  const prefix = '/some/folder/';
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    if (!url.pathname.startsWith(prefix)) { res.writeHead(404).end(); return; }
    const rel = url.pathname.slice(prefix.length) || 'index.html';
    const file = path.join(dir, rel);
    if (!file.startsWith(dir)) { res.writeHead(404).end(); return; }
    try {
      const body = readFileSync(file);
      res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({
    dir, url: `http://127.0.0.1:${server.address().port}${prefix}`,
    close: () => { server.close(); rmSync(dir, { recursive: true, force: true }); },
  })));
}

test('a new version is offered as a reload, and the game in progress survives it', async ({ browser, artifact }) => {
  const served = await serveCopy();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript(() => localStorage.setItem('patience.v2.autoplay', 'off'));
    const page = await context.newPage();
    const game = 'klondike', deal = 11;
    await page.goto(`${served.url}index.html#game=${game}&deal=${deal}`);
    await waitReady(page);
    await expect.poll(() => controlled(page)).toBe(true);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope, 'the worker\'s scope is the site\'s folder').toBe(served.url);
    const played = await keyMove(page, game, deal, []);
    await expect(page.locator('#update')).toBeHidden();

    // Deploy "a new build": the worker's version changes.
    const sw = path.join(served.dir, 'sw.js');
    writeFileSync(sw, readFileSync(sw, 'utf8').replace(/const VERSION = '([^']+)'/, "const VERSION = '$1-next'"));
    await page.reload();
    await waitReady(page);
    await expect(page.locator('#update'), 'the new version is offered').toBeVisible({ timeout: 20000 });
    expect((await state(page)).piles, 'nothing was reloaded under the player').toEqual(referee.state(game, deal, played).piles);
    for (const [width, height] of [[360, 640], [390, 844], [1920, 1080]]) {
      await page.setViewportSize({ width, height });
      await atRest(page);
      await page.screenshot({ path: artifact(`offline/update-${width}x${height}.png`) });
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    await Promise.all([page.waitForEvent('load'), page.locator('#update-reload').click()]);
    await waitReady(page);
    await expect(page.locator('#update')).toBeHidden();
    expect(await page.evaluate(async () => (await caches.keys()).some((k) => k.endsWith('-next'))), 'the new version runs').toBe(true);
    expect((await state(page)).piles, 'the game in progress is back').toEqual(referee.state(game, deal, played).piles);
  } finally {
    await context.close();
    served.close();
  }
});
