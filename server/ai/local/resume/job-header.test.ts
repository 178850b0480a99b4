import { describe, expect, it } from 'vitest';
import { isPlace, readJobHeader } from './job-header.ts';

describe('isPlace', () => {
  it.each(['Columbus, OH', 'London, United Kingdom', 'Toronto, Ontario, Canada', 'Remote', 'Toledo 0H'])(
    'reads %j as a place',
    (text) => {
      expect(isPlace(text)).toBe(true);
    },
  );

  it.each([
    'Staffmark, Columbus, OH',
    'Evergreen Biotech, Seattle, WA',
    'Boots UK',
    'Riverside General Hospital',
  ])('reads %j as more than a place', (text) => {
    expect(isPlace(text)).toBe(false);
  });
});

describe('readJobHeader', () => {
  it('reads the employer before the title when the title comes second', () => {
    expect(readJobHeader(['Ledgerline, Senior Product Manager, Payments (New York, NY)'])).toMatchObject({
      title: 'Senior Product Manager, Payments',
      company: 'Ledgerline',
    });
  });

  it("keeps a legal suffix with the employer's name and drops the town and region after it", () => {
    expect(readJobHeader(['Litigation Paralegal, Fenwick & Doyle, P.C., Cherry Hill, NJ'])).toMatchObject({
      title: 'Litigation Paralegal',
      company: 'Fenwick & Doyle, P.C.',
    });
  });

  it('reads hostile header lines quickly and without error', () => {
    const lines = [
      '( '.repeat(20_000),
      `${'a, '.repeat(20_000)}Engineer`,
      `${' - '.repeat(20_000)}|`,
      'X'.repeat(100_000),
    ];
    const started = performance.now();
    for (const line of lines) expect(() => readJobHeader([line, line])).not.toThrow();
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
