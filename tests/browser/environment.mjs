// Where the browser tests find what they drive, and how they start it: the built site, the CLI referee, Debian's
// Chromium and the static server. One home for the test runner's config, the fixtures and the page benchmark
// (tests/bench/page.mjs).
//
// Environment (defaults relative to the repository):
//   PATIENCE_SITE      the built static site          (build/web/site)
//   PATIENCE_CLI       the native CLI referee         (build/native/patience)
//   PATIENCE_CHROMIUM  the Chromium binary            (/usr/bin/chromium)
//   PATIENCE_ARTIFACTS where screenshots are written  (tests/browser/artifacts; failures/ in it for traces)
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
export const site = path.resolve(process.env.PATIENCE_SITE ?? path.join(here, '../../build/web/site'));
export const cli = path.resolve(process.env.PATIENCE_CLI ?? path.join(here, '../../build/native/patience'));
export const artifacts = path.resolve(process.env.PATIENCE_ARTIFACTS ?? path.join(here, 'artifacts'));

// Debian's Chromium, never a downloaded browser; the arguments keep it off the network and the GPU.
export const launchOptions = {
  executablePath: process.env.PATIENCE_CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync'],
};
export const launch = () => chromium.launch(launchOptions);

export function checkSite() {
  if (!existsSync(path.join(site, 'index.html'))) {
    throw new Error(`no built site in ${site}: build the "web" preset first (cmake --preset web && cmake --build --preset web)`);
  }
}

// The static server, as .ci/play serves the site: Python's, which sends .wasm as application/wasm.
export const serverCommand = (port) => ['python3', ['-m', 'http.server', '--bind', '127.0.0.1', '--directory', site, String(port)]];

export const freePort = () => new Promise((resolve, reject) => {
  const probe = net.createServer().once('error', reject).listen(0, '127.0.0.1', () => {
    const { port } = probe.address();
    probe.close(() => resolve(port));
  });
});

// Serves the site on a free port (outside the test runner, which has its own web server); resolves to
// { url, close } once the server answers.
export async function serve() {
  checkSite();
  const port = await freePort();
  const [command, args] = serverCommand(port);
  const server = spawn(command, args, { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}/`;
  const answers = () => new Promise((resolve) => {
    http.get(url + 'index.html', (res) => { res.resume(); resolve(res.statusCode === 200); }).on('error', () => resolve(false));
  });
  while (!(await answers())) {
    if (server.exitCode !== null) throw new Error(`the static server stopped (exit ${server.exitCode})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url, close: () => new Promise((resolve) => { server.once('exit', resolve); server.kill(); }) };
}
