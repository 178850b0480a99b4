import { describe, expect, it } from 'vitest';
import { applicationLink, linkedApplicationId } from './links.ts';

describe('applicationLink', () => {
  it('opens the application on the tracker', () => {
    expect(applicationLink(12)).toBe('/applications?application=12');
  });

  it('is read back by linkedApplicationId', () => {
    expect(linkedApplicationId(new URL(applicationLink(34), 'http://x').search)).toBe(34);
  });
});

describe('linkedApplicationId', () => {
  it('reads the id among other query parameters, with or without the question mark', () => {
    expect(linkedApplicationId('?view=list&application=7')).toBe(7);
    expect(linkedApplicationId('application=7')).toBe(7);
  });

  it('is null for no id, a word, a negative, zero, a fraction or a number too large', () => {
    for (const search of [
      '',
      '?view=list',
      '?application=',
      '?application=abc',
      '?application=-3',
      '?application=0',
    ]) {
      expect(linkedApplicationId(search)).toBeNull();
    }
    expect(linkedApplicationId('?application=1.5')).toBeNull();
    expect(linkedApplicationId('?application=99999999999')).toBeNull();
    expect(linkedApplicationId('?application=2147483648')).toBeNull();
  });
});
