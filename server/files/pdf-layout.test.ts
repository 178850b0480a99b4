import { describe, expect, it } from 'vitest';
import { buildLines, findGutter, type PositionedText, readPage } from './pdf-layout.ts';

const CHARACTER_WIDTH = 5;
const rightEdge = (item: PositionedText) => item.x + item.width;

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

  it('reads a letter-spaced heading as words', () => {
    const lines = buildLines([
      text('S U M M A R Y', 200, 700),
      text('T E C H N I C A L', 200, 680),
      text(' ', 285, 680),
      text('S K I L L S', 292, 680),
      text('C E RT I F I C AT I O N S', 200, 660),
    ]);
    expect(lines.map((line) => line.text)).toEqual(['SUMMARY', 'TECHNICAL SKILLS', 'CERTIFICATIONS']);
  });

  it('keeps spaced single letters that are not one word apart', () => {
    const lines = buildLines([text('A B', 50, 700), text('IT IS AN OX', 50, 680)]);
    expect(lines.map((line) => line.text)).toEqual(['A B', 'IT IS AN OX']);
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

  it('keeps a space drawn as an item of its own, though the next word starts inside its box', () => {
    const items: PositionedText[] = [
      { text: 'well organised team', x: 50, y: 700, width: 95, fontSize: 11.4 },
      { text: ' ', x: 145, y: 700, width: 1.76, fontSize: 11.4 },
      { text: 'player.', x: 146.1, y: 700, width: 35, fontSize: 11.4 },
    ];
    expect(readPage({ width: 612, items }).lines).toEqual(['well organised team player.']);
  });
});

/** Lines stacked from `top` down at `pitch`, starting at `x`. */
const column = (lines: readonly string[], x: number, top: number, pitch = 14, fontSize = 10) =>
  lines.map((line, index) => text(line, x, top - index * pitch, fontSize));

const BODY =
  'Managed a portfolio of enterprise accounts and renewed contracts worth millions across the region';

describe('two columns in the shapes of real CVs', () => {
  const sidebar = [
    'CONTACT',
    'Glasgow, Scotland',
    'tomasz@example.ac.uk',
    'SKILLS',
    'GIS',
    'Zoning',
    'Community engagement',
    'Grant writing',
    'LANGUAGES',
    'Polish (native)',
    'English (fluent)',
    'German',
  ];
  const main = [
    'ACADEMIC APPOINTMENTS',
    'Lecturer in Urban Planning, University of Glasgow, 2021 - present',
    'Teach the MSc studio on regeneration to 45 students a year',
    'Postdoctoral Fellow, Delft University of Technology, 2018 - 2021',
    'Led the housing work package of a Horizon 2020 project',
    'EDUCATION',
    'PhD Urban Planning, University College London, 2018',
    'MSc Spatial Planning, Warsaw University of Technology, 2012',
    'PUBLICATIONS',
    'Station areas and affordable housing, Urban Studies, 2023',
    'Who plans the plan? Planning Theory and Practice, 2021',
    'Land value capture around new tram lines, 2019',
  ];

  it('reads columns set on one line pitch (their baselines level) column by column', () => {
    const reading = readPage({
      width: 612,
      items: [...column(sidebar, 40, 700), ...column(main, 200, 700)],
    });
    expect(reading.twoColumns).toBe(true);
    expect(reading.lines).toEqual([...sidebar, ...main]);
  });

  it('keeps a line that overflows the sidebar (a long web address) in the sidebar', () => {
    const address = text('www.linkedin.com/in/tomasz-wierzbicki-', 40, 700 - 2 * 14);
    const items = [
      ...column(sidebar, 40, 700).filter((_, index) => index !== 2),
      address,
      ...column(main, 200, 707, 13),
    ];
    expect(rightEdge(address)).toBeGreaterThan(200);
    const reading = readPage({ width: 612, items });
    expect(reading.twoColumns).toBe(true);
    expect(reading.lines.slice(0, 4)).toEqual(['CONTACT', 'Glasgow, Scotland', address.text, 'SKILLS']);
  });

  it('reads a short sidebar beside a long main column (a LinkedIn export): sidebar, then main', () => {
    const longMain = [...main, ...main].map((line, index) => `${line} (${index})`);
    const shortSidebar = sidebar;
    const reading = readPage({
      width: 612,
      items: [...column(shortSidebar, 40, 720, 18, 11), ...column(longMain, 200, 720, 13)],
    });
    expect(reading.twoColumns).toBe(true);
    expect(reading.lines).toEqual([...shortSidebar, ...longMain]);
  });

  it('joins a name wrapped over two lines of a narrow sidebar', () => {
    const reading = readPage({
      width: 612,
      items: [
        text('Dr. Tomasz', 40, 730, 20),
        text('Wierzbicki', 40, 706, 20),
        ...column(sidebar, 40, 680),
        ...column([...main, ...main.slice(0, 3)], 200, 730),
      ],
    });
    expect(reading.twoColumns).toBe(true);
    expect(reading.lines.slice(0, 2)).toEqual(['Dr. Tomasz Wierzbicki', 'CONTACT']);
  });

  it('joins a name wrapped at its hyphen without a space', () => {
    const reading = readPage({
      width: 612,
      items: [
        text('Kwame Asante-', 40, 730, 20),
        text('Boateng', 40, 706, 20),
        ...column(sidebar, 40, 680),
        ...column([...main, ...main.slice(0, 3)], 200, 730),
      ],
    });
    expect(reading.lines[0]).toBe('Kwame Asante-Boateng');
  });

  it('reads the name atop the main column before the sidebar beside it', () => {
    const reading = readPage({
      width: 612,
      items: [
        ...column(sidebar, 40, 730, 15, 10),
        text('Aisha Bellamy', 200, 730, 24),
        ...column(main, 200, 700),
      ],
    });
    expect(reading.twoColumns).toBe(true);
    expect(reading.lines).toEqual(['Aisha Bellamy', ...sidebar, ...main]);
  });

  it('reads lines above the columns first and a footer across the page last', () => {
    const reading = readPage({
      width: 612,
      items: [
        text('Tomasz Wierzbicki, Urban Planner and Researcher, University of Glasgow', 40, 760, 14),
        ...column(sidebar, 40, 700),
        ...column(main, 200, 700),
        text('References and a full list of publications are available on request', 120, 480),
      ],
    });
    expect(reading.lines[0]).toBe('Tomasz Wierzbicki, Urban Planner and Researcher, University of Glasgow');
    expect(reading.lines.at(-1)).toBe('References and a full list of publications are available on request');
    expect(reading.lines.slice(1, -1)).toEqual([...sidebar, ...main]);
  });
});

describe('single-column pages that have gaps', () => {
  it('reads a date wrapped in a margin whole, before its entry, on a single-column page', () => {
    const entries = [
      ['September 2019 -', 'Present', 'Senior Associate, Holloway and Pruitt LLP, Denver'],
      ['August 2016 -', 'August 2019', 'Associate, Brennan Gaskell PC, Cheyenne'],
      ['June 2015 -', 'July 2016', 'Judicial Law Clerk, Colorado Court of Appeals'],
      ['May 2013 -', 'May 2015', 'Legal Intern, Office of the Public Defender'],
    ] as const;
    const items = entries.flatMap(([from, to, title], index) => {
      const y = 700 - index * 56;
      return [
        text(from, 40, y),
        text(to, 40, y - 14),
        text(title, 150, y),
        ...column(
          ['Handled motions, depositions and trial preparation', 'Negotiated settlements'],
          160,
          y - 14,
        ),
        text('Drafted briefs', 160, y - 42),
      ];
    });
    const reading = readPage({ width: 612, items });
    expect(reading.twoColumns).toBe(false);
    expect(reading.lines.slice(0, 4)).toEqual([
      'September 2019 - Present',
      'Senior Associate, Holloway and Pruitt LLP, Denver',
      'Handled motions, depositions and trial preparation',
      'Negotiated settlements',
    ]);
  });

  it('reads headings in a left margin on lines of their own, before their sections', () => {
    const sections = [
      ['Objective', [BODY]],
      ['Experience', ['Store Manager, Ulta Beauty', 'March 2019 - Present', BODY, BODY, BODY]],
      ['Education', ['B.B.A. Marketing, University of Texas at San Antonio, 2011']],
      ['Skills', ['Store operations, visual merchandising, inventory management, loss prevention']],
      ['Languages', ['English, Spanish']],
    ] as const;
    let y = 700;
    const items = sections.flatMap(([heading, lines]) => {
      const placed = [text(heading, 50, y, 11), ...column(lines, 160, y)];
      y -= lines.length * 14 + 4;
      return placed;
    });
    const reading = readPage({ width: 612, items });
    expect(reading.twoColumns).toBe(false);
    expect(reading.lines).toEqual(sections.flatMap(([heading, lines]) => [heading, ...lines]));
  });

  it('keeps bullets hanging in a margin on the line of their text', () => {
    const items = Array.from({ length: 16 }, (_, index) => [
      text('•', 110, 700 - index * 14),
      text(`Reduced patient falls on the unit by ${index + 10}% with hourly rounding`, 128, 700 - index * 14),
    ]).flat();
    const reading = readPage({ width: 612, items });
    expect(reading.lines[0]).toBe('• Reduced patient falls on the unit by 10% with hourly rounding');
    expect(reading.lines).toHaveLength(16);
  });

  it('does not split a page at a skills grid between paragraphs', () => {
    const grid = ['Patient assessment', 'IV therapy', 'Wound care', 'Telemetry', 'Epic EHR', 'Care planning'];
    const items = [
      ...column([BODY, BODY, BODY, BODY], 50, 700),
      ...column(grid.slice(0, 3), 50, 640),
      ...column(grid.slice(3), 300, 640),
      ...column([BODY, BODY, BODY, BODY, BODY, BODY, BODY, BODY], 50, 590),
    ];
    expect(readPage({ width: 612, items }).twoColumns).toBe(false);
  });

  it('does not split a page at a header line of name, phone and email', () => {
    const items = [
      text('Ingrid Solberg-Haas', 50, 740, 14),
      text('(614) 555-0190', 280, 740),
      text('ingrid@example.com', 450, 740),
      ...column(
        Array.from({ length: 20 }, () => BODY),
        50,
        700,
      ),
    ];
    const reading = readPage({ width: 612, items });
    expect(reading.twoColumns).toBe(false);
    expect(reading.lines[0]).toBe('Ingrid Solberg-Haas (614) 555-0190 ingrid@example.com');
  });
});
