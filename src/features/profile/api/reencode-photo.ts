import { COMPRESSION_TARGET, extensionOf } from '../model/document-files.ts';

/**
 * A photo drawn again by the browser, as a new JPEG: what is sent instead of the photo chosen,
 * whatever its size, so its EXIF data (the GPS position where it was taken, the phone's make and
 * model) never leaves the phone; a large photo comes out smaller (COMPRESSION_TARGET). Rejects when
 * the browser cannot draw it: the caller then sends nothing.
 *
 * The one place that loads the image library (browser-image-compression: drawing, EXIF
 * orientation, the quality search), and only once a photo is chosen: never in a page's first load.
 * It runs on the page's thread: the library's web worker would load its own copy of the library
 * from a public CDN, which the app's Content Security Policy forbids (and which would leak the
 * user's activity). Decoding and encoding are asynchronous in the browser, so the page stays
 * usable. The result is a JPEG (a PNG photo would be re-encoded losslessly, slowly and large).
 */
export async function reencodePhoto(file: File, signal?: AbortSignal): Promise<File> {
  const { default: imageCompression } = await import('browser-image-compression');
  const drawn = await imageCompression(file, {
    ...COMPRESSION_TARGET,
    useWebWorker: false,
    // The library keeps the EXIF data only when asked; said here so that no one asks.
    preserveExif: false,
    fileType: 'image/jpeg',
    initialQuality: 0.9,
    signal,
  });
  return new File([drawn], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
}

/** 'scan.png' becomes 'scan.jpg'; a JPEG keeps its name. */
export function jpegName(name: string): string {
  const extension = extensionOf(name);
  if (extension === 'jpg' || extension === 'jpeg') return name;
  const base = extension ? name.slice(0, -(extension.length + 1)) : name;
  return `${base || 'photo'}.jpg`;
}
