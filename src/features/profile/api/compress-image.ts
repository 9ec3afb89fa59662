import { COMPRESSION_TARGET, extensionOf } from '../model/document-files.ts';

/**
 * The one place that loads the image compression library (browser-image-compression), and only
 * when a large photo is chosen: it never reaches a page's first load.
 *
 * It runs on the page's thread: the library's web worker would load its own copy of the library
 * from a public CDN, which the app's Content Security Policy forbids (and which would leak the
 * user's activity). Decoding and encoding are asynchronous in the browser, so the page stays
 * usable. The result is a JPEG (a PNG photo would be re-encoded losslessly, slowly and large),
 * without the photo's EXIF data (its location among them).
 */
export async function compressImage(file: File, signal?: AbortSignal): Promise<File> {
  const { default: imageCompression } = await import('browser-image-compression');
  const smaller = await imageCompression(file, {
    ...COMPRESSION_TARGET,
    useWebWorker: false,
    fileType: 'image/jpeg',
    initialQuality: 0.9,
    signal,
  });
  if (smaller.size >= file.size) return file;
  return new File([smaller], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
}

/** 'scan.png' becomes 'scan.jpg'; a JPEG keeps its name. */
export function jpegName(name: string): string {
  const extension = extensionOf(name);
  if (extension === 'jpg' || extension === 'jpeg') return name;
  const base = extension ? name.slice(0, -(extension.length + 1)) : name;
  return `${base || 'photo'}.jpg`;
}
