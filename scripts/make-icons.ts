import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

/**
 * Draws the app icons (a white chevron on green) as PNGs into public/icons. Run once with
 * `npx tsx scripts/make-icons.ts`; the files are committed.
 */
const GREEN = [0x0b, 0x5d, 0x3b];
const WHITE = [0xff, 0xff, 0xff];

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k += 1) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

function png(size: number, pixel: (x: number, y: number) => number[]): Buffer {
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y += 1) {
    raw[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x += 1) {
      const [r = 0, g = 0, b = 0, a = 255] = pixel(x + 0.5, y + 0.5);
      raw.set([r, g, b, a], y * (size * 4 + 1) + 1 + x * 4);
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function distanceToSegment(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const t = Math.max(
    0,
    Math.min(1, ((px - ax) * (bx - ax) + (py - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2)),
  );
  return Math.hypot(px - (ax + t * (bx - ax)), py - (ay + t * (by - ay)));
}

/** The chevron in a 64-unit box, scaled by `glyph` (1 = as in favicon.svg) around the centre. */
function inChevron(u: number, v: number, glyph: number): boolean {
  const s = (n: number) => 32 + (n - 32) * glyph;
  const d = Math.min(
    distanceToSegment(u, v, s(16), s(40), s(32), s(24)),
    distanceToSegment(u, v, s(32), s(24), s(48), s(40)),
  );
  return d <= 3.5 * glyph;
}

function inRoundedSquare(u: number, v: number, radius: number): boolean {
  const cx = Math.min(Math.max(u, radius), 64 - radius);
  const cy = Math.min(Math.max(v, radius), 64 - radius);
  return Math.hypot(u - cx, v - cy) <= radius;
}

function icon(size: number, maskable: boolean): Buffer {
  return png(size, (x, y) => {
    const u = (x / size) * 64;
    const v = (y / size) * 64;
    if (!maskable && !inRoundedSquare(u, v, 14)) return [0, 0, 0, 0];
    return inChevron(u, v, maskable ? 0.7 : 1) ? WHITE : GREEN;
  });
}

mkdirSync('public/icons', { recursive: true });
writeFileSync('public/icons/icon-192.png', icon(192, false));
writeFileSync('public/icons/icon-512.png', icon(512, false));
writeFileSync('public/icons/icon-maskable-512.png', icon(512, true));
console.log('Icons written to public/icons');
