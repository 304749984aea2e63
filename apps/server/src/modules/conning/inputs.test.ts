/**
 * Each input against a real peer, lean and closing its sockets: TCP (reconnects after the peer
 * restarts), MQTT through the local Mosquitto, a Signal K server's WebSocket stream, and a serial
 * port on a pseudo-terminal pair made by socat.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { open } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import mqtt from 'mqtt';
import { WebSocketServer } from 'ws';
import { withChecksum } from '@keel/domain';
import {
  startMqtt,
  startSerial,
  startSignalKWs,
  startTcp,
  type InputSink,
  type RunningInput,
} from './inputs';
import { SourceStats } from './source-stats';

function sink() {
  const lines: string[] = [];
  const messages: unknown[] = [];
  const s: InputSink & { lines: string[]; messages: unknown[] } = {
    stats: new SourceStats(),
    lines,
    messages,
    line: (text) => lines.push(text),
    json: (m) => messages.push(m),
    warn: () => undefined,
  };
  return s;
}

async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 200; i++) {
    if (check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
const running = (input: RunningInput) => {
  cleanups.push(() => input.stop());
  return input;
};

function tcpServer(port: number, line: string): Promise<{ server: net.Server; close: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.write(`${line}\r\n`);
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({
        server,
        close: () =>
          new Promise<void>((done) => {
            for (const s of sockets) s.destroy();
            server.close(() => done());
          }),
      }),
    ),
  );
}

describe('NMEA over TCP', () => {
  it('reads lines, and reconnects with back-off after the peer restarts', async () => {
    const first = await tcpServer(0, withChecksum('HEHDT,10.0,T'));
    const port = (first.server.address() as net.AddressInfo).port;
    const s = sink();
    running(startTcp('127.0.0.1', port, s, 50));
    await until(() => s.lines.length === 1, 'the first line');
    expect(s.stats.connected).toBe(true);
    await first.close();
    await until(() => !s.stats.connected, 'the loss');
    // Retries against the closed port fail: the source shows why, until it is back.
    await until(() => s.stats.lastError !== null, 'the refused reconnection');
    expect(s.stats.view().lastError).toMatch(/ECONNREFUSED/);
    const second = await tcpServer(port, withChecksum('HEHDT,20.0,T'));
    cleanups.push(() => second.close());
    await until(() => s.lines.length === 2, 'the line after reconnecting');
    expect(s.lines).toEqual([withChecksum('HEHDT,10.0,T'), withChecksum('HEHDT,20.0,T')]);
    expect(s.stats.view()).toMatchObject({ connected: true, lastError: null });
  });
});

describe('MQTT through the local Mosquitto', () => {
  it('subscribes to the topic and takes Signal K deltas and NMEA lines', async () => {
    const topic = `keel-test/${process.pid}/${Date.now()}`;
    const s = sink();
    running(await startMqtt('mqtt://127.0.0.1:1883', topic, s));
    expect(s.stats.connected).toBe(true);
    const publisher = await mqtt.connectAsync('mqtt://127.0.0.1:1883');
    cleanups.push(() => publisher.endAsync());
    const delta = { updates: [{ values: [{ path: 'navigation.speedOverGround', value: 5 }] }] };
    await publisher.publishAsync(topic, JSON.stringify(delta));
    await publisher.publishAsync(topic, `${withChecksum('HEHDT,30.0,T')}\r\n`);
    await until(() => s.messages.length === 1 && s.lines.length === 1, 'both messages');
    expect(s.messages[0]).toEqual(delta);
    expect(s.lines[0]).toBe(withChecksum('HEHDT,30.0,T'));
  });
});

describe("a Signal K server's WebSocket stream", () => {
  it('connects as a client and takes the deltas after the hello', async () => {
    const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    cleanups.push(() => new Promise((r) => server.close(r)));
    await new Promise((r) => server.once('listening', r));
    const delta = {
      context: 'vessels.self',
      updates: [{ values: [{ path: 'environment.depth.belowTransducer', value: 12.5 }] }],
    };
    server.on('connection', (socket) => {
      socket.send(
        JSON.stringify({ name: 'signalk-server', version: '2.0.0', self: 'vessels.urn:mrn:imo:mmsi:1' }),
      );
      socket.send(JSON.stringify(delta));
    });
    const { port } = server.address() as net.AddressInfo;
    const s = sink();
    running(startSignalKWs(`ws://127.0.0.1:${port}/signalk/v1/stream?subscribe=self`, s, 50));
    await until(() => s.messages.length === 2, 'hello and delta');
    expect(s.messages[1]).toEqual(delta);
    for (const client of server.clients) client.terminate();
  });
});

describe('NMEA over a serial port', () => {
  it('reads lines at 4800 baud from a pseudo-terminal', async () => {
    expect(existsSync('/usr/bin/socat'), 'socat is needed for the pseudo-terminal pair').toBe(true);
    const dir = tmpdir();
    const a = path.join(dir, `keel-pty-a-${process.pid}`);
    const b = path.join(dir, `keel-pty-b-${process.pid}`);
    const socat: ChildProcess = spawn('socat', [`pty,raw,echo=0,link=${a}`, `pty,raw,echo=0,link=${b}`], {
      stdio: 'ignore',
    });
    cleanups.push(() => socat.kill());
    await until(() => existsSync(a) && existsSync(b), 'the pseudo-terminals');
    const s = sink();
    running(startSerial(a, 4800, s, 50));
    await until(() => s.stats.connected, 'the port to open');
    const peer = await open(b, 'w');
    cleanups.push(() => peer.close());
    await peer.write(`${withChecksum('IIVBW,12.3,-0.4,A,12.6,-0.2,A')}\r\n`);
    await until(() => s.lines.length === 1, 'the line');
    expect(s.lines[0]).toBe(withChecksum('IIVBW,12.3,-0.4,A,12.6,-0.2,A'));
  });
});
