import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { withChecksum } from '@keel/domain';
import {
  DROP_ABOVE,
  LINES_PER_TURN,
  LineQueue,
  PAUSE_ABOVE,
  lineSplitter,
  startTcp,
  type InputSink,
  type RunningInput,
} from './inputs';
import { SourceStats } from './source-stats';

function sink() {
  const lines: string[] = [];
  const s: InputSink & { lines: string[] } = {
    stats: new SourceStats(),
    lines,
    line: (text) => lines.push(text),
    json: () => undefined,
    warn: () => undefined,
  };
  return s;
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
const numbered = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `L${from + i}`);

async function settle(queue: LineQueue) {
  for (let i = 0; i < 10_000 && queue.waiting > 0; i++) await turn();
}

describe('LineQueue: a large chunk is decoded over several turns of the event loop', () => {
  it('decodes the first slice at once, the rest a slice per turn, all in order', async () => {
    const s = sink();
    const queue = new LineQueue(s);
    queue.push(numbered(LINES_PER_TURN * 3 + 5));
    expect(s.lines).toEqual(numbered(LINES_PER_TURN));
    // Another callback of the event loop gets in between two slices.
    let between = -1;
    setImmediate(() => (between = s.lines.length));
    await turn();
    await turn();
    expect(between).toBeGreaterThanOrEqual(LINES_PER_TURN);
    expect(between).toBeLessThan(LINES_PER_TURN * 3 + 5);
    // Lines pushed meanwhile come after the waiting ones.
    queue.push(['late', '  ', '']);
    await settle(queue);
    expect(s.lines).toEqual([...numbered(LINES_PER_TURN * 3 + 5), 'late']);
  });

  it('decodes a small chunk as it arrives (no wait)', () => {
    const s = sink();
    const split = lineSplitter(s);
    split('$A*00\r\n$B*00\r\n$C');
    expect(s.lines).toEqual(['$A*00', '$B*00']);
    split('*00\r\n');
    expect(s.lines).toEqual(['$A*00', '$B*00', '$C*00']);
  });

  it('pauses a stream input while too many lines wait, and resumes it once they are decoded', async () => {
    const s = sink();
    const calls: string[] = [];
    const queue = new LineQueue(s, { pause: () => calls.push('pause'), resume: () => calls.push('resume') });
    queue.push(numbered(PAUSE_ABOVE + LINES_PER_TURN * 2));
    expect(calls).toEqual(['pause']);
    await settle(queue);
    expect(calls).toEqual(['pause', 'resume']);
    expect(s.lines).toHaveLength(PAUSE_ABOVE + LINES_PER_TURN * 2);
  });

  it('drops and counts lines past the limit when the input cannot be paused (MQTT)', async () => {
    const s = sink();
    const queue = new LineQueue(s);
    queue.push(numbered(DROP_ABOVE + 3));
    expect(s.stats.view().errors).toEqual({ overflow: 3 });
    await settle(queue);
    expect(s.lines).toEqual(numbered(DROP_ABOVE));
  });

  it('decodes nothing more once stopped', async () => {
    const s = sink();
    const queue = new LineQueue(s);
    queue.push(numbered(LINES_PER_TURN * 2));
    queue.stop();
    queue.push(['after']);
    await turn();
    await turn();
    expect(s.lines).toEqual(numbered(LINES_PER_TURN));
    expect(queue.waiting).toBe(0);
  });
});

describe('NMEA over TCP: a burst larger than one slice', () => {
  let server: net.Server | undefined;
  let input: RunningInput | undefined;
  afterEach(async () => {
    await input?.stop();
    await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
  });

  it('reads every line of a 20,000-line burst in order (the socket paused and resumed meanwhile)', async () => {
    const lines = Array.from({ length: 20_000 }, (_, i) => withChecksum(`HEHDT,${(i % 360).toFixed(1)},T`));
    server = net.createServer((socket) => socket.end(`${lines.join('\r\n')}\r\n`));
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as net.AddressInfo).port;
    const s = sink();
    input = startTcp('127.0.0.1', port, s, 60_000);
    for (let i = 0; i < 400 && s.lines.length < lines.length; i++)
      await new Promise((r) => setTimeout(r, 25));
    expect(s.lines).toEqual(lines);
    expect(s.stats.view().errors).toEqual({});
  });
});
