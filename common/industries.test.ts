import { describe, expect, it } from 'vitest';
import { industryLabel } from './industries.ts';

describe('industryLabel', () => {
  it('capitalises the industry and reads hyphens as spaces', () => {
    expect(industryLabel('technology')).toBe('Technology');
    expect(industryLabel('real-estate')).toBe('Real estate');
  });
});
