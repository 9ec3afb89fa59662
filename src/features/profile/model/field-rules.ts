import * as yup from 'yup';
import { isAfterToday, parseDay } from '@/lib/days.ts';
import { fileProblem } from './document-files.ts';

/** Building blocks of the profile and upgrade forms' schemas: text, required text, files, dates. */

const LETTERS_AND_SPACES = /^[\p{L} ]+$/u;

export const blank = (value: string | undefined | null): boolean => (value ?? '').trim() === '';

export const text = () => yup.string().default('');
export type TextSchema = ReturnType<typeof text>;

/** Required text with the spec's (or our) message. */
export const requiredText = (message: string): TextSchema =>
  text().test('required', message, (value) => !blank(value));

/** Letters and spaces only, when given. */
export const letters = (schema: TextSchema, message: string): TextSchema =>
  schema.test('letters', message, (value) => blank(value) || LETTERS_AND_SPACES.test(value.trim()));

/** Required only when `needed` says so for the form's values. */
export function requiredWhen<V>(message: string, needed: (values: V) => boolean): TextSchema {
  return text().test('required-when', message, (value, context) => {
    return !needed(context.parent as V) || !blank(value);
  });
}

/** A date after today when given (the expiry's rule, with the send flow's EXPIRY_NOT_FUTURE). */
export function futureDate(schema: TextSchema, message: string, today: () => Date): TextSchema {
  return schema.test('future', message, (value) => blank(value) || isAfterToday(value, today()));
}

/** A real 'yyyy-MM-dd' day when given. */
export function realDay(schema: TextSchema, message: string): TextSchema {
  return schema.test('day', message, (value) => blank(value) || parseDay(value) !== null);
}

export type FileValue = File | null;

/** A file field: its format and size checked, and required when `needed` says so. */
export function fileRule<V>(needed: (values: V) => boolean) {
  return yup
    .mixed<File>()
    .nullable()
    .default(null)
    .test('file', function check(value) {
      const problem = fileProblem(value ?? null, needed(this.parent as V));
      return problem === null ? true : this.createError({ message: problem });
    });
}
