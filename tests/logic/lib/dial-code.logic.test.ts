import { describe, expect, it } from 'vitest';
import { dialCodeFor } from '@/lib/dial-code.ts';

describe('dialCodeFor (spec §5: +27 for SA, else +44)', () => {
  it.each([
    ['SA', '27'],
    ['UK', '44'],
    ['', '44'],
    [null, '44'],
    [undefined, '44'],
  ] as const)('%j -> %s', (country, code) => {
    expect(dialCodeFor(country)).toBe(code);
  });
});
