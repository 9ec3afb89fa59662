import { FILE_FORMAT, FILE_REQUIRED, FILE_TOO_LARGE } from './messages.ts';

/**
 * Identity documents and other uploads (doc 2 §5 'Upload formats'): jpeg, jpg, png or pdf of at
 * most 10 MB, checked before anything is sent. Every photo is drawn again in the browser before it
 * is sent (reencode-photo.ts), whatever its size: that leaves its EXIF data (the phone's GPS
 * position, the device) on the phone, and makes a large photo smaller. A PDF goes as it is.
 */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const ACCEPTED_EXTENSIONS = ['jpeg', 'jpg', 'png', 'pdf'] as const;
const IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/pjpeg', 'image/png'];
const PDF_TYPE = 'application/pdf';

/** The file input's `accept`: the extensions and their types, so a phone offers the camera too. */
export const ACCEPT_ATTRIBUTE = '.jpeg,.jpg,.png,.pdf,image/jpeg,image/png,application/pdf';

/** What the checks need of a file: its name, type and size. */
export type FileFacts = Pick<File, 'name' | 'type' | 'size'>;

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * A jpeg, jpg, png or pdf: by its type when the browser gives one, else by its extension (some
 * phones give none).
 */
export function isAcceptedFormat(file: FileFacts): boolean {
  const type = file.type.toLowerCase();
  if (type !== '') return IMAGE_TYPES.includes(type) || type === PDF_TYPE;
  return (ACCEPTED_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
}

export function isPdf(file: FileFacts): boolean {
  return file.type.toLowerCase() === PDF_TYPE || (file.type === '' && extensionOf(file.name) === 'pdf');
}

/** A photo (jpeg or png): something the browser can draw, and so make smaller. */
export function isPhoto(file: FileFacts): boolean {
  return isAcceptedFormat(file) && !isPdf(file);
}

/** Why a chosen file cannot be sent, or null: the format first, then the size. */
export function fileProblem(file: FileFacts | null | undefined, required: boolean): string | null {
  if (!file) return required ? FILE_REQUIRED : null;
  if (!isAcceptedFormat(file)) return FILE_FORMAT;
  if (file.size > MAX_UPLOAD_BYTES) return FILE_TOO_LARGE;
  return null;
}

/**
 * What a photo is drawn again to. A phone's photo of a document is 3 to 12 MB; at 1 MB and at most
 * 2560 pixels on its longer side (about 5 megapixels) an ID card or a bill filling the frame keeps
 * its smallest print and its machine-readable zone legible (about 20 pixels per millimetre of an
 * ID card), while the upload takes seconds rather than minutes on a slow connection. A smaller
 * photo keeps its size.
 */
export const COMPRESSION_TARGET = { maxSizeMB: 1, maxWidthOrHeight: 2560 } as const;

/** '840 KB', '3.4 MB': a size as people read it. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
