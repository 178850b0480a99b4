import { describe, expect, it } from 'vitest';
import { isPlace, readJobHeader } from './job-header.ts';

describe('isPlace', () => {
  it.each([
    'Columbus, OH',
    'London, United Kingdom',
    'Toronto, Ontario, Canada',
    'Remote',
    'Toledo 0H',
    'City, State',
  ])('reads %j as a place', (text) => {
    expect(isPlace(text)).toBe(true);
  });

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

  it.each([
    ['Acme Corp Boston, MA Senior Consultant', 'Senior Consultant', 'Acme Corp Boston'],
    ['Kroger, OH Store Manager', 'Store Manager', 'Kroger'],
    ['Company Name City , State Consultant', 'Consultant', 'Company Name City'],
    ['Mercy Hospital, OR Nurse', 'OR Nurse', 'Mercy Hospital'],
  ])(
    'ends the place at a state run into the title, not at a title’s own capitals: %j',
    (line, title, company) => {
      expect(readJobHeader([line])).toMatchObject({ title, company });
    },
  );

  it('reads a template’s Company Name left in as the employer, the title before it', () => {
    expect(
      readJobHeader(['Assistant Director of Polar Expeditions Company Name City , State']),
    ).toMatchObject({
      title: 'Assistant Director of Polar Expeditions',
      company: 'Company Name',
    });
  });

  it('reads a line naming only an organisation and its place as the employer, with no title', () => {
    const reading = readJobHeader(['Northwind Logistics Inc, Columbus, OH']);
    expect(reading.company).toBe('Northwind Logistics Inc');
    expect(reading.title).toBeUndefined();
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
