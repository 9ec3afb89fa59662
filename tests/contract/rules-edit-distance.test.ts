import { describe, expect, it } from 'vitest';
import { editDistance, withinEditLimit } from '../../sandbox/rules/edit-distance.ts';

describe('rules/edit-distance', () => {
  it.each([
    ['', '', 0],
    ['Rudo', 'Rudo', 0],
    ['Rudo', 'Ruda', 1], // substitution
    ['Rudo', 'Rudoo', 1], // insertion
    ['Rudo', 'Rud', 1], // deletion
    ['Rudo', 'Ruth', 2],
    ['Rudo', 'uRdo', 2], // a swap is two edits (no transpositions)
    ['Rudo', 'Tendai', 5], // R->T, u->e, +n, d, o->a, +i
    ['', 'Jo', 2],
    ['Mary', '', 4],
    ['kitten', 'sitting', 3],
    ['0000123456', '0000123465', 2],
    ['Zoë', 'Zoe', 1], // one character, not one byte
  ])('%j -> %j is %s', (a, b, expected) => {
    expect(editDistance(a, b)).toBe(expected);
    expect(editDistance(b, a)).toBe(expected);
  });

  it.each([
    ['Rudo', 'Ruth', true],
    ['Rudo', 'Rutha', false],
    ['Ncube', 'Ncube', true],
    ['', 'Jo', true],
    ['', 'Joe', false],
  ])('%j -> %j within 2: %s', (a, b, expected) => {
    expect(withinEditLimit(a, b)).toBe(expected);
  });
});
