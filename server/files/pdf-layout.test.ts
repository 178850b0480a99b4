import { describe, expect, it } from 'vitest';
import { buildLines, findGutter, type PositionedText, readPage } from './pdf-layout.ts';

const CHARACTER_WIDTH = 5;

function text(value: string, x: number, y: number, fontSize = 10): PositionedText {
  return { text: value, x, y, width: value.length * CHARACTER_WIDTH, fontSize };
}

describe('buildLines', () => {
  it('orders lines top to bottom and items left to right', () => {
    const lines = buildLines([text('world', 100, 700), text('second line', 50, 686), text('Hello', 50, 700)]);
    expect(lines.map((line) => line.text)).toEqual(['Hello world', 'second line']);
  });

  it('puts items with slightly different baselines (superscripts, mixed fonts) on one line', () => {
    const lines = buildLines([text('Python', 50, 700), text('3', 80, 703, 6), text('and SQL', 90, 699.5)]);
    expect(lines.map((line) => line.text)).toEqual(['Python3 and SQL']);
  });

  it('joins touching fragments of one word without a space and separates words by their gap', () => {
    const lines = buildLines([
      text('Engi', 50, 700),
      text('neer', 70, 700),
      text('at', 95, 700),
      text('Acme', 110, 700),
    ]);
    expect(lines.map((line) => line.text)).toEqual(['Engineer at Acme']);
  });

  it('collapses runs of whitespace and drops empty lines', () => {
    const lines = buildLines([text('  Led   a team ', 50, 700), text('   ', 50, 686)]);
    expect(lines.map((line) => line.text)).toEqual(['Led a team']);
  });
});

describe('two-column pages', () => {
  const sidebar = [
    'CONTACT',
    'jane@example.com',
    'SKILLS',
    'Python',
    'SQL',
    'Tableau',
    'EDUCATION',
    'BSc Statistics',
  ];
  const main = [
    'EXPERIENCE',
    'Data Scientist, Acme Analytics',
    'Built a churn model that cut cancellations by 18%',
    'Led A/B tests across 4 product teams',
    'Automated weekly reporting, saving 6 hours a week',
    'Presented findings to the executive team',
  ];
  const page = {
    width: 612,
    items: [
      text('Jane Doe - Data Scientist', 200, 750, 16),
      ...sidebar.map((line, index) => text(line, 40, 700 - index * 15)),
      ...main.map((line, index) => text(line, 220, 707 - index * 13)),
    ],
  };

  it('finds the gutter between the columns', () => {
    const gutter = findGutter(page);
    expect(gutter).toBeGreaterThan(40 + 'jane@example.com'.length * CHARACTER_WIDTH);
    expect(gutter).toBeLessThan(220);
  });

  it('reads the spanning header, then the left column, then the right column', () => {
    const reading = readPage(page);
    expect(reading.twoColumns).toBe(true);
    expect(reading.lines).toEqual(['Jane Doe - Data Scientist', ...sidebar, ...main]);
  });

  it('would interleave the columns if read naively by baseline', () => {
    const naive = buildLines(page.items).map((line) => line.text);
    expect(naive).not.toEqual(['Jane Doe - Data Scientist', ...sidebar, ...main]);
  });
});

describe('single-column pages', () => {
  it('keeps right-aligned dates on the line of their job title', () => {
    const jobs = [
      ['Data Scientist, Acme Analytics', 'Mar 2021 - Present'],
      ['Data Analyst, Northwind Traders', 'Jun 2018 - Feb 2021'],
      ['Analyst Intern, Contoso Health', 'Jan 2018 - May 2018'],
      ['Research Assistant, State University', 'Sep 2016 - Dec 2017'],
      ['Tutor, Learning Centre', 'Jan 2015 - Aug 2016'],
    ] as const;
    const items = jobs.flatMap(([title, dates], index) => {
      const y = 700 - index * 40;
      return [
        text(title, 50, y),
        text(dates, 560 - dates.length * CHARACTER_WIDTH, y),
        text('Worked across the business on reporting and analysis for many teams', 60, y - 14),
      ];
    });
    const reading = readPage({ width: 612, items });
    expect(reading.twoColumns).toBe(false);
    expect(reading.lines[0]).toBe('Data Scientist, Acme Analytics Mar 2021 - Present');
  });

  it('does not split a page of ordinary full-width paragraphs', () => {
    const items = Array.from({ length: 20 }, (_, index) =>
      text(
        'Managed a portfolio of enterprise accounts and renewed contracts worth millions',
        50,
        700 - index * 14,
      ),
    );
    expect(readPage({ width: 612, items }).twoColumns).toBe(false);
  });
});
