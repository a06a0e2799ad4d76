// Every npm package the browser tests install runs on the oldest Node.js they promise (package.json's
// engines: Debian 12's own nodejs, 18.20), by the engines field each package declares in package-lock.json.
// A test-runner upgrade that drops it fails here on any machine, not only on a plain Debian 12.
// Run by CTest (test "browser_engines"): node tests/browser/engines.mjs
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const read = (file) => JSON.parse(readFileSync(path.join(here, file), 'utf8'));
let semver;
try {
  semver = (await import('semver')).default;
} catch {
  console.error('engines: the npm packages of tests/browser are not installed: run .ci/setup (npm ci there)');
  process.exit(1);
}

const promised = read('package.json').engines.node;
const oldest = semver.minVersion(promised);
const refusing = Object.entries(read('package-lock.json').packages)
  .filter(([name, p]) => name && p.engines?.node && !semver.satisfies(oldest, p.engines.node))
  .map(([name, p]) => `${name.replace(/^node_modules\//, '')}@${p.version} needs node ${p.engines.node}`);
if (refusing.length) {
  console.error(`engines: the browser tests promise Node.js ${promised} (package.json), but in package-lock.json:\n  ` +
    `${refusing.join('\n  ')}\nPick versions whose engines field admits Node.js ${oldest}.`);
  process.exit(1);
}
const checked = Object.keys(read('package-lock.json').packages).length - 1;
console.log(`engines: all ${checked} locked packages run on Node.js ${oldest} (${promised})`);
