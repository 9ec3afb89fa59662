import type { Page } from '@playwright/test';

/** What the EXIF data of photoWithExif carries, to look for in what the server received. */
export const EXIF_MARKERS = { header: 'Exif\0\0', make: 'SandboxPhone' } as const;

/**
 * The APP1 segment of a phone photo's EXIF data: the camera's make and a GPS position (51°30'N,
 * made up), big-endian TIFF as cameras write it.
 */
function exifSegment(): Buffer {
  const tiff = Buffer.alloc(106);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4); // IFD0 at 8
  // IFD0: Make (ASCII at 38), GPS IFD pointer (at 52); no next IFD.
  tiff.writeUInt16BE(2, 8);
  const entry = (at: number, tag: number, type: number, count: number, value: number) => {
    tiff.writeUInt16BE(tag, at);
    tiff.writeUInt16BE(type, at + 2);
    tiff.writeUInt32BE(count, at + 4);
    tiff.writeUInt32BE(value, at + 8);
  };
  entry(10, 0x010f, 2, EXIF_MARKERS.make.length + 1, 38);
  entry(22, 0x8825, 4, 1, 52);
  tiff.write(`${EXIF_MARKERS.make}\0`, 38, 'latin1');
  // GPS IFD: GPSLatitudeRef 'N' (inline), GPSLatitude 3 rationals (at 82); no next IFD.
  tiff.writeUInt16BE(2, 52);
  entry(54, 0x0001, 2, 2, 0);
  tiff.write('N\0', 62, 'latin1');
  entry(66, 0x0002, 5, 3, 82);
  [51, 30, 0].forEach((value, i) => {
    tiff.writeUInt32BE(value, 82 + i * 8);
    tiff.writeUInt32BE(1, 86 + i * 8);
  });
  const body = Buffer.concat([Buffer.from(EXIF_MARKERS.header, 'latin1'), tiff]);
  const head = Buffer.from([0xff, 0xe1, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
}

/**
 * A small phone photo (640x480 JPEG, well under 1 MB) carrying EXIF data with a GPS position:
 * drawn in the page, then the APP1 segment put after the JFIF header, where a camera puts it.
 */
export async function photoWithExif(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#d8cfc0';
    g.fillRect(0, 0, 640, 480);
    g.fillStyle = '#1a3a6b';
    g.font = '32px sans-serif';
    g.fillText('PASSPORT', 60, 80);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.9));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    return btoa(String.fromCharCode(...bytes));
  });
  const jpeg = Buffer.from(base64, 'base64');
  // SOI, then the JFIF APP0 segment when there is one, then the EXIF segment.
  const app0 = jpeg[2] === 0xff && jpeg[3] === 0xe0 ? 2 + jpeg.readUInt16BE(4) : 0;
  const at = 2 + app0;
  return Buffer.concat([jpeg.subarray(0, at), exifSegment(), jpeg.subarray(at)]);
}

/** Whether the bytes carry EXIF data (its header or the make written into it). */
export function hasExif(bytes: Buffer): boolean {
  return bytes.includes(EXIF_MARKERS.header, 0, 'latin1') || bytes.includes(EXIF_MARKERS.make, 0, 'latin1');
}
