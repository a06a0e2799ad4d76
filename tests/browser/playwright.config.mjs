// Playwright's test runner for the browser tests: the built site served by Python's static server (as .ci/play
// serves it), Debian's Chromium (never a downloaded browser), traces and screenshots kept when a test fails.
// Paths and the browser come from environment.mjs (PATIENCE_SITE, PATIENCE_CLI, PATIENCE_CHROMIUM,
// PATIENCE_ARTIFACTS); also:
//   PATIENCE_PORT      the server's port              (a free one)
//   PATIENCE_WORKERS   browsers run side by side      (2)
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { artifacts, checkSite, freePort, launchOptions, serverCommand } from './environment.mjs';

checkSite();
// Chosen once, in the runner: its worker processes load this file again and inherit the choice.
process.env.PATIENCE_PORT ??= String(await freePort());
const port = process.env.PATIENCE_PORT;
const [command, args] = serverCommand(port);

export default defineConfig({
  testDir: '.',
  testMatch: '*.test.mjs',
  outputDir: path.join(artifacts, 'failures'),
  // Three Chromiums side by side on the 2-core machine kind: most of a browser test's time is waiting (glides, the
  // deal's flight, the solver's worker, polls), so with two the machine's cores were busy only 1.2 of 2 on
  // average over the test command (its CPU time over its wall time). With one the suite once took 128 s, with
  // two 103 s.
  workers: Number(process.env.PATIENCE_WORKERS ?? 3),
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  // Generous for a shared 2-core machine: waits end as soon as their condition holds. A test that takes
  // screenshots at every size takes 18 s alone but over a minute beside two other browsers and the sanitize
  // phase on a slow day of the machine kind (stop 46: the phase 1,598 s against stop 45's 512 s, six tests
  // over a 60 s limit), so the limit is three times that.
  timeout: 180_000,
  expect: { timeout: 10_000 },
  webServer: {
    command: [command, ...args.map((a) => JSON.stringify(a))].join(' '),
    url: `http://127.0.0.1:${port}/index.html`,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'ignore', // one log line per request
  },
  use: {
    baseURL: `http://127.0.0.1:${port}/`,
    browserName: 'chromium',
    launchOptions,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
