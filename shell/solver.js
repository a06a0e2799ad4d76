// The page's side of the solver's Web Worker (solver_worker.js): a small client with request ids. The worker
// and its wasm are fetched only when start() is called, after the first table is drawn, so they cost the first
// load nothing; the worker stops while the tab is hidden and goes on when it is shown again. One job runs at a
// time: a new job replaces the one running, whose promise resolves to null (as a cancelled one's does).
import { languageText, t } from './words.js?v=dev';

let worker = null;
let nextId = 1;
const pending = new Map(); // id -> {resolve, reject, onProgress}
let failure = ''; // why the worker could not run, once it failed
let state = 'running'; // as the worker last said: 'paused' while the tab is hidden
let progressPosted = 0; // progress messages heard
const pongs = new Map(); // ping number -> resolve
const calls = new Map(); // id -> {resolve, reject}: the history's calls, apart from the one job

function fail(why) {
  failure = why;
  for (const { reject } of [...pending.values(), ...calls.values()]) reject(new Error(why));
  pending.clear();
  calls.clear();
}

// Creates the worker (once). Later asks before this are refused: nothing is fetched before the first table.
export function start() {
  if (worker || failure) return;
  performance.mark('patience:solver-requested');
  try {
    worker = new Worker('solver_worker.js?v=dev');
  } catch (e) {
    fail(t('solver.could_not_start_why', { why: e && e.message ? e.message : e }));
    return;
  }
  worker.addEventListener('message', (e) => {
    const { id, progress, result } = e.data;
    // The worker's solver could not start: its reason, in the page's words.
    const error = e.data.unstarted ? t('solver.could_not_start_why', { why: e.data.error }) : e.data.error;
    if (e.data.state) { state = e.data.state; return; }
    if (e.data.pong !== undefined) { pongs.get(e.data.pong)?.(); pongs.delete(e.data.pong); return; }
    const c = calls.get(id);
    if (c) {
      calls.delete(id);
      if (error !== undefined) c.reject(new Error(error)); else c.resolve(result);
      return;
    }
    if (progress !== undefined) progressPosted++;
    const p = pending.get(id);
    if (!p) return;
    if (progress !== undefined) { p.onProgress?.(progress); return; }
    pending.delete(id);
    if (error !== undefined) p.reject(new Error(error));
    else p.resolve(result);
  });
  worker.addEventListener('error', (e) => { e.preventDefault?.(); fail(t('solver.could_not_start')); });
  // The worker words hints, the difficulty and the history in the page's language.
  const language = () => worker.postMessage({ type: 'language', text: languageText() });
  document.addEventListener('patience:language', language);
  language();
  const visibility = () => worker.postMessage({ type: document.hidden ? 'pause' : 'resume' });
  document.addEventListener('visibilitychange', visibility);
  visibility();
}
export const started = () => worker !== null;
// No job waits for its answer.
export const idle = () => pending.size === 0;

// For the tests: what the worker said of itself, and a round trip through its queue of messages.
export const stats = () => ({ state, progress: progressPosted });
let pings = 0;
export function ping() {
  const n = ++pings;
  return new Promise((resolve) => { pongs.set(n, resolve); worker.postMessage({ type: 'ping', n }); });
}

// Asks the worker for a job: {kind: 'analyse', save, positions, ms, at} (the current position of a save, or
// the one after its first `at` moves: 0 for the deal),
// {kind: 'turning', save, positions, ms} (where its game was lost), {kind: 'winnable', game, ruleset, random,
// tries, positions} (the next winnable deal from a random one; with a date instead: the daily deal).
// Returns {id, done}: `done` resolves to the result, or null when the job was cancelled or replaced.
export function ask(job, onProgress) {
  const id = nextId++;
  if (!worker) {
    return { id, done: Promise.reject(new Error(failure || t('solver.not_started'))) };
  }
  // The job running now is replaced: it resolves to null.
  for (const [other, p] of pending) { pending.delete(other); p.resolve(null); }
  const done = new Promise((resolve, reject) => pending.set(id, { resolve, reject, onProgress }));
  worker.postMessage({ type: 'job', id, job });
  return { id, done };
}

// A quick call, answered at once beside the job, which it does not replace: the game history's
// (web/glue/history_bridge.cpp: 'record', 'read', 'merge', 'view', 'stats') and 'polish' (a line to watch
// with its two-move shortcuts taken), with its arguments. Resolves to the call's text.
function quickCall(call, ...args) {
  if (!worker) return Promise.reject(new Error(failure || t('solver.not_started')));
  const id = nextId++;
  const done = new Promise((resolve, reject) => calls.set(id, { resolve, reject }));
  worker.postMessage({ type: 'call', id, call, args });
  return done;
}
export const historyCall = quickCall;
// The line of a replay link after its first moves (how many: the second argument), with two-move shortcuts
// taken: {watch, line, from} or {error}.
export const polishLine = (link, from) => quickCall('polish', link, from).then((text) => JSON.parse(text));

export function cancel(id) {
  const p = pending.get(id);
  if (!p) return;
  pending.delete(id);
  worker.postMessage({ type: 'cancel', id });
  p.resolve(null);
}
