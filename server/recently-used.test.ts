import { describe, expect, it } from 'vitest';
import { markUsed } from './recently-used.ts';

describe('markUsed', () => {
  it('keeps entries in order of use and drops the least recently used past the limit', () => {
    const map = new Map<string, number>();
    expect(markUsed(map, 'a', 1, 2)).toBeUndefined();
    expect(markUsed(map, 'b', 2, 2)).toBeUndefined();
    expect(markUsed(map, 'a', 1, 2)).toBeUndefined();
    expect(markUsed(map, 'c', 3, 2)).toEqual(['b', 2]);
    expect([...map.keys()]).toEqual(['a', 'c']);
  });
});
