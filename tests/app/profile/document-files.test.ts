import { describe, expect, it } from 'vitest';
import { FILE_FORMAT, FILE_REQUIRED, FILE_TOO_LARGE } from '@/features/profile/model/messages.ts';
import { jpegName } from '@/features/profile/api/reencode-photo.ts';
import {
  fileProblem,
  formatBytes,
  isAcceptedFormat,
  MAX_UPLOAD_BYTES,
  isPhoto,
} from '@/features/profile/model/document-files.ts';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('the spec texts', () => {
  it('are word for word', () => {
    expect(FILE_REQUIRED).toBe('Can not proceed without uploading this file');
    expect(FILE_FORMAT).toBe('Only the following formats are accepted: .jpeg, .jpg, .pdf');
  });
});

describe('fileProblem: jpeg, jpg, png or pdf up to 10 MB, checked before anything is sent', () => {
  it.each([
    ['a passport photo', file('id.jpg', 'image/jpeg'), true, null],
    ['a jpeg', file('id.jpeg', 'image/jpeg'), true, null],
    ['a png', file('id.png', 'image/png'), true, null],
    ['a pdf', file('bill.pdf', 'application/pdf'), true, null],
    ['no type but a good extension', file('scan.PDF', ''), true, null],
    ['a HEIC photo', file('IMG_1.heic', 'image/heic'), true, FILE_FORMAT],
    ['a Word file', file('bill.docx', 'application/vnd.openxmlformats'), true, FILE_FORMAT],
    ['a text file named .jpg', file('notes.jpg', 'text/plain'), true, FILE_FORMAT],
    ['no type and no extension', file('scan', ''), true, FILE_FORMAT],
    ['exactly 10 MB', file('id.pdf', 'application/pdf', MAX_UPLOAD_BYTES), true, null],
    ['over 10 MB', file('id.pdf', 'application/pdf', MAX_UPLOAD_BYTES + 1), true, FILE_TOO_LARGE],
    ['none, required', null, true, FILE_REQUIRED],
    ['none, optional', null, false, null],
  ])('%s', (_name, chosen, required, problem) => expect(fileProblem(chosen, required)).toBe(problem));
});

describe('isPhoto: every photo is drawn again before upload, whatever its size; never a PDF', () => {
  it.each([
    [file('photo.jpg', 'image/jpeg', 4 * MB), true],
    [file('photo.png', 'image/png', 2 * MB), true],
    [file('photo.jpg', 'image/jpeg', 900 * 1024), true],
    [file('tiny.jpg', 'image/jpeg', 20 * 1024), true],
    [file('photo.jpg', '', 300 * 1024), true],
    [file('bill.pdf', 'application/pdf', 8 * MB), false],
    [file('scan.pdf', '', 8 * MB), false],
    [file('photo.heic', 'image/heic', 4 * MB), false],
  ])('%j -> %s', (chosen, photo) => expect(isPhoto(chosen)).toBe(photo));

  it('isAcceptedFormat reads the type first', () => {
    expect(isAcceptedFormat(file('x.pdf', 'image/gif'))).toBe(false);
    expect(isAcceptedFormat(file('x.gif', 'image/png'))).toBe(true);
  });
});

describe('names and sizes', () => {
  it.each([
    ['scan.png', 'scan.jpg'],
    ['photo.jpeg', 'photo.jpeg'],
    ['IMG_1.JPG', 'IMG_1.JPG'],
    ['noext', 'noext.jpg'],
    ['.png', 'photo.jpg'],
  ])('jpegName(%j) -> %j', (name, jpeg) => expect(jpegName(name)).toBe(jpeg));

  it.each([
    [500, '500 B'],
    [2048, '2 KB'],
    [1.5 * MB, '1.5 MB'],
    [12 * MB, '12.0 MB'],
  ])('formatBytes(%d) -> %s', (bytes, text) => expect(formatBytes(bytes)).toBe(text));
});
