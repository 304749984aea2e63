import { once } from 'node:events';
import type { Writable } from 'node:stream';
import zlib from 'node:zlib';

/**
 * A zip archive written front to back into `out` (what an .xlsx is): each entry deflated by node:zlib
 * on libuv's thread pool, beside the JavaScript that makes the next rows (a gzip stream, whose trailer
 * brings the CRC-32 computed there too), sizes in a data descriptor after the data (general purpose
 * bit 3), so nothing is held back. Backpressure end to end: a write waits while deflate is busy, deflate pauses while `out` asks to
 * drain. No zip64: an entry or the archive past 4 GiB is refused (an export is a few hundred MB of XML).
 */
export class ZipWriter {
  private offset = 0;
  private readonly entries: {
    name: Buffer;
    crc: number;
    compressed: number;
    size: number;
    offset: number;
  }[] = [];
  private failure: Error | undefined;
  private readonly dos = dosTime(new Date());
  /** Most bytes seen waiting inside the deflate stream (in and out) — bounded by the backpressure. */
  bufferedPeak = 0;

  constructor(
    private readonly out: Writable,
    private readonly level = 1,
  ) {
    out.on('error', (error: Error) => (this.failure ??= error));
  }

  /** Adds a small entry at once. */
  async file(name: string, content: string) {
    const entry = this.entry(name);
    const data = Buffer.from(content);
    await entry.write(data);
    await entry.end();
  }

  /** Starts an entry written in parts; the next entry may start once this one's `end()` resolved. */
  entry(name: string): ZipEntryWriter {
    const fileName = Buffer.from(name);
    const start = this.offset;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed: 2.0 (deflate)
    local.writeUInt16LE(0x0808, 6); // data descriptor follows; UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(this.dos.time, 10);
    local.writeUInt16LE(this.dos.date, 12);
    // crc and sizes (14–25) are 0 here: in the data descriptor.
    local.writeUInt16LE(fileName.length, 26);
    local.writeUInt16LE(0, 28);
    // gzip is deflate between a 10-byte header and an 8-byte trailer holding the CRC-32 and the size:
    // the CRC is then computed on the thread pool too. The header is dropped and the last 8 bytes held
    // back until the end (RFC 1952; node writes no optional header fields).
    const deflate = zlib.createGzip({ level: this.level, memLevel: 9, chunkSize: 256 * 1024 });
    let header = 10;
    let tail = Buffer.alloc(0);
    let compressed = 0;
    let size = 0;
    const push = (chunk: Buffer) => {
      this.offset += chunk.length;
      if (!this.out.write(chunk) && !deflate.isPaused()) {
        deflate.pause();
        this.out.once('drain', () => deflate.resume());
      }
    };
    const onError = (error: Error) => deflate.destroy(error);
    this.out.on('error', onError);
    push(Buffer.concat([local, fileName]));
    deflate.on('data', (chunk: Buffer) => {
      if (header > 0) {
        const skip = Math.min(header, chunk.length);
        header -= skip;
        chunk = chunk.subarray(skip);
      }
      // Keep the last 8 bytes seen (the trailer once the stream ends); pass on what precedes them.
      if (chunk.length < 8) chunk = Buffer.concat([tail, chunk]);
      else if (tail.length) {
        compressed += tail.length;
        push(tail);
      }
      const cut = Math.max(0, chunk.length - 8);
      tail = Buffer.from(chunk.subarray(cut));
      if (cut === 0) return;
      compressed += cut;
      push(chunk.subarray(0, cut));
    });
    const ended = once(deflate, 'end');
    ended.catch(() => undefined); // awaited by end(); a failure before that is thrown there
    const check = () => {
      if (this.failure) throw this.failure;
    };
    return {
      write: async (data: Buffer) => {
        check();
        size += data.length;
        const more = deflate.write(data);
        this.bufferedPeak = Math.max(this.bufferedPeak, deflate.writableLength + deflate.readableLength);
        if (!more) await once(deflate, 'drain');
      },
      end: async () => {
        check();
        deflate.end();
        await ended;
        this.out.off('error', onError);
        const crc = tail.readUInt32LE(0);
        if (size > 0xffffffff || compressed > 0xffffffff || this.offset > 0xffffffff)
          throw new Error(`zip entry ${name} too large (${size} bytes; no zip64)`);
        const descriptor = Buffer.alloc(16);
        descriptor.writeUInt32LE(0x08074b50, 0);
        descriptor.writeUInt32LE(crc, 4);
        descriptor.writeUInt32LE(compressed, 8);
        descriptor.writeUInt32LE(size, 12);
        push(descriptor);
        this.entries.push({ name: fileName, crc, compressed, size, offset: start });
        if (this.out.writableNeedDrain) await once(this.out, 'drain');
      },
    };
  }

  /** Writes the central directory and ends `out`; resolves once `out` has finished. */
  async end() {
    if (this.failure) throw this.failure;
    const start = this.offset;
    const parts: Buffer[] = [];
    for (const e of this.entries) {
      const h = Buffer.alloc(46);
      h.writeUInt32LE(0x02014b50, 0);
      h.writeUInt16LE(20, 4); // made by: 2.0
      h.writeUInt16LE(20, 6);
      h.writeUInt16LE(0x0808, 8);
      h.writeUInt16LE(8, 10);
      h.writeUInt16LE(this.dos.time, 12);
      h.writeUInt16LE(this.dos.date, 14);
      h.writeUInt32LE(e.crc, 16);
      h.writeUInt32LE(e.compressed, 20);
      h.writeUInt32LE(e.size, 24);
      h.writeUInt16LE(e.name.length, 28);
      // extra, comment, disk, internal and external attributes: 0
      h.writeUInt32LE(e.offset, 42);
      parts.push(h, e.name);
    }
    const directory = Buffer.concat(parts);
    const tail = Buffer.alloc(22);
    tail.writeUInt32LE(0x06054b50, 0);
    tail.writeUInt16LE(this.entries.length, 8);
    tail.writeUInt16LE(this.entries.length, 10);
    tail.writeUInt32LE(directory.length, 12);
    tail.writeUInt32LE(start, 16);
    this.offset += directory.length + tail.length;
    await new Promise<void>((resolve, reject) => {
      this.out.once('error', reject);
      this.out.end(Buffer.concat([directory, tail]), () => resolve());
    });
    if (this.failure) throw this.failure;
  }
}

/** One entry being written: `write` resolves when more may be written; `end` after its descriptor. */
export interface ZipEntryWriter {
  write(data: Buffer): Promise<void>;
  end(): Promise<void>;
}

/** MS-DOS date and time (local fields, taken as UTC here) of a zip header. */
function dosTime(d: Date) {
  return {
    time: (d.getUTCHours() << 11) | (d.getUTCMinutes() << 5) | (d.getUTCSeconds() >> 1),
    date: ((d.getUTCFullYear() - 1980) << 9) | ((d.getUTCMonth() + 1) << 5) | d.getUTCDate(),
  };
}
