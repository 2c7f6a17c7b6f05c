// Writes the PWA icons (public/icons/*.png) as real PNG files: `node tools/make-icons.mjs`.
// The mark is the two white rings of favicon.svg drawn from distance functions on the brand green, 4x4 supersampled.
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const GREEN = [0x13, 0x69, 0x3f];
const WHITE = [0xff, 0xff, 0xff];

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};
const png = (size, rgba) => {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    rgba.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

/** Two linked rings (as in favicon.svg), in a unit box. */
const RING_R = 14 / 64;
const RING_W = 6.4 / 64;
const inMark = (x, y) =>
  [23 / 64, 41 / 64].some((cx) => Math.abs(Math.hypot(x - cx, y - 0.5) - RING_R) <= RING_W / 2);

const draw = (size, { maskable }) => {
  const buf = Buffer.alloc(size * size * 4);
  const radius = maskable ? 0 : 13 / 64;
  const markScale = maskable ? 0.7 : 1;
  const S = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let bg = 0;
      let mark = 0;
      for (let sy = 0; sy < S; sy++) {
        for (let sx = 0; sx < S; sx++) {
          const x = (px + (sx + 0.5) / S) / size;
          const y = (py + (sy + 0.5) / S) / size;
          const cx = Math.max(radius - x, 0, x - (1 - radius));
          const cy = Math.max(radius - y, 0, y - (1 - radius));
          const inside = radius === 0 || Math.hypot(cx, cy) <= radius;
          if (!inside) continue;
          bg++;
          const mx = (x - 0.5) / markScale + 0.5;
          const my = (y - 0.5) / markScale + 0.5;
          if (inMark(mx, my)) mark++;
        }
      }
      const a = bg / (S * S);
      const m = bg ? mark / bg : 0;
      const i = (py * size + px) * 4;
      for (let c = 0; c < 3; c++) buf[i + c] = Math.round(GREEN[c] * (1 - m) + WHITE[c] * m);
      buf[i + 3] = Math.round(a * 255);
    }
  }
  return png(size, buf);
};

const out = new URL('../public/icons/', import.meta.url);
mkdirSync(out, { recursive: true });
writeFileSync(new URL('icon-192.png', out), draw(192, { maskable: false }));
writeFileSync(new URL('icon-512.png', out), draw(512, { maskable: false }));
writeFileSync(new URL('icon-maskable-512.png', out), draw(512, { maskable: true }));
writeFileSync(new URL('../apple-touch-icon.png', out), draw(180, { maskable: true }));
console.log('icons written');
