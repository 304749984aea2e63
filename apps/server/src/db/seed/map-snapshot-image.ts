import { deflateSync } from 'node:zlib';

/**
 * Generated CCTV snapshots for the demo ships: a PNG of sky, sea and horizon (tilted and lit by the time of
 * day, so successive snapshots differ), the ship's bow or wake, and a caption with the camera name and the
 * UTC capture time in a 3×5 pixel font. Plain PNG encoding (zlib + CRC-32): no image library needed.
 */

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** Encodes RGB pixels (width × height × 3 bytes) as a PNG. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 3 + 1)] = 0; // filter: none
    Buffer.from(rgb.buffer, rgb.byteOffset + y * width * 3, width * 3).copy(raw, y * (width * 3 + 1) + 1);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// 3×5 glyphs, rows top to bottom, 3 bits each (4 = left pixel).
const FONT: Record<string, number[]> = {
  '0': [7, 5, 5, 5, 7],
  '1': [2, 6, 2, 2, 7],
  '2': [7, 1, 7, 4, 7],
  '3': [7, 1, 7, 1, 7],
  '4': [5, 5, 7, 1, 1],
  '5': [7, 4, 7, 1, 7],
  '6': [7, 4, 7, 5, 7],
  '7': [7, 1, 1, 2, 2],
  '8': [7, 5, 7, 5, 7],
  '9': [7, 5, 7, 1, 7],
  A: [2, 5, 7, 5, 5],
  B: [6, 5, 6, 5, 6],
  C: [7, 4, 4, 4, 7],
  D: [6, 5, 5, 5, 6],
  E: [7, 4, 6, 4, 7],
  F: [7, 4, 6, 4, 4],
  G: [7, 4, 5, 5, 7],
  H: [5, 5, 7, 5, 5],
  I: [7, 2, 2, 2, 7],
  J: [1, 1, 1, 5, 7],
  K: [5, 5, 6, 5, 5],
  L: [4, 4, 4, 4, 7],
  M: [5, 7, 7, 5, 5],
  N: [6, 5, 5, 5, 5],
  O: [7, 5, 5, 5, 7],
  P: [7, 5, 7, 4, 4],
  Q: [7, 5, 5, 7, 1],
  R: [6, 5, 6, 5, 5],
  S: [7, 4, 7, 1, 7],
  T: [7, 2, 2, 2, 2],
  U: [5, 5, 5, 5, 7],
  V: [5, 5, 5, 5, 2],
  W: [5, 5, 7, 7, 5],
  X: [5, 5, 2, 5, 5],
  Y: [5, 5, 2, 2, 2],
  Z: [7, 1, 2, 4, 7],
  ':': [0, 2, 0, 2, 0],
  '-': [0, 0, 7, 0, 0],
  '.': [0, 0, 0, 0, 2],
  ' ': [0, 0, 0, 0, 0],
};

/** Draws a snapshot: `view` 'bow' (forecastle in the foreground) or 'wake' (stern wake). */
export function snapshotPng(options: {
  caption: string;
  capturedAt: Date;
  view: 'bow' | 'wake';
  width?: number;
  height?: number;
}): Buffer {
  const w = options.width ?? 320;
  const h = options.height ?? 180;
  const px = new Uint8Array(w * h * 3);
  const set = (x: number, y: number, r: number, g: number, b: number) => {
    if (x < 0 || y < 0 || x >= w || y >= h) return;
    const i = (y * w + x) * 3;
    px[i] = r;
    px[i + 1] = g;
    px[i + 2] = b;
  };
  const hour = options.capturedAt.getUTCHours() + options.capturedAt.getUTCMinutes() / 60;
  const light = 0.35 + 0.65 * Math.max(0, Math.sin(((hour - 6) / 12) * Math.PI)); // night 0.35 … noon 1
  const roll = Math.sin(options.capturedAt.getTime() / 7_000) * 0.06; // horizon tilt
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const horizon = h * 0.45 + (x - w / 2) * roll;
      if (y < horizon) {
        const t = y / horizon;
        set(x, y, (90 + 80 * t) * light, (140 + 70 * t) * light, (200 + 40 * t) * light);
      } else {
        const t = (y - horizon) / (h - horizon);
        const wave = Math.sin(x / 6 + y * 0.9 + hour * 3) > 0.85 ? 30 : 0;
        set(x, y, (20 + 20 * t + wave) * light, (60 + 40 * t + wave) * light, (100 + 40 * t + wave) * light);
      }
    }
  // Foreground: the bow (a grey triangle) or the wake (a white fan).
  for (let y = Math.floor(h * 0.62); y < h; y++) {
    const half = ((y - h * 0.62) / (h * 0.38)) * w * (options.view === 'bow' ? 0.32 : 0.18);
    for (let x = Math.floor(w / 2 - half); x <= w / 2 + half; x++)
      if (options.view === 'bow') set(x, y, 120 * light, 120 * light, 125 * light);
      else if ((x + y) % 3 !== 0) set(x, y, 225 * light, 235 * light, 240 * light);
  }
  // Caption bar: the camera on the first line, the UTC time on the second (scale 2).
  for (let y = h - 28; y < h; y++) for (let x = 0; x < w; x++) set(x, y, 0, 0, 0);
  const iso = options.capturedAt.toISOString();
  const lines = [options.caption.toUpperCase(), `${iso.slice(0, 10)} ${iso.slice(11, 19)}Z`];
  lines.forEach((text, line) => {
    let cx = 4;
    const top = h - 25 + line * 13;
    for (const ch of text.slice(0, Math.floor((w - 8) / 8))) {
      const glyph = FONT[ch] ?? FONT[' ']!;
      for (let gy = 0; gy < 5; gy++)
        for (let gx = 0; gx < 3; gx++)
          if (glyph[gy]! & (4 >> gx))
            for (let sy = 0; sy < 2; sy++)
              for (let sx = 0; sx < 2; sx++) set(cx + gx * 2 + sx, top + gy * 2 + sy, 255, 255, 255);
      cx += 8;
    }
  });
  return encodePng(w, h, px);
}
