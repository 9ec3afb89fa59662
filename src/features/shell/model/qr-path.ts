import { encode } from 'uqr';

/** A QR code as one SVG path of unit squares, and its width in modules (quiet zone included). */
export interface QrPath {
  size: number;
  d: string;
}

/** Encodes text as a QR code (error correction M, a 2-module quiet zone) drawn as one path. */
export function qrPath(text: string): QrPath {
  const { size, data } = encode(text, { ecc: 'M', border: 2 });
  const parts: string[] = [];
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x} ${y}h1v1h-1z`);
    });
  });
  return { size, d: parts.join('') };
}
