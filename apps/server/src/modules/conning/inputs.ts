import dgram from 'node:dgram';
import net from 'node:net';
import mqtt from 'mqtt';
import { SerialPort } from 'serialport';
import WebSocket from 'ws';
import type { SourceStats } from './source-stats';

/** What an input does with what it reads. */
export interface InputSink {
  stats: SourceStats;
  /** One NMEA line. */
  line(text: string): void;
  /** One parsed JSON message (a Signal K delta, or anything: the sink checks it). */
  json(message: unknown): void;
  warn(message: string, error?: unknown): void;
}

/** A running input; `stop` closes its sockets and timers. */
export interface RunningInput {
  stop(): Promise<void>;
}

/** Longest line kept while waiting for its end (NMEA allows 82 characters). */
const MAX_LINE = 1024;

/** Lines decoded in one turn of the event loop; the rest wait for the next turn. */
export const LINES_PER_TURN = 200;
/** Lines waiting beyond which a stream input is paused until they are decoded. */
export const PAUSE_ABOVE = 2000;
/** Lines waiting beyond which an input that cannot be paused (MQTT) drops new ones (`overflow`). */
export const DROP_ABOVE = 100_000;

/** A stream that can stop reading for a while (a TCP socket, a serial port). */
export interface Pausable {
  pause(): unknown;
  resume(): unknown;
}

/**
 * Hands lines to the sink in order, at most {@link LINES_PER_TURN} per turn of the event loop, so a
 * large TCP/serial chunk or MQTT message does not hold up pushes, other inputs and requests while it
 * is decoded. The first slice goes at once (a small chunk is decoded as it arrives). A stream input
 * is paused while more than {@link PAUSE_ABOVE} lines wait; an input without flow control drops lines
 * past {@link DROP_ABOVE}, counted as `overflow`. After `stop`, nothing more reaches the sink.
 */
export class LineQueue {
  private lines: string[] = [];
  private head = 0;
  private scheduled = false;
  private paused = false;
  private stopped = false;

  constructor(
    private readonly sink: InputSink,
    private readonly flow?: Pausable,
  ) {}

  /** Lines waiting to be decoded. */
  get waiting() {
    return this.lines.length - this.head;
  }

  push(lines: readonly string[]) {
    if (this.stopped) return;
    for (const line of lines) {
      if (!line.trim()) continue;
      if (!this.flow && this.waiting >= DROP_ABOVE) this.sink.stats.error('overflow');
      else this.lines.push(line);
    }
    if (!this.scheduled) this.drain();
  }

  private readonly drain = () => {
    this.scheduled = false;
    const end = Math.min(this.lines.length, this.head + LINES_PER_TURN);
    while (this.head < end && !this.stopped) this.sink.line(this.lines[this.head++]!);
    if (this.stopped || this.waiting === 0) {
      this.lines = [];
      this.head = 0;
      if (this.paused && !this.stopped) {
        this.paused = false;
        this.flow?.resume();
      }
      return;
    }
    if (this.flow && !this.paused && this.waiting > PAUSE_ABOVE) {
      this.paused = true;
      this.flow.pause();
    }
    this.scheduled = true;
    setImmediate(this.drain);
  };

  /** Drops what waits; nothing more is decoded. */
  stop() {
    this.stopped = true;
    this.lines = [];
    this.head = 0;
  }
}

/**
 * Splits a byte stream into lines for `queue`; an overlong line is counted as a `format` error and
 * dropped.
 */
export function lineSplitter(sink: InputSink, queue: LineQueue = new LineQueue(sink)) {
  let buffer = '';
  return (chunk: Buffer | string) => {
    buffer += chunk.toString('latin1');
    const lines = buffer.split(/\r?\n/);
    buffer = lines.pop() ?? '';
    if (buffer.length > MAX_LINE) {
      sink.stats.error('format');
      buffer = '';
    }
    queue.push(lines);
  };
}

/** Reconnects with back-off: 1 s, 2 s, 4 s … up to 30 s, back to 1 s once connected. */
export class Backoff {
  private delay: number;
  constructor(
    private readonly first = 1000,
    private readonly max = 30_000,
  ) {
    this.delay = first;
  }
  next() {
    const d = this.delay;
    this.delay = Math.min(this.max, this.delay * 2);
    return d;
  }
  reset() {
    this.delay = this.first;
  }
}

/** NMEA over UDP: listens on `port` (all interfaces), each datagram one or more lines. */
export function startUdp(port: number, sink: InputSink): Promise<RunningInput> {
  const socket = dgram.createSocket({ type: 'udp4', reuseAddr: true });
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(port, () => {
      socket.off('error', reject);
      sink.stats.up();
      socket.on('error', (error) => sink.warn('UDP socket error', error));
      socket.on('message', (message) => {
        for (const line of message.toString('latin1').split(/\r?\n/)) if (line.trim()) sink.line(line);
      });
      resolve({ stop: () => new Promise<void>((done) => socket.close(() => done())) });
    });
  });
}

/** Runs `connect` again after each loss, with back-off, until stopped. */
function reconnecting(
  sink: InputSink,
  connect: (onLost: (error?: unknown) => void, onUp: () => void) => () => void,
  firstDelayMs: number,
): RunningInput {
  const backoff = new Backoff(firstDelayMs);
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let close: (() => void) | undefined;
  const open = () => {
    if (stopped) return;
    let lost = false;
    close = connect(
      (error) => {
        if (lost || stopped) return;
        lost = true;
        sink.stats.connected = false;
        if (error) sink.stats.fail(error);
        timer = setTimeout(open, backoff.next());
        timer.unref();
      },
      () => {
        backoff.reset();
        sink.stats.up();
      },
    );
  };
  open();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      close?.();
      sink.stats.connected = false;
    },
  };
}

/** NMEA over TCP: connects to host:port, reconnects with back-off when the peer goes away. */
export function startTcp(host: string, port: number, sink: InputSink, firstDelayMs = 1000): RunningInput {
  return reconnecting(
    sink,
    (lost, up) => {
      const socket = net.connect({ host, port });
      const queue = new LineQueue(sink, socket);
      socket.setKeepAlive(true, 10_000);
      socket.on('connect', up);
      socket.on('data', lineSplitter(sink, queue));
      socket.on('error', (error) => lost(error));
      socket.on('close', () => lost());
      return () => {
        queue.stop();
        socket.destroy();
      };
    },
    firstDelayMs,
  );
}

/** NMEA over a serial port at one of spec §3's baud rates; reopened with back-off after an error. */
export function startSerial(
  path: string,
  baudRate: number,
  sink: InputSink,
  firstDelayMs = 1000,
): RunningInput {
  return reconnecting(
    sink,
    (lost, up) => {
      const port = new SerialPort({ path, baudRate, autoOpen: false });
      const queue = new LineQueue(sink, port);
      port.on('data', lineSplitter(sink, queue));
      port.on('error', (error) => lost(error));
      port.on('close', () => lost());
      port.open((error) => (error ? lost(error) : up()));
      return () => {
        queue.stop();
        if (port.isOpen) port.close(() => undefined);
      };
    },
    firstDelayMs,
  );
}

function parseJson(sink: InputSink, text: string) {
  try {
    sink.json(JSON.parse(text));
  } catch {
    sink.stats.error('json');
  }
}

/** A Signal K server's delta stream over WebSocket (Keel is the client); reconnects with back-off. */
export function startSignalKWs(url: string, sink: InputSink, firstDelayMs = 1000): RunningInput {
  return reconnecting(
    sink,
    (lost, up) => {
      const socket = new WebSocket(url, { handshakeTimeout: 10_000, maxPayload: 1024 * 1024 });
      socket.on('open', up);
      socket.on('message', (data) => parseJson(sink, String(data)));
      socket.on('error', (error) => lost(error));
      socket.on('close', () => lost());
      return () => socket.terminate();
    },
    firstDelayMs,
  );
}

/** Broker login and TLS settings of an MQTT source. */
export interface MqttOptions {
  username?: string | null;
  password?: string | null;
  /** TLS even when the URL says `mqtt://` (it becomes `mqtts://`; `ws://` becomes `wss://`). */
  tls?: boolean;
  rejectUnauthorized?: boolean;
  /** Extra CA certificate (PEM). */
  ca?: string | null;
}

/** The broker URL with TLS applied: `mqtt://` → `mqtts://`, `ws://` → `wss://` when `tls`. */
export function mqttUrl(url: string, tls: boolean): string {
  if (!tls) return url;
  return url.replace(/^mqtt:\/\//, 'mqtts://').replace(/^ws:\/\//, 'wss://');
}

/** mqtt.js options of a source: reconnect, login, TLS verification and CA. */
export function mqttClientOptions(options: MqttOptions): mqtt.IClientOptions {
  return {
    reconnectPeriod: 2000,
    connectTimeout: 10_000,
    ...(options.username ? { username: options.username } : {}),
    ...(options.password ? { password: options.password } : {}),
    rejectUnauthorized: options.rejectUnauthorized ?? true,
    ...(options.ca ? { ca: options.ca } : {}),
  };
}

/**
 * MQTT (ship to shore): subscribes to `topic` on the broker; a message is Signal K delta JSON or
 * NMEA lines. mqtt.js reconnects by itself.
 */
export function startMqtt(
  url: string,
  topic: string,
  sink: InputSink,
  options: MqttOptions = {},
): Promise<RunningInput> {
  const client = mqtt.connect(mqttUrl(url, options.tls ?? false), mqttClientOptions(options));
  const queue = new LineQueue(sink);
  client.on('error', (error) => sink.stats.fail(error));
  client.on('close', () => {
    sink.stats.connected = false;
  });
  client.on('message', (_topic, payload) => {
    const text = payload.toString('utf8').trim();
    if (text.startsWith('{') || text.startsWith('[')) parseJson(sink, text);
    else queue.push(text.split(/\r?\n/));
  });
  return new Promise((resolve) => {
    const done = () =>
      resolve({
        stop: () => {
          queue.stop();
          return client.endAsync(true).then(() => undefined);
        },
      });
    client.on('connect', () => {
      // Connected (again, after a refused login or a broker restart): the last error is over.
      sink.stats.up();
      client.subscribe(topic, { qos: 0 }, (error) => {
        if (error) sink.warn('MQTT subscribe failed', error);
        done();
      });
    });
    // An unreachable broker does not hold up the start: the client keeps trying.
    setTimeout(done, 3000).unref();
  });
}
