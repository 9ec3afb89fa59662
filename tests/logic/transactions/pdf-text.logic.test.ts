import { describe, expect, it } from 'vitest';
import { pdfText } from '@/features/transactions/model/pdf-text.ts';

describe('text the PDF standard font can show', () => {
  it.each([
    ['ZW10000007 £1,283.99 R950.00 $1,600.00', 'ZW10000007 £1,283.99 R950.00 $1,600.00'],
    ['Zoë Müller, São Tomé', 'Zoë Müller, São Tomé'],
    ['Ŵaŵa Ćosić', 'Wawa Cosic'],
    ['‘quoted’ “words” – and — dash…', '\'quoted\' "words" - and - dash...'],
    ['€25', 'EUR25'],
    ['a\u00a0b\u202fc', 'a b c'],
    ['tab\there', 'tab here'],
    ['line\nbreak', 'linebreak'],
    ['漢字 name', '?? name'],
    ['emoji 😀', 'emoji ?'],
    ['', ''],
  ])('%j -> %j', (input, expected) => {
    expect(pdfText(input)).toBe(expected);
  });

  it('leaves nothing above Latin-1 (which would turn the line into UTF-16)', () => {
    const out = pdfText('Ŵ€漢—’😀ñ');
    expect([...out].every((char) => (char.codePointAt(0) ?? 0) <= 0xff)).toBe(true);
  });
});
