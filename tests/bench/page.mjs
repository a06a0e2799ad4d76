// Page benchmark (prints figures, asserts nothing), in headless Chromium:
// - the time from navigation to the first drawn table, median of cold loads, and where it goes (the page's
//   performance marks and the resource timings of the wasm and the art);
// - the bytes loaded before that first table, raw and gzip (what comes later, like a solver worker, is left
//   out), and every file the page loads;
// - the main thread's script time per animation frame while a card is dragged across the table by real
//   pointer moves, from a Chromium trace: median and 95th percentile, once while the solver's worker searches
//   the position on the table and once with the worker idle (its search ended), so a drag is seen not to
//   wait for the solver;
// - the same while a new deal is dealt, and an idle page's frames and main-thread time over two seconds.
// Usage: node tests/bench/page.mjs [loads]   (env as in tests/browser/environment.mjs: PATIENCE_SITE,
// PATIENCE_CHROMIUM)
import { gzipSync } from 'node:zlib';
import { launch, serve } from '../browser/environment.mjs';

const RUNS = Number(process.argv[2] ?? 9);
const LINK = 'index.html#game=falling-star&deal=12345';
// The drags: a deal the solver cannot decide within its page budget, so it searches for seconds (the first
// drag), then gives up (the second drag, the same card, once the mark says "Not sure yet").
const DRAG_LINK = 'index.html#game=falling-star&deal=13';
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const percentile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
const gz = (body) => gzipSync(body, { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1).padStart(8)} KB`;

const server = await serve();
const browser = await launch();

async function open(context, link = LINK) {
  const page = await context.newPage();
  await page.goto(server.url + link);
  await page.waitForFunction(() => window.patience && window.patience.ready, null, { timeout: 30000 });
  await page.evaluate(() => window.patience.ready);
  return page;
}

// One cold load (a fresh context: empty cache and storage): its timeline and the files with their bodies.
async function load() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const bodies = new Map();
  context.on('response', async (response) => {
    try { bodies.set(response.url(), await response.body()); } catch { /* no body */ }
  });
  const page = await open(context);
  await page.waitForTimeout(300); // the idle art work and anything loaded later, to show it is left out
  const timeline = await page.evaluate(() => {
    const at = {};
    for (const e of performance.getEntriesByType('mark')) at[e.name] = e.startTime;
    const nav = performance.getEntriesByType('navigation')[0];
    at['html received'] = nav.responseEnd;
    const resources = performance.getEntriesByType('resource').map((e) => ({ url: e.name, start: e.startTime, end: e.responseEnd }));
    resources.push({ url: nav.name, start: 0, end: nav.responseEnd });
    return { at, resources };
  });
  await context.close();
  return { timeline, bodies };
}

const loads = [];
for (let run = 0; run < RUNS; run++) loads.push(await load());

// ---- bytes ----
const first = loads[0];
const drawnAt = first.timeline.at['patience:table-drawn'];
const ended = new Map(first.timeline.resources.map((r) => [r.url.replace(/#.*/, ''), r.end]));
let rawAll = 0, gzAll = 0, rawFirst = 0, gzFirst = 0;
console.log('file                          raw         gzip   loaded');
for (const [url, body] of [...first.bodies].sort((a, b) => b[1].length - a[1].length)) {
  const z = gz(body);
  const before = (ended.get(url) ?? Infinity) <= drawnAt;
  rawAll += body.length;
  gzAll += z;
  if (before) { rawFirst += body.length; gzFirst += z; }
  console.log(`${new URL(url).pathname.padEnd(22)} ${kb(body.length)} ${kb(z)}   ${before ? 'before the first table' : 'after'}`);
}
console.log(`${'before the first table'.padEnd(22)} ${kb(rawFirst)} ${kb(gzFirst)}`);
console.log(`${'everything'.padEnd(22)} ${kb(rawAll)} ${kb(gzAll)}`);

// ---- time to the first table and where it goes ----
const fileEnd = (l, name) => l.timeline.resources.find((r) => new URL(r.url).pathname.endsWith(name))?.end;
const steps = [
  ['html received', (l) => l.timeline.at['html received']],
  ['modules run (start)', (l) => l.timeline.at['patience:modules-run']],
  ['wasm fetched', (l) => fileEnd(l, 'patience.wasm')],
  ['wasm compiled and instantiated', (l) => l.timeline.at['patience:wasm-instantiated']],
  ['wasm ready (main run: SDL, WebGL)', (l) => l.timeline.at['patience:wasm-ready']],
  ['art fetched', (l) => fileEnd(l, 'cards.svg')],
  ['art loaded (text in hand)', (l) => l.timeline.at['patience:art-loaded']],
  ['first frame starts (art given)', (l) => l.timeline.at['patience:first-frame']],
  ['first table drawn', (l) => l.timeline.at['patience:table-drawn']],
];
console.log(`\ntime from navigation, median of ${RUNS} cold loads (ms):`);
for (const [name, of] of steps) {
  const xs = loads.map(of).filter((x) => x !== undefined);
  if (xs.length) console.log(`  ${name.padEnd(34)} ${median(xs).toFixed(0).padStart(6)}`);
}
const frameMs = loads.map((l) => l.timeline.at['patience:table-drawn'] - l.timeline.at['patience:first-frame']).filter((x) => !Number.isNaN(x));
if (frameMs.length) console.log(`  first frame (art read, cards rasterised, drawn) took ${median(frameMs).toFixed(0)}`);
const times = loads.map((l) => l.timeline.at['patience:table-drawn']);
// On a loaded machine the fastest load shows the page's own cost best; the median is the figure to compare.
console.log(`first drawn table: median ${median(times).toFixed(0)} ms, fastest ${Math.min(...times).toFixed(0)} ms, of ${RUNS} cold loads ` +
  `(${[...times].sort((a, b) => a - b).map((t) => t.toFixed(0)).join(', ')} ms)`);

// ---- script time per frame during a drag ----
// The solver's state, from the Winnable mark: 'searching' until its worker has a verdict for the table.
const solverState = (page) => page.evaluate(() => document.getElementById('verdict').dataset.verdict);

// The main thread's script time per animation frame in a Chromium trace: each animation frame carries the
// script run since the previous one (pointer events, then the frame's callback).
function scriptPerFrame(trace) {
  const events = trace.traceEvents ?? trace;
  // The page's main thread: the renderer's CrRendererMain that ran the animation frames.
  const main = events.filter((e) => e.name === 'FireAnimationFrame').map((e) => `${e.pid}:${e.tid}`);
  const thread = main.length ? main[0] : null;
  const script = new Set(['FunctionCall', 'EventDispatch', 'FireAnimationFrame', 'TimerFire', 'v8.callFunction', 'RunMicrotasks', 'EvaluateScript']);
  const top = events
    .filter((e) => `${e.pid}:${e.tid}` === thread && e.ph === 'X' && script.has(e.name))
    .sort((a, b) => a.ts - b.ts);
  const perFrame = [];
  let sum = 0, end = -Infinity;
  for (const e of top) {
    if (e.ts < end) continue; // nested in one already counted
    sum += e.dur / 1000;
    end = e.ts + e.dur;
    if (e.name === 'FireAnimationFrame') { perFrame.push(sum); sum = 0; }
  }
  return perFrame;
}

async function dragTrace(solver) { // 'searching' or 'idle'
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await open(context, DRAG_LINK);
  await page.waitForTimeout(1000); // the idle art work done
  if (solver === 'idle') { // the search's budget: 5,000,000 positions or 20 s
    await page.waitForFunction(() => !['searching', undefined].includes(document.getElementById('verdict').dataset.verdict),
      null, { timeout: 60000 });
  } else {
    await page.waitForFunction(() => performance.getEntriesByName('patience:solver-requested').length > 0, null,
      { timeout: 30000 });
  }
  const before = await solverState(page);
  const r = await page.evaluate(() => window.patience.rects());
  const card = r.cards.filter((c) => c.pile === 't1').sort((a, b) => b.index - a.index)[0];
  const from = { x: card.x + card.w / 2, y: card.y + card.h / 2 };
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  // Across the table and back, in small steps like a hand: one pointer move per step.
  const path = [[900, 600], [300, 650], [from.x, from.y]];
  let at = from;
  for (const [x, y] of path) {
    await page.mouse.move(x, y, { steps: 40 });
    at = { x, y };
  }
  await page.mouse.up();
  await page.waitForFunction(() => !window.patience.frames().queued);
  const perFrame = scriptPerFrame(JSON.parse((await browser.stopTracing()).toString()));
  const after = await solverState(page);
  await context.close();
  return { perFrame, solver: before === after ? before : `${before}, then ${after}` };
}
console.log('\nscript time per animation frame during a drag (main thread, Chromium trace):');
for (const solver of ['searching', 'idle']) {
  const { perFrame, solver: seen } = await dragTrace(solver);
  console.log(`  solver ${solver.padEnd(9)} median ${median(perFrame).toFixed(2)} ms, p95 ` +
    `${percentile(perFrame, 0.95).toFixed(2)} ms over ${perFrame.length} frames (mark during the drag: ${seen})`);
}

// ---- a new deal dealt, and the idle page ----
// The script time per frame while New deal's cards fly (the page at rest first, its art all made); then two
// seconds of the page at rest: the frames it draws and asks for, and the main thread's busy time.
{
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await open(context);
  await page.waitForFunction(() => !window.patience.frames().queued);
  await page.waitForTimeout(1500); // the idle art work done
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await page.locator('#new').click();
  await page.waitForFunction(() => !window.patience.frames().queued);
  const perFrame = scriptPerFrame(JSON.parse((await browser.stopTracing()).toString()));
  console.log(`\nscript time per animation frame while a new deal is dealt: median ${median(perFrame).toFixed(2)} ms, ` +
    `p95 ${percentile(perFrame, 0.95).toFixed(2)} ms over ${perFrame.length} frames`);
  await page.waitForTimeout(1500);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const busy = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value;
  const before = await page.evaluate(() => window.patience.frames());
  const task0 = await busy();
  await page.waitForTimeout(2000);
  const after = await page.evaluate(() => window.patience.frames());
  const task1 = await busy();
  console.log(`idle page, 2 s: ${after.drawn - before.drawn} frames drawn, ${after.animationFrames - before.animationFrames} ` +
    `animation frames, ${((task1 - task0) * 1000).toFixed(1)} ms of main-thread tasks`);
  await context.close();
}

await browser.close();
await server.close();
