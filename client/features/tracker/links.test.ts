import { describe, expect, it } from 'vitest';
import { applicationLink } from './links.ts';

describe('applicationLink', () => {
  it('opens the application on the tracker, by the query the tracker screen reads', () => {
    expect(applicationLink(12)).toBe('/applications?application=12');
  });
});
