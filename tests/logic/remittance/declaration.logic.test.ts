import { describe, expect, it } from 'vitest';
import {
  DECLARATION_LABEL,
  DECLARATION_REQUIRED,
  declarationSchema,
  declarationTexts,
} from '@/remittance/model/declaration.ts';

describe('the declaration (doc 2 §5 Other)', () => {
  it.each([
    [false, DECLARATION_REQUIRED],
    [undefined, DECLARATION_REQUIRED],
    [true, null],
  ])('ticked %s: %s', async (declaration, message) => {
    const result = await declarationSchema
      .validate({ declaration })
      .then(() => null)
      .catch((error: Error) => error.message);
    expect(result).toBe(message);
  });

  const texts = { uk: 'UK text.', sa: 'SA text.', all: 'I agree.' };
  it.each([
    ['UK', texts, { disclaimer: 'UK text.', label: 'I agree.' }],
    ['SA', texts, { disclaimer: 'SA text.', label: 'I agree.' }],
    ['UK', { ...texts, uk: ' ' }, { disclaimer: null, label: 'I agree.' }],
    ['SA', { uk: '', sa: '', all: '' }, { disclaimer: null, label: DECLARATION_LABEL }],
    ['UK', undefined, { disclaimer: null, label: DECLARATION_LABEL }],
  ] as const)('%s with %j', (country, disclaimers, expected) => {
    expect(declarationTexts(disclaimers, country)).toEqual(expected);
  });
});
