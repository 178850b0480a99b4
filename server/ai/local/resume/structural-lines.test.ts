import { describe, expect, it } from 'vitest';
import { isContactLine, isDateLine } from './structural-lines.ts';

describe('structural lines', () => {
  it('reads short lines with a year or an open end as dates', () => {
    expect(isDateLine('Duration: June 2018 to till date')).toBe(true);
    expect(isDateLine('Since 2019')).toBe(true);
    expect(isDateLine('Grew revenue 40% in 2019 by opening two new regions across the west coast')).toBe(
      false,
    );
  });

  it('reads emails, links and phone numbers as contact, but not a bullet full of figures', () => {
    expect(isContactLine('+91 98220 45133')).toBe(true);
    expect(isContactLine('linkedin.com/in/someone')).toBe(true);
    expect(isContactLine('Grew revenue from $1,200,000 to $3,400,000')).toBe(false);
  });
});
