/**
 * Map render bench (issue 16): in Chromium with the GPU disabled, the fleet map's canvas layers with
 * the offline basemap, 1,000 ships and 100,000 track points — time to first render, and frame times
 * while panning and zooming (median, p95, p99), against a bare Leaflet map in the same browser.
 * Each step ends a move. "pan" steps of ~40 px stay inside the canvases' drawn margin (no redraw since
 * the canvas layer keeps its bitmap then), "pan far" steps of ~300 px leave it (every layer redraws),
 * "zoom" changes the zoom (every layer redraws). Run: npm run bench:map-render -w @keel/bench
 * BENCH_TRACE=<file> also records a Chromium performance trace of the fleet map's measured runs (where a frame's
 * time goes: docs/map-web.md "Measured"); BENCH_LAYERS="base ships tracks" adds one run per layer.
 */
import { build } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const require = createRequire(import.meta.url);
const here = fileURLToPath(new URL('.', import.meta.url));

async function bundle(): Promise<string> {
  const out = await build({
    entryPoints: [`${here}map-render-page.ts`],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    minify: true,
    define: { 'import.meta.env.VITE_MAP_TILE_URL': '""' },
    plugins: [
      {
        // `world-atlas/…json?url` (a Vite asset address) → the address the bench serves it at.
        name: 'vite-url',
        setup(b) {
          b.onResolve({ filter: /\?url$/ }, (args) => ({ path: args.path, namespace: 'url' }));
          b.onLoad({ filter: /.*/, namespace: 'url' }, (args) => ({
            contents: `export default ${JSON.stringify('/' + args.path.replace(/\?url$/, ''))};`,
            loader: 'js',
          }));
        },
      },
    ],
  });
  return out.outputFiles[0]!.text;
}

const pct = (values: number[], p: number) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};
const f1 = (n: number) => n.toFixed(1);

async function main() {
  const script = await bundle();
  const css = await readFile(require.resolve('leaflet/dist/leaflet.css'), 'utf8');
  const html = `<!doctype html><html><head><style>${css} html,body{margin:0} #map{width:1280px;height:800px}</style></head>
    <body><div id="map"></div><script>${script}</script></body></html>`;
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const rows: string[][] = [];
  const run = async (label: string, withLayers: boolean, layers = 'base,tracks,ships') => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.route('**/*', async (route) => {
      const url = new URL(route.request().url());
      if (url.pathname === '/') return route.fulfill({ contentType: 'text/html', body: html });
      if (url.pathname.startsWith('/world-atlas/'))
        return route.fulfill({
          contentType: 'application/json',
          body: await readFile(require.resolve(url.pathname.slice(1))),
        });
      return route.fulfill({ status: 404, body: '' });
    });
    await page.goto('http://bench.local/');
    const firstMs = await page.evaluate(
      ([w, l]) => window.bench.setup(w as boolean, 1000, 100_000, l as string),
      [withLayers, layers] as const,
    );
    // Warm-up, then measured runs.
    await page.evaluate(() => window.bench.frames('pan', 20));
    // BENCH_TRACE=<file>: a Chromium performance trace of the fleet map's measured runs (where a frame's time goes).
    const trace = withLayers && process.env.BENCH_TRACE;
    if (trace)
      await browser.startTracing(page, {
        path: trace,
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'blink',
          'cc',
          'gpu',
          'skia',
        ],
      });
    const pan = await page.evaluate(() => window.bench.frames('pan', 200));
    const panFar = await page.evaluate(() => window.bench.frames('pan-far', 120));
    const zoom = await page.evaluate(() => window.bench.frames('zoom', 120));
    if (trace) await browser.stopTracing();
    for (const [kind, r, steps] of [
      ['pan', pan, 200],
      ['pan far', panFar, 120],
      ['zoom', zoom, 120],
    ] as const) {
      rows.push([
        label,
        kind,
        f1(firstMs),
        f1(pct(r.frames, 50)),
        f1(pct(r.frames, 95)),
        f1(pct(r.frames, 99)),
        r.draws.length ? f1(pct(r.draws, 50)) : '—',
        r.draws.length ? f1(pct(r.draws, 95)) : '—',
        withLayers ? `${r.draws.length} / ${steps * layers.split(',').length}` : '—',
      ]);
    }
    await page.close();
  };
  await run('bare Leaflet map (baseline)', false);
  if (process.env.BENCH_LAYERS) {
    for (const l of process.env.BENCH_LAYERS.split(' ')) await run(`only ${l}`, true, l);
  }
  await run('fleet map: basemap + 1,000 ships + 100,000 track points', true);
  await browser.close();
  const header = [
    'map',
    'move',
    'first render ms',
    'frame p50 ms',
    'frame p95 ms',
    'frame p99 ms',
    'layer draw p50 ms',
    'layer draw p95 ms',
    'layer redraws / layer-steps',
  ];
  console.log(`| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
  for (const r of rows) console.log(`| ${r.join(' | ')} |`);
  const base = rows.filter((r) => r[0]!.startsWith('bare'));
  const fleet = rows.filter((r) => r[0]!.startsWith('fleet'));
  for (let i = 0; i < fleet.length; i++)
    console.log(
      `${fleet[i]![1]}: frame p95 ratio to the bare map ${(Number(fleet[i]![4]) / Number(base[i]![4])).toFixed(2)}×`,
    );
}

await main();
