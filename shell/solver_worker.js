// The solver's Web Worker: runs the core's solver (solver_core.js/.wasm, built from core alone) off the page's
// thread. One job at a time, searched in slices of a few milliseconds so that messages (cancel, a new job,
// pause while the tab is hidden) are read between two slices; it posts progress and the result.
// Quick calls (the game history's, web/glue/history_bridge.cpp, and the polish of a line to watch) are
// answered at once, beside the job, which they neither replace nor wait for: a history of 500 games is
// replayed in milliseconds, a line polished in at most a second or so.
// Messages in: {type: 'job', id, job}, {type: 'cancel', id}, {type: 'pause'}, {type: 'resume'}, {type: 'ping', n},
// {type: 'call', id, call, args}.
// Messages out: {id, progress}, {id, result}, {id, error} ({id, error, unstarted: true} when the solver could
// not start: the error is then the reason, which the page words); a job replaced or cancelled gets {id, result: null};
// {state: 'paused' | 'running'} after a pause or resume, {pong: n} after a ping; a call gets {id, result}
// with the call's text (the file, read-out or line, or why not).
importScripts('solver_core.js?v=dev');
const build = 'v=dev'; // the build's stamp, for the .wasm's URL

const SLICE = 2000;    // positions per call into wasm
const BURST_MS = 30;   // calls in a row before the worker looks at its messages again

// The memory the searches of the position may hold: a thirty-second of the device's (navigator.deviceMemory, in
// GB, rounded by the browser), so 128 MB with 4 GB and at most 256 MB; the solver's own 64 MB below 2 GB or
// where the browser does not say. A larger table forgets less of what it searched (the 20 s analysis).
const MEMORY_MB = Math.min(256, Math.max(64, 32 * (self.navigator.deviceMemory || 0)));

let mod = null;
let failed = ''; // why the solver could not start
const ready = createSolver({ locateFile: (file, dir) => `${dir}${file}?${build}` })
  .then((m) => { mod = m; mod._ps_set_memory(MEMORY_MB); },
    (e) => { failed = String(e && e.message ? e.message : e); });

function withText(text, fn) {
  const size = mod.lengthBytesUTF8(text) + 1;
  const ptr = mod._malloc(size);
  mod.stringToUTF8(text, ptr, size);
  try { return fn(ptr); } finally { mod._free(ptr); }
}
const read = (ptr) => JSON.parse(mod.UTF8ToString(ptr));

let job = null;   // {id, ms, spent}: the job in the wasm module
let paused = false;
let timer = 0;

function start(id, j) {
  let out;
  if (j.kind === 'analyse') out = withText(j.save, (p) => read(mod._ps_analyse(p, j.positions, j.at ?? -1)));
  else if (j.kind === 'turning') out = withText(j.save, (p) => read(mod._ps_turning_point(p, j.positions)));
  else if (j.kind === 'winnable') {
    out = withText(j.game, (g) => withText(j.ruleset, (r) => withText(j.date ?? '', (d) =>
      read(mod._ps_winnable_deal(g, r, j.random ?? 0, j.tries ?? 0, j.positions ?? 0, d)))));
  } else out = { error: `unknown job ${j.kind}` };
  if (out.error) { postMessage({ id, error: out.error }); return; }
  job = { id, ms: j.ms ?? Infinity, spent: 0 };
  schedule();
}

// The quick calls by name (the history's, and the polish of a line to watch): text arguments first, then
// numbers.
const quickCalls = {
  polish: ([link, from]) => withText(link, (l) => mod.UTF8ToString(mod._ps_polish(l, from))),
  record: ([stored, replay, ended, ms, resumed]) => withText(stored, (s) => withText(replay, (r) =>
    mod.UTF8ToString(mod._pt_history_record(s, r, ended, ms, resumed ? 1 : 0)))),
  read: ([text]) => withText(text, (t) => mod.UTF8ToString(mod._pt_history_read(t))),
  merge: ([stored, imported]) => withText(stored, (s) => withText(imported, (i) =>
    mod.UTF8ToString(mod._pt_history_merge(s, i)))),
  view: ([text]) => withText(text, (t) => mod.UTF8ToString(mod._pt_history_view(t))),
  stats: ([text]) => withText(text, (t) => mod.UTF8ToString(mod._pt_history_stats(t))),
};
function quickCall(id, call, args) {
  const fn = quickCalls[call];
  if (!fn) postMessage({ id, error: `unknown call ${call}` });
  else postMessage({ id, result: fn(args) });
}

function stop() {
  if (job) postMessage({ id: job.id, result: null });
  job = null;
  if (mod) mod._ps_stop();
}

function schedule() {
  if (!timer && job && !paused) timer = setTimeout(run, 0);
}

function run() {
  timer = 0;
  if (!job || paused) return;
  const began = performance.now();
  let out;
  do out = read(mod._ps_step(SLICE)); while (!out.done && !out.idle && performance.now() - began < BURST_MS);
  job.spent += performance.now() - began;
  if (out.idle) { job = null; return; }
  if (out.done) {
    const { id } = job;
    job = null;
    postMessage({ id, result: out });
  } else if (job.spent >= job.ms) {
    // Out of time: the search stops short of a proof.
    const { id } = job;
    job = null;
    mod._ps_stop();
    postMessage({ id, result: { ...out, done: true, verdict: 'unknown', outOfTime: true } });
  } else {
    postMessage({ id: job.id, progress: out });
    schedule();
  }
}

onmessage = async (e) => {
  const m = e.data;
  await ready;
  if (failed) { if (m.type === 'job' || m.type === 'call') postMessage({ id: m.id, error: failed, unstarted: true }); return; }
  if (m.type === 'job') { stop(); start(m.id, m.job); }
  else if (m.type === 'cancel') { if (job && job.id === m.id) stop(); }
  else if (m.type === 'pause') { paused = true; postMessage({ state: 'paused' }); }
  else if (m.type === 'resume') { paused = false; schedule(); postMessage({ state: 'running' }); }
  else if (m.type === 'ping') postMessage({ pong: m.n });
  else if (m.type === 'language') withText(m.text, (p) => mod._ps_set_language(p));
  else if (m.type === 'call') quickCall(m.id, m.call, m.args);
};
