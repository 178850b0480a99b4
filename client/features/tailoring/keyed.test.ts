import { describe, expect, it } from 'vitest';
import { keyed } from './keyed.ts';

describe('keyed', () => {
  it('keys each item by its text, numbering repeats', () => {
    const keys = keyed(['Python', 'SQL', 'Python', 'Python'], (text) => text).map(({ key }) => key);
    expect(keys).toEqual(['Python', 'SQL', 'Python #2', 'Python #3']);
    expect(new Set(keys).size).toBe(4);
  });

  it('keeps the items in order', () => {
    const items = [{ id: 'a' }, { id: 'b' }];
    expect(keyed(items, ({ id }) => id).map(({ item }) => item)).toEqual(items);
  });
});
