/**
 * The load side of bench (b) (conning-latency.ts), in its own process so it does not share the server's
 * event loop: per ship one WebSocket client (auth → subscribe) and one burst of NMEA sentences a second
 * sent over UDP to the ship's port, ships spread over the second. Each value received is matched with
 * the burst it came from (the newest burst of that ship sent before the server's receive timestamp) and
 * its latency is send → received here. Prints one JSON line: { latencies, updates, values, missing }.
 * Argument: JSON { wsUrl, token?, ships: [{ shipId, port }], seconds, warmupSeconds, throttleMs, bodies }.
 */
import dgram from 'node:dgram';
import WebSocket from 'ws';

interface Args {
  wsUrl: string;
  token?: string;
  ships: { shipId: string; port: number }[];
  seconds: number;
  warmupSeconds: number;
  throttleMs: number;
  lines: string[];
}

const args = JSON.parse(process.argv[2]!) as Args;
const clock = () => Date.now();

async function connect(shipId: string, onValues: (data: { timestamp: string | number }[]) => void) {
  const socket = new WebSocket(args.wsUrl);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  let subscribed: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (subscribed = resolve));
  socket.on('message', (raw) => {
    const m = JSON.parse(String(raw)) as {
      type: string;
      data?: { timestamp: string | number }[];
      message?: string;
    };
    if (m.type === 'ready')
      socket.send(JSON.stringify({ type: 'subscribe', shipId, throttleMs: args.throttleMs }));
    else if (m.type === 'snapshot') subscribed();
    else if (m.type === 'update' && m.data) onValues(m.data);
    else if (m.type === 'error') console.error(`ship ${shipId}: ${m.message}`);
  });
  socket.send(JSON.stringify({ type: 'auth', token: args.token ?? '' }));
  await ready;
  return socket;
}

async function main() {
  const udp = dgram.createSocket('udp4');
  const sends = args.ships.map(() => [] as number[]);
  const latencies: number[] = [];
  let updates = 0;
  let values = 0;
  let measuring = false;
  const sockets = await Promise.all(
    args.ships.map((ship, i) =>
      connect(ship.shipId, (data) => {
        const now = clock();
        updates += 1;
        for (const item of data) {
          const received = typeof item.timestamp === 'number' ? item.timestamp : Date.parse(item.timestamp);
          const list = sends[i]!;
          let k = list.length - 1;
          while (k >= 0 && list[k]! > received + 1) k--;
          if (k < 0 || !measuring) continue;
          values += 1;
          latencies.push(now - list[k]!);
        }
      }),
    ),
  );
  const buffers = args.lines.map((line) => Buffer.from(`${line}\r\n`));
  const startAt = clock() + 200;
  const total = args.warmupSeconds + args.seconds;
  const timers: NodeJS.Timeout[] = [];
  let sent = 0;
  args.ships.forEach((ship, i) => {
    const offset = (i / args.ships.length) * 1000;
    for (let s = 0; s < total; s++) {
      const at = startAt + s * 1000 + offset;
      timers.push(
        setTimeout(
          () => {
            sends[i]!.push(clock());
            for (const b of buffers) udp.send(b, ship.port, '127.0.0.1');
            sent += buffers.length;
          },
          Math.max(0, at - clock()),
        ),
      );
    }
  });
  setTimeout(() => (measuring = true), args.warmupSeconds * 1000 + 200);
  await new Promise((r) => setTimeout(r, total * 1000 + 1500));
  for (const s of sockets) s.close();
  udp.close();
  latencies.sort((a, b) => a - b);
  process.stdout.write(`${JSON.stringify({ latencies, updates, values, sent })}\n`);
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
