#!/usr/bin/env node
/**
 * Adds the lock-file entries of native platform bindings the package mirror of this machine does not
 * serve (only the linux ones exist there). Without them `npm ci` refuses the lock file ("Missing:
 * @unrs/resolver-binding-darwin-arm64@ from lock file"). Each entry carries its os/cpu/libc, so npm
 * skips it on other platforms without fetching it. `npm install` keeps the entries; run this again
 * only after the lock file is regenerated from scratch: `node scripts/lock-platform-bindings.mjs`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../package-lock.json');
/** Packages whose optional dependencies are per-platform bindings named `<prefix><os>-<cpu>[-<abi>]`. */
const PARENTS = { 'node_modules/unrs-resolver': '@unrs/resolver-binding-' };
const LIBC = { gnu: 'glibc', gnueabihf: 'glibc', musl: 'musl', musleabihf: 'musl' };

const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;
let added = 0;
for (const [parentKey, prefix] of Object.entries(PARENTS)) {
  const parent = packages[parentKey];
  if (!parent) continue;
  for (const [name, version] of Object.entries(parent.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (packages[key] || !name.startsWith(prefix)) continue;
    const [os, cpu, abi] = name.slice(prefix.length).split('-');
    const libc = abi ? LIBC[abi] : undefined;
    packages[key] = {
      version,
      cpu: [cpu],
      ...(parent.dev ? { dev: true } : {}),
      ...(libc ? { libc: [libc] } : {}),
      license: parent.license,
      optional: true,
      os: [os],
    };
    added += 1;
  }
}
if (added > 0) {
  lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => a.localeCompare(b, 'en')));
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
}
process.stdout.write(`package-lock.json: ${added} platform binding entr${added === 1 ? 'y' : 'ies'} added\n`);
