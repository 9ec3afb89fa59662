import { corridorByCode } from '../data/corridors.ts';
import type { Corridor } from '../../src/api/contract.ts';

/** International dialling codes of the partner's corridor countries. */
export const DIAL_CODES: Record<string, string> = {
  ZW: '263',
  ZA: '27',
  KE: '254',
  MZ: '258',
  NG: '234',
  BW: '267',
  ZM: '260',
  MW: '265',
  CD: '243',
};

/** The corridor a mobile number (digits, with its country code) belongs to, if any. */
export function corridorOfMobile(digits: string): Corridor | undefined {
  const match = Object.entries(DIAL_CODES)
    .filter(([, dial]) => digits.startsWith(dial))
    .sort(([, a], [, b]) => b.length - a.length)[0];
  return match ? corridorByCode(match[0]) : undefined;
}
