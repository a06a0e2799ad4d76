// Every npm package the browser tests install, and the web build's (web/: Closure Compiler), runs on the
// oldest Node.js each folder promises (package.json's engines: Debian 12's own nodejs, 18.20), by the engines
// field each package declares in package-lock.json.
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

let failed = false;
for (const folder of ['.', '../../web']) {
  const promised = read(`${folder}/package.json`).engines.node;
  const oldest = semver.minVersion(promised);
  const packages = read(`${folder}/package-lock.json`).packages;
  const refusing = Object.entries(packages)
    .filter(([name, p]) => name && p.engines?.node && !semver.satisfies(oldest, p.engines.node))
    .map(([name, p]) => `${name.replace(/^node_modules\//, '')}@${p.version} needs node ${p.engines.node}`);
  const where = path.relative(path.join(here, '../..'), path.join(here, folder));
  if (refusing.length) {
    console.error(`engines: ${where} promises Node.js ${promised} (package.json), but in package-lock.json:\n  ` +
      `${refusing.join('\n  ')}\nPick versions whose engines field admits Node.js ${oldest}.`);
    failed = true;
  } else {
    console.log(`engines: all ${Object.keys(packages).length - 1} locked packages of ${where} run on Node.js ${oldest} (${promised})`);
  }
}
process.exit(failed ? 1 : 0);
