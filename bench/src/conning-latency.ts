/**
 * `npm run bench:conning-latency -w @keel/bench` — issue 15 (b): 50 ships × 40 paths at 1 Hz, NMEA
 * sentences sent over UDP (the real input: one UDP source per ship, created through the API) → values
 * received by one WebSocket client per ship on `/api/v1/conning/live` of the real server (buildApp,
 * auth, scope, model, batches, throttle). p50/p99 beside a bare baseline in the same process: the same
 * UDP datagrams forwarded at once by a bare `ws` server to the same clients. The load (UDP senders and
 * WebSocket clients) runs in a child process (conning-latency-child.ts).
 * Settings: BENCH_SHIPS (50), BENCH_SECONDS (20), BENCH_THROTTLE_MS (100, the smallest a client may ask;
 * Keel's default is 250), BENCH_DATABASE_URL (PostgreSQL, else PGlite).
 */
import { execFile } from 'node:child_process';
import dgram from 'node:dgram';
import { createServer } from 'node:http';
import { withChecksum } from '@keel/domain';
import { WebSocketServer, type WebSocket } from 'ws';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { seedDemoData } from '../../apps/server/src/db/seed/seed';
import { TokenService } from '../../apps/server/src/lib/tokens';
import { LocalDiskStorage } from '../../apps/server/src/plugins/storage';
import { benchShips, env, machineLine, n, openBenchDatabase, percentile } from './conning-common';

const SHIPS = env('BENCH_SHIPS', 50);
const SECONDS = env('BENCH_SECONDS', 20);
const THROTTLE_MS = env('BENCH_THROTTLE_MS', 100);
const PORT = env('BENCH_PORT', 3430);
const UDP_BASE = env('BENCH_UDP_BASE', 43100);

/** One second of a bridge: 20 sentences, 40 distinct Signal K / keel. paths. */
export const BURST = [
  'GPRMC,123519,A,4807.038,N,01131.000,E,022.4,084.4,230394,003.1,W',
  'GPGGA,123519,4807.038,N,01131.000,E,1,08,0.9,545.4,M,46.9,M,,',
  'HEHDT,274.07,T',
  'HCHDG,271.1,,,3.1,W',
  'GPVTG,054.7,T,034.4,M,005.5,N,010.2,K',
  'WIMWV,214.8,R,13.4,N,A',
  'WIMWV,220.1,T,15.2,N,A',
  'WIMWD,210.0,T,213.1,M,15.2,N,7.8,M',
  'SDDPT,12.4,0.5',
  'SDDBT,40.7,f,12.4,M,6.8,F',
  'VWVBW,12.3,0.4,A,12.1,0.3,A',
  'VWVHW,084.0,T,087.1,M,12.3,N,22.8,K',
  'VWVLW,12345.6,N,123.4,N',
  'IIXDR,C,19.52,C,AirTemp,P,1.0145,B,Barometer',
  'IIXDR,A,-2.1,D,PTCH,A,4.3,D,ROLL',
  'TIROT,-0.3,A',
  'ERRPM,E,1,88.5,12.0,A',
  'IIMTW,17.3,C',
  'IIMDA,30.1,I,1.0190,B,18.5,C,17.2,C,65.0,,11.2,C,210.0,T,213.1,M,15.2,N,7.8,M',
].map(withChecksum);

interface ChildResult {
  latencies: number[];
  updates: number;
  values: number;
  sent: number;
}

function runLoad(args: object): Promise<ChildResult> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [
        '--import',
        'tsx',
        new URL('./conning-latency-child.ts', import.meta.url).pathname,
        JSON.stringify(args),
      ],
      { maxBuffer: 256 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (stderr.trim()) console.error(stderr.trim().slice(0, 2000));
        if (error) return reject(error);
        resolve(JSON.parse(stdout.trim().split('\n').pop()!) as ChildResult);
      },
    );
  });
}

/** The bare baseline: each UDP datagram of a ship forwarded at once to that ship's WebSocket clients. */
async function bareServer(ports: { shipId: string; port: number }[]) {
  const http = createServer();
  const wss = new WebSocketServer({ server: http });
  const clients = new Map<string, Set<WebSocket>>();
  wss.on('connection', (socket) => {
    socket.on('message', (raw) => {
      const m = JSON.parse(String(raw)) as { type: string; shipId?: string };
      if (m.type === 'auth') socket.send(JSON.stringify({ type: 'ready' }));
      if (m.type === 'subscribe' && m.shipId) {
        const set = clients.get(m.shipId) ?? new Set();
        set.add(socket);
        clients.set(m.shipId, set);
        socket.send(JSON.stringify({ type: 'snapshot', shipId: m.shipId, data: [] }));
      }
    });
  });
  const sockets = await Promise.all(
    ports.map(
      ({ shipId, port }) =>
        new Promise<dgram.Socket>((resolve) => {
          const udp = dgram.createSocket({ type: 'udp4', reuseAddr: true });
          udp.on('message', (msg) => {
            const text = JSON.stringify({
              type: 'update',
              shipId,
              data: [{ path: msg.toString('latin1').trim(), timestamp: Date.now() }],
            });
            for (const c of clients.get(shipId) ?? []) c.send(text);
          });
          udp.bind(port, () => resolve(udp));
        }),
    ),
  );
  await new Promise<void>((r) => http.listen(PORT, '127.0.0.1', r));
  return {
    url: `ws://127.0.0.1:${PORT}/`,
    close: async () => {
      for (const s of sockets) s.close();
      for (const c of wss.clients) c.terminate();
      await new Promise((r) => wss.close(r));
      await new Promise((r) => http.close(r));
    },
  };
}

function row(name: string, r: ChildResult) {
  const l = r.latencies;
  const mean = l.reduce((a, b) => a + b, 0) / Math.max(1, l.length);
  return `| ${name} | ${n(r.sent)} | ${n(r.updates)} | ${n(r.values)} | ${mean.toFixed(1)} ms | ${percentile(l, 50).toFixed(0)} ms | ${percentile(l, 99).toFixed(0)} ms | ${(l.at(-1) ?? NaN).toFixed(0)} ms |`;
}

async function main() {
  console.log(`## Conning (b) latency — UDP in → WebSocket out\n\n${machineLine()}\n`);
  const bench = await openBenchDatabase();
  const dataDir = `${bench.dataDir}/server`;
  const storage = new LocalDiskStorage(`${dataDir}/files`);
  await seedDemoData(bench.database.db, { storage });
  const shipIds = await benchShips(bench, SHIPS);
  const ports = shipIds.map((shipId, i) => ({ shipId, port: UDP_BASE + i }));
  const common = { ships: ports, seconds: SECONDS, warmupSeconds: 3, throttleMs: THROTTLE_MS, lines: BURST };

  // Bare baseline first, then Keel, on the same UDP ports.
  const bare = await bareServer(ports);
  const bareResult = await runLoad({ ...common, wsUrl: bare.url });
  await bare.close();

  const config = loadConfig({
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    KEEL_DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    KEEL_SIMULATOR: 'off',
    ...(bench.url ? { DATABASE_URL: bench.url } : {}),
  });
  const ctx = {
    config,
    database: bench.database,
    tokens: new TokenService(config.jwtSecret, config.accessTokenTtl),
    storage,
  };
  const app = await buildApp(ctx, { logger: false });
  await app.listen({ port: PORT, host: '127.0.0.1' });
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/',
    payload: { email: 'admin@keel.demo', password: 'keel-demo' },
  });
  const { token, csrf } = login.json<{ data: { token: string; csrf: string } }>().data;
  const headers = { 'x-auth-token': token, 'x-csrf-token': csrf };
  for (const { shipId, port } of ports) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/conning/sources',
      headers,
      payload: { shipId, name: `Multiplexer ${port}`, kind: 'udp', port, enabled: true },
    });
    if (res.statusCode !== 201 && res.statusCode !== 200)
      throw new Error(`source: ${res.statusCode} ${res.body}`);
  }
  // Wait until every source listens.
  for (let tries = 0; ; tries++) {
    const list = (await app.inject({ url: '/api/v1/conning/sources?limit=200', headers })).json<{
      data: { kind: string; stats: { running?: boolean } | null }[];
    }>().data;
    const running = list.filter((s) => s.kind === 'udp' && s.stats?.running).length;
    if (running >= SHIPS) break;
    if (tries > 100) throw new Error(`only ${running} of ${SHIPS} UDP sources running`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const keelResult = await runLoad({ ...common, wsUrl: `ws://127.0.0.1:${PORT}/api/v1/conning/live`, token });
  const paths = new Set(
    (await app.inject({ url: `/api/v1/conning/ships/${shipIds[0]}/latest`, headers }))
      .json<{ data: { path: string }[] }>()
      .data.map((d) => d.path),
  );
  await app.close();
  await bench.dispose();

  console.log(
    `${SHIPS} ships × ${paths.size} paths (${BURST.length} sentences a second per ship, one UDP datagram each), ${SECONDS} s measured after 3 s warm-up, ${bench.label}; Keel clients ask throttleMs ${THROTTLE_MS}\n`,
  );
  console.log('| path | datagrams sent | WS messages | values timed | mean | p50 | p99 | max |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  console.log(row('bare: UDP → ws forward, same process', bareResult));
  console.log(row(`Keel: UDP source → model → /conning/live (throttle ${THROTTLE_MS} ms)`, keelResult));
  const ratio = percentile(keelResult.latencies, 99) / Math.max(1, percentile(bareResult.latencies, 99));
  console.log(`\nKeel p99 / bare p99: ${ratio.toFixed(1)}× · target p99 < 250 ms\n\n${machineLine()}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
