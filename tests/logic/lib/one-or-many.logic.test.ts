import { describe, expect, it } from 'vitest';
import { toList } from '@/lib/one-or-many.ts';

describe('toList', () => {
  it.each([
    ['one object', { id: 1 }, [{ id: 1 }]],
    ['a list', [{ id: 1 }, { id: 2 }], [{ id: 1 }, { id: 2 }]],
    ['an empty list', [], []],
    ['null', null, []],
    ['undefined', undefined, []],
  ])('turns %s into a list', (_label, value, expected) => {
    expect(toList<{ id: number }>(value)).toEqual(expected);
  });

  it('does not hand back the response array itself', () => {
    const list = [{ id: 1 }];
    const out = toList(list);
    out.push({ id: 2 });
    expect(list).toHaveLength(1);
  });
});
