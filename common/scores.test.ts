import { describe, expect, it } from 'vitest';
import { clampScore, scoreBand } from './scores.ts';

describe('clampScore', () => {
  it.each([
    [-5, 0],
    [0, 0],
    [57, 57],
    [100, 100],
    [140, 100],
    [Number.NaN, 0],
    [undefined, 0],
    [null, 0],
  ])('clamps %s to %s', (value, expected) => {
    expect(clampScore(value)).toBe(expected);
  });
});

describe('scoreBand', () => {
  it.each([
    [100, 'high'],
    [80, 'high'],
    [79, 'medium'],
    [60, 'medium'],
    [59, 'low'],
    [0, 'low'],
    [120, 'high'],
  ])('puts %s in the %s band', (score, band) => {
    expect(scoreBand(score)).toBe(band);
  });
});
