import { describe, expect, it } from 'vitest';
import { dateBounds, findDateRange, findSingleDates } from './dates.ts';

describe('findDateRange', () => {
  it.each([
    ['Aug 2018 to Till Date', '2018-08', 'present'],
    ['Aug 2018 – Till Date', '2018-08', 'present'],
    ['Duration: June 2018 to till date', '2018-06', 'present'],
    ['08/2018 - present', '2018-08', 'present'],
    ['2018 to date', '2018', 'present'],
    ['2019-Present', '2019', 'present'],
    ['Since 2019', '2019', 'present'],
    ['Depuis 09/2020        Chef de cuisine', '2020-09', 'present'],
    ['Jan. 2017 - Dec. 2019', '2017-01', '2019-12'],
    ['05.2016 – 11.2019', '2016-05', '2019-11'],
    ['01.09.2015 – 31.03.2019', '2015-09', '2019-03'],
    ['2015 – 2018', '2015', '2018'],
    ['March 2021 to current', '2021-03', 'present'],
    ['Jan 2020 - Present (4 years 11 months)', '2020-01', 'present'],
    ["Sep '19 – Mar '21", '2019-09', '2021-03'],
    ['Senior Software Engineer, Ledgerline\tJan. 2020 – Present', '2020-01', 'present'],
  ])('reads %s', (line, start, end) => {
    expect(findDateRange(line)).toMatchObject({ start, end, usesNextLine: false });
  });

  it('reads a range whose end is on the next line', () => {
    expect(findDateRange('Acme Corp, June 2020 –', 'Present')).toMatchObject({
      start: '2020-06',
      end: 'present',
      usesNextLine: true,
    });
  });

  it.each(['Grew revenue by 20% in 2019', 'Date of Birth: 14 March 1988', 'Managed a $2,000 budget'])(
    'finds no range in %s',
    (line) => {
      expect(findDateRange(line)).toBeUndefined();
    },
  );
});

describe('findSingleDates', () => {
  it.each([
    ['Summer 2018', '2018', '2018'],
    ['Summer 2019, Summer 2022', '2019', '2022'],
    ['Denver Public Schools, Spring 2015', '2015', '2015'],
  ])('reads %s as a short job', (line, start, end) => {
    expect(findSingleDates(line)).toMatchObject({ start, end });
  });

  it('reads no job from a date that does not end the line', () => {
    expect(findSingleDates('2019 ranking of the top 10 stores')).toBeUndefined();
  });
});

describe('dateBounds', () => {
  it('reads a day-first date by its month, unless its middle number cannot be a month', () => {
    expect(dateBounds('01/06/2018 - 06/25/2020')).toEqual({ start: '2018-06', end: '2020-06' });
  });
});

describe('findSingleDates on a line the date opens', () => {
  it.each([
    ['2008 (3 mois)         Stagiaire (intern), Brasserie Le Nord, Lyon', '2008'],
    ['Summer 2016 — Reporting intern, Pioneer Ledger Press', '2016'],
  ])('reads %s as a job of that year', (line, year) => {
    expect(findSingleDates(line)).toMatchObject({ start: year, end: year });
  });

  it('reads no job from a table row of figures', () => {
    expect(findSingleDates('2018    58% 14% –0.21')).toBeUndefined();
  });
});
