// Page benchmark (prints figures, asserts nothing): bytes of everything the page loads, raw and gzip, and
// the time from navigation to the first drawn table in headless Chromium, median of 5 cold loads.
// Usage: node tests/bench/page.mjs   (env as in tests/browser/environment.mjs: PATIENCE_SITE, PATIENCE_CHROMIUM)
import { gzipSync } from 'node:zlib';
import { launch, serve } from '../browser/environment.mjs';

const RUNS = 5;
const server = await serve();
const browser = await launch();
const times = [];
const marks = []; // the shell's performance marks on the way (wasm ready, art loaded, table drawn)
let files = new Map();
try {
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } }); // cold cache each run
    const page = await context.newPage();
    const loaded = new Map();
    page.on('response', async (response) => {
      try {
        const body = await response.body();
        loaded.set(new URL(response.url()).pathname, body);
      } catch { /* redirects have no body */ }
    });
    await page.goto(server.url + 'index.html#game=falling-star&deal=12345');
    await page.waitForFunction(() => window.patience && window.patience.ready, null, { timeout: 30000 });
    await page.evaluate(() => window.patience.ready);
    // Marks count from the navigation's start; the shell sets the last one in the frame that drew the table.
    const m = await page.evaluate(() => Object.fromEntries(performance.getEntriesByType('mark').map((e) => [e.name, e.startTime])));
    marks.push(m);
    times.push(m['patience:table-drawn']);
    await page.waitForTimeout(200);
    if (run === 0) files = loaded;
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}

const kb = (n) => `${(n / 1024).toFixed(1).padStart(8)} KB`;
let raw = 0, gz = 0;
console.log('file                         raw          gzip');
for (const [name, body] of [...files].sort((a, b) => b[1].length - a[1].length)) {
  const z = gzipSync(body, { level: 9 }).length;
  raw += body.length;
  gz += z;
  console.log(`${name.padEnd(22)} ${kb(body.length)} ${kb(z)}`);
}
console.log(`${'total'.padEnd(22)} ${kb(raw)} ${kb(gz)}`);
times.sort((a, b) => a - b);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const name of Object.keys(marks[0] ?? {})) console.log(`  ${name}: median ${median(marks.map((m) => m[name])).toFixed(0)} ms`);
console.log(`first drawn table: median ${times[Math.floor(RUNS / 2)].toFixed(0)} ms of ${RUNS} cold loads ` +
  `(${times.map((t) => t.toFixed(0)).join(', ')} ms)`);
