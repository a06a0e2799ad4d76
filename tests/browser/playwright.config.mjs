// Playwright's test runner for the browser tests: the built site served by Python's static server (as .ci/play
// serves it), Debian's Chromium (never a downloaded browser), traces and screenshots kept when a test fails.
//
// Environment (defaults relative to the repository):
//   PATIENCE_SITE      the built static site          (build/web/site)
//   PATIENCE_CLI       the native CLI referee         (build/native/patience; read by fixtures.mjs)
//   PATIENCE_CHROMIUM  the Chromium binary            (/usr/bin/chromium)
//   PATIENCE_ARTIFACTS where screenshots are written  (tests/browser/artifacts; failures/ in it for traces)
//   PATIENCE_PORT      the server's port              (a free one)
//   PATIENCE_WORKERS   browsers run side by side      (2)
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const site = path.resolve(process.env.PATIENCE_SITE ?? path.join(here, '../../build/web/site'));
const artifacts = path.resolve(process.env.PATIENCE_ARTIFACTS ?? path.join(here, 'artifacts'));
if (!existsSync(path.join(site, 'index.html'))) {
  throw new Error(`no built site in ${site}: build the "web" preset first (cmake --preset web && cmake --build --preset web)`);
}

// A free port, chosen once in the runner: its worker processes load this file again and inherit the choice.
const freePort = () => new Promise((resolve, reject) => {
  const probe = net.createServer().once('error', reject).listen(0, '127.0.0.1', () => {
    const { port } = probe.address();
    probe.close(() => resolve(port));
  });
});
process.env.PATIENCE_PORT ??= String(await freePort());
const origin = `http://127.0.0.1:${process.env.PATIENCE_PORT}`;

export default defineConfig({
  testDir: here,
  testMatch: '*.test.mjs',
  outputDir: path.join(artifacts, 'failures'),
  // Two Chromiums side by side: on a shared 2-core machine the suite took a median 103 s with two, 128 s with one.
  workers: Number(process.env.PATIENCE_WORKERS ?? 2),
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  // Generous for a shared 2-core machine: waits end as soon as their condition holds.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  webServer: {
    command: `python3 -m http.server --bind 127.0.0.1 --directory "${site}" ${process.env.PATIENCE_PORT}`,
    url: `${origin}/index.html`,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'ignore', // one log line per request
  },
  use: {
    baseURL: `${origin}/`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.PATIENCE_CHROMIUM ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
        '--disable-component-update', '--disable-sync'],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
