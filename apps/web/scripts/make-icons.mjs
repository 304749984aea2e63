#!/usr/bin/env node
/**
 * Draws the web app manifest's PNG icons (public/icons/keel-<size>.png, and a maskable one with the
 * safe-zone padding) from public/favicon.svg with headless Chromium (playwright-core, as e2e uses), on
 * the light theme's paper colour. Run by hand when the logo changes: `node apps/web/scripts/make-icons.mjs`
 * (CHROMIUM_PATH, default /usr/bin/chromium). The PNGs are kept in the repository, so builds need no
 * browser. See docs/offline-reads.md ("Installing Keel").
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(web, '../../e2e/package.json'));
const { chromium } = require('playwright-core');
const svg = readFileSync(path.join(web, 'public/favicon.svg'), 'utf8');
const ICONS = [
  { file: 'keel-192.png', size: 192, padding: 0.08 },
  { file: 'keel-512.png', size: 512, padding: 0.08 },
  // Maskable: the platform may cut up to a circle of 80% of the size, so the logo stays inside it.
  { file: 'keel-maskable-512.png', size: 512, padding: 0.2 },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (const { file, size, padding } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const inset = Math.round(size * padding);
    await page.setContent(
      `<html><body style="margin:0;background:#ffffff"><div style="width:${size}px;height:${size}px;` +
        `box-sizing:border-box;padding:${inset}px">${svg.replace('<svg ', '<svg width="100%" height="100%" ')}</div></body></html>`,
    );
    await page.screenshot({ path: path.join(web, 'public/icons', file), omitBackground: false });
    await page.close();
    process.stdout.write(`public/icons/${file}\n`);
  }
} finally {
  await browser.close();
}
