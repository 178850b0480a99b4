import { describe, expect, it } from 'vitest';
import { seniorityFor } from './seniority.ts';

describe('seniorityFor', () => {
  it.each([
    [0, 'entry'],
    [2, 'entry'],
    [3, 'mid'],
    [7, 'mid'],
    [8, 'senior'],
    [20, 'senior'],
  ])('%i years is %s', (years, stage) => {
    expect(seniorityFor(years)).toBe(stage);
  });
});
