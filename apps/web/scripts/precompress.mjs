/**
 * `node scripts/precompress.mjs [folder]` (after `vite build`, default folder `dist`): writes `<file>.br`
 * (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every compressible file of the web build, once,
 * so the server sends them as they are (@fastify/static `preCompressed`, apps/server/src/app.ts) instead of
 * compressing per request. Files under 1 kB, already-compressed types and source maps are left alone, and an
 * encoding that does not save at least 5% is not written (the server then sends the file itself). Prints the
 * build's total bytes raw, brotli and gzip (what a browser accepting each would download).
 */
import { readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
  '.xml',
  '.wasm',
  '.ttf',
  '.otf',
  '.ico',
]);
const MIN_BYTES = 1024;
const MIN_SAVING = 0.95;
const ENCODINGS = [
  {
    ext: '.br',
    compress: (data) =>
      brotli(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  },
  { ext: '.gz', compress: (data) => gz(data, { level: 9 }) },
];

async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath ?? e.path, e.name));
}

/** One file: writes (or removes stale) siblings; returns its sizes raw and as each encoding would be sent. */
async function precompressFile(file) {
  const data = await readFile(file);
  const sizes = { raw: data.length, '.br': data.length, '.gz': data.length };
  const eligible = data.length >= MIN_BYTES && COMPRESSIBLE.has(path.extname(file).toLowerCase());
  for (const { ext, compress } of ENCODINGS) {
    const target = file + ext;
    const encoded = eligible ? await compress(data) : undefined;
    if (encoded && encoded.length <= data.length * MIN_SAVING) {
      await writeFile(target, encoded);
      sizes[ext] = encoded.length;
    } else {
      await unlink(target).catch(() => {});
    }
  }
  return sizes;
}

/** Precompresses every served file of `dir` (not the siblings themselves, nor source maps); returns the totals. */
export async function precompress(dir) {
  // Dot folders (Vite's .vite/manifest.json) are not served: @fastify/static ignores dotfiles.
  const files = (await filesUnder(dir)).filter(
    (f) =>
      !/\.(?:br|gz|map)$/u.test(f) &&
      !path
        .relative(dir, f)
        .split(path.sep)
        .some((p) => p.startsWith('.')),
  );
  const totals = { files: files.length, raw: 0, '.br': 0, '.gz': 0 };
  // A few at a time: the zlib calls run on libuv's thread pool.
  for (let i = 0; i < files.length; i += 8) {
    for (const sizes of await Promise.all(files.slice(i, i + 8).map(precompressFile)))
      for (const key of ['raw', '.br', '.gz']) totals[key] += sizes[key];
  }
  return totals;
}

const invoked = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invoked) {
  const dir = path.resolve(process.argv[2] ?? 'dist');
  if (!(await stat(dir).catch(() => null))?.isDirectory()) {
    process.stderr.write(`precompress: no folder ${dir} (run vite build first)\n`);
    process.exit(1);
  }
  const started = Date.now();
  const t = await precompress(dir);
  const kb = (n) => `${(n / 1024).toFixed(0)} kB`;
  process.stdout.write(
    `precompress: ${t.files} files in ${((Date.now() - started) / 1000).toFixed(1)} s · ` +
      `${kb(t.raw)} raw, ${kb(t['.br'])} brotli, ${kb(t['.gz'])} gzip (source maps not counted)\n`,
  );
}
