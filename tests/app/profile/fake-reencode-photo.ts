import { vi } from 'vitest';
import type * as Reencode from '@/features/profile/api/reencode-photo.ts';

/**
 * jsdom draws no image, so tests that choose a photo mock the app's re-encoder with this one:
 * `vi.mock('@/features/profile/api/reencode-photo.ts', () => import('<this file>'))`. It makes a
 * new JPEG file, as the browser would, whose bytes say it was drawn again.
 */
const actual = await vi.importActual<typeof Reencode>('@/features/profile/api/reencode-photo.ts');

/** The bytes of every photo the fake drew again. */
export const DRAWN_AGAIN = 'drawn again, without EXIF';

export const jpegName = actual.jpegName;

export const reencodePhoto = vi.fn((file: File): Promise<File> =>
  Promise.resolve(new File([DRAWN_AGAIN], jpegName(file.name), { type: 'image/jpeg' })),
);
