import { describe, expect, it } from 'vitest';
import { localDate } from './format.ts';

describe('localDate', () => {
  it('is the browser’s date', () => {
    expect(localDate(new Date(2026, 10, 20, 23, 59))).toBe('2026-11-20');
  });
});
