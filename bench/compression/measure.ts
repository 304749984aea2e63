import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { RawClient } from '../lib/databases';

/** The Accept-Encoding values the compression bench asks with. */
export const ENCODINGS = ['identity', 'br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** A GET whose body is read as sent (fetch would decode it): the bytes on the wire and the encoding. */
export function rawAnswer(
  url: string,
  headers: Record<string, string>,
): Promise<{ body: Buffer; encoding: string | undefined }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          if (res.statusCode !== 200) return reject(new Error(`GET ${url} answered ${res.statusCode}`));
          resolve({ body: Buffer.concat(chunks), encoding: res.headers['content-encoding'] });
        });
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

const LEVELS: { label: string; compress: (b: Buffer) => Buffer }[] = [
  ...[1, 2, 3, 4, 6, 11].map((q) => ({
    label: `br ${q}`,
    compress: (b: Buffer) =>
      brotliCompressSync(b, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: q,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
  })),
  ...[1, 3, 6, 9].map((level) => ({
    label: `gzip ${level}`,
    compress: (b: Buffer) => gzipSync(b, { level }),
  })),
];

/**
 * CPU microseconds (user + system of this process) per call of `fn`, over at least 200 ms of CPU: on a
 * loaded machine wall time would count the time other processes held the core.
 */
function microsPerCall(fn: () => unknown): number {
  fn();
  let calls = 0;
  const started = process.cpuUsage();
  let used = 0;
  while (used < 200_000) {
    fn();
    calls += 1;
    const now = process.cpuUsage(started);
    used = now.user + now.system;
  }
  return used / calls;
}

/** Bytes and CPU time of each level on each answer (one core, in this process, no load). */
export function levelCosts(bodies: Map<string, Buffer>): string[] {
  const lines = [
    '### CPU cost of each level per answer (in-process, CPU time of this process)',
    '',
    `| page | raw bytes | ${LEVELS.map((l) => l.label).join(' | ')} |`,
    `|---|---:|${LEVELS.map(() => '---:').join('|')}|`,
  ];
  for (const [name, body] of bodies) {
    const cells = LEVELS.map(({ compress }) => {
      const size = compress(body).length;
      return `${size.toLocaleString('en-US')} B · ${Math.round(microsPerCall(() => compress(body)))} µs`;
    });
    lines.push(`| ${name} | ${body.length.toLocaleString('en-US')} | ${cells.join(' | ')} |`);
  }
  return lines;
}

function servedFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .filter(
      (f) =>
        !/\.(?:br|gz|map)$/u.test(f) &&
        !path
          .relative(dir, f)
          .split(path.sep)
          .some((part) => part.startsWith('.')),
    );
}

/** The web build's bytes raw, as brotli and as gzip (a file without a sibling counts as it is). */
export function webBuildBytes(dir: string): string[] {
  if (!existsSync(path.join(dir, 'index.html')))
    return [`Web build: not found in ${dir} (npm run build -w @keel/web).`];
  const sum = (files: string[], ext: string) =>
    files.reduce((total, f) => total + statSync(existsSync(f + ext) ? f + ext : f).size, 0);
  const all = servedFiles(dir);
  const js = all.filter((f) => f.endsWith('.js'));
  const kb = (b: number) => `${Math.round(b / 1024).toLocaleString('en-US')} kB`;
  return [
    '### Web build (apps/web/dist, source maps not counted)',
    '',
    '| files | count | raw | brotli (.br) | gzip (.gz) |',
    '|---|---:|---:|---:|---:|',
    ...[
      ['all', all],
      ['JavaScript', js],
    ].map(
      ([label, files]) =>
        `| ${label as string} | ${(files as string[]).length} | ${kb(sum(files as string[], ''))} | ${kb(sum(files as string[], '.br'))} | ${kb(sum(files as string[], '.gz'))} |`,
    ),
  ];
}

/** CPU time (µs) of each PostgreSQL backend of the current database, from /proc (Linux; clock ticks of 10 ms). */
export async function backendCpu(raw: RawClient): Promise<Map<number, number>> {
  const { rows } = await raw.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE datname = current_database()',
  );
  const cpu = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      // Fields after the command's closing parenthesis: state is field 3, utime 14 and stime 15.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      cpu.set(pid, ((Number(fields[11]) + Number(fields[12])) * 1e6) / 100);
    } catch {
      // The backend ended meanwhile.
    }
  }
  return cpu;
}

/** The CPU the backends used between two {@link backendCpu} readings (a backend started meanwhile counts whole). */
export function backendCpuUsed(before: Map<number, number>, after: Map<number, number>): number {
  let used = 0;
  for (const [pid, value] of after) used += value - (before.get(pid) ?? 0);
  return used;
}
