import { describe, expect, it } from 'vitest';
import { RecentlyUsed } from './recently-used.ts';

describe('RecentlyUsed', () => {
  it('drops the entry used longest ago once it holds more than its maximum, and says which', () => {
    const held = new RecentlyUsed<string, number>(2);
    expect(held.set('a', 1)).toBeUndefined();
    expect(held.set('b', 2)).toBeUndefined();
    expect(held.get('a')).toBe(1);
    expect(held.set('c', 3)).toEqual(['b', 2]);
    expect([held.get('a'), held.get('b'), held.get('c'), held.size]).toEqual([1, undefined, 3, 2]);
  });

  it('never drops an entry used within the last half of its maximum, however often others come and go', () => {
    const held = new RecentlyUsed<string, number>(100);
    held.set('kept', 0);
    for (let other = 1; other <= 10_000; other += 1) {
      held.set(`other-${other}`, other);
      if (other % 40 === 0) expect(held.get('kept')).toBe(0);
    }
    expect(held.get('kept')).toBe(0);
    expect(held.size).toBe(100);
  });

  it('updates a value in place, and forgets on request', () => {
    const held = new RecentlyUsed<string, number>(3);
    held.set('a', 1);
    expect(held.set('a', 2)).toBeUndefined();
    expect(held.get('a')).toBe(2);
    expect(held.delete('a')).toBe(true);
    expect(held.get('a')).toBeUndefined();
    held.set('b', 1);
    held.clear();
    expect(held.size).toBe(0);
  });
});
