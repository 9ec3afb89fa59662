import { describe, expect, it } from 'vitest';
import {
  MAX_BENEFICIARY_EDIT,
  editDistance,
  withinEditLimit,
} from '@/features/beneficiaries/model/edit-distance.ts';

describe('editDistance: insertions, deletions and substitutions (DESIGN.md)', () => {
  it.each<[string, string, number]>([
    ['', '', 0],
    ['Rudo', 'Rudo', 0],
    ['', 'Rudo', 4],
    ['Rudo', '', 4],
    ['Rudo', 'Ruda', 1], // one substitution
    ['Rudo', 'Rudoo', 1], // one insertion
    ['Rudo', 'Rdo', 1], // one deletion
    ['Rudo', 'rudo', 1], // case is a change
    ['Rudo', 'Rduo', 2], // a swap is two substitutions
    ['Farai', 'Faraai', 1],
    ['Ncube', 'Ncbue', 2],
    ['kitten', 'sitting', 3],
    ['Sunday', 'Saturday', 3],
    ['0000123456', '0000123465', 2],
    ['0000123456', '000012345', 1],
    ['0000123456', '1000123457', 2],
    ['Tafadzwa', 'Tafádzwa', 1], // an accent is one character
    ['Tafádzwa', 'Tafa\u0301dzwa', 0], // composed and decomposed are the same text
    ['😀a', '😀b', 1], // a character outside the BMP counts once
  ])('%j -> %j is %i', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
    expect(editDistance(b, a)).toBe(distance);
  });
});

describe('withinEditLimit: at most 2 characters changed (spec doc 2 §9)', () => {
  it('allows 2', () => expect(MAX_BENEFICIARY_EDIT).toBe(2));

  it.each<[string, string, boolean]>([
    ['Rudo', 'Rudo', true],
    ['Rudo', 'Ruda', true],
    ['Rudo', 'Rda', true], // a deletion and a substitution
    ['Rudo', 'Rdua', false], // three substitutions (a swap and a change)
    ['Rudo', 'Rudolph', false], // 3 insertions
    ['Rudo', 'Ru', true], // 2 deletions
    ['Rudo', 'R', false], // 3 deletions
    ['Rudo', 'Tendai', false],
    ['', 'Jo', true], // an empty middle name may gain 2 characters
    ['', 'Ann', false],
    ['Rudo', '  Rudo  ', true], // surrounding spaces are not changes
    ['Sample Trust Bank', 'Sample Trust Bnk', true],
    ['000014', '000041', true],
    ['000014', '100041', false],
  ])('%j -> %j: %s', (original, updated, ok) => {
    expect(withinEditLimit(original, updated)).toBe(ok);
  });

  it('takes another limit', () => {
    expect(withinEditLimit('Rudo', 'Rudolph', 3)).toBe(true);
    expect(withinEditLimit('Rudo', 'Ruda', 0)).toBe(false);
  });
});
