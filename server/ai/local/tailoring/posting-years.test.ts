import { describe, expect, it } from 'vitest';
import { readTargetJob } from './read-job.ts';

const yearsOf = (text: string) => readTargetJob(`Operations Analyst\nTidewater Foods\n\n${text}`).years;

describe('years a posting asks for', () => {
  it('reads no age, history, deadline or training as experience asked', () => {
    expect(
      yearsOf(
        'Tidewater has served the industry for over 50 years. Coaches for kids (ages 18 months-5 years).',
      ),
    ).toBeNull();
    expect(
      yearsOf(
        'Earn your certification within 1 year of hire. You will receive 1-3 years of research training.',
      ),
    ).toBeNull();
    expect(yearsOf('We are a neighborhood restaurant with over 41 years of service.')).toBeNull();
  });

  it('reads the figure that decides among requirements that all apply, and required before preferred', () => {
    expect(yearsOf('Requirements:\n- 5+ years of experience in finance\n- 2+ years managing people')).toBe(5);
    expect(yearsOf('Requirements: at least 3 years (5+ years is preferred) in retail leasing.')).toBe(3);
    expect(
      yearsOf('Requirements:\n- 2+ years of SQL\nPreferred:\n- 6+ years of experience in analytics'),
    ).toBe(2);
    expect(yearsOf('Experience: Marketing: 1 year (Preferred) Graphic design: 2 years (Preferred)')).toBe(2);
  });

  it('reads a range from its lower bound, from none too, and a figure in lieu of a degree only alone', () => {
    expect(yearsOf('0 to 2 years of experience in a laboratory.')).toBe(0);
    expect(
      yearsOf("Bachelor's degree and 2 years of experience, or 6 years of experience in lieu of a degree."),
    ).toBe(2);
  });

  it('reads figures run into the words around them by a flattened page', () => {
    expect(yearsOf('RN or LPN- North Carolina license3 + years of clinical experience')).toBe(3);
    expect(yearsOf('Professional licensure as an architectFive years of experience')).toBe(5);
    expect(yearsOf('BA/BS degree required, MBA preferred5+ years of total professional experience')).toBe(5);
  });

  it('reads a requirement beside benefit words in a flattened line', () => {
    expect(yearsOf('5+ years experience in private equity, equity research or corporate finance')).toBe(5);
  });
});
