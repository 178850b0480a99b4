import { describe, expect, it } from 'vitest';
import { ASHBY_BOARD, GREENHOUSE_JOB, LEVER_POSTING } from '#server/testing/posting-responses.ts';
import type { BoardPosting, ImportedPosting } from '../posting.ts';
import { ashbyBoardPosting, normaliseAshbyJob } from './ashby.ts';
import { greenhouseBoardPosting, normaliseGreenhouseJob } from './greenhouse.ts';
import { normaliseJsonLdPosting } from './json-ld.ts';
import { leverBoardPosting, normaliseLeverPosting } from './lever.ts';

/** A line break, a bell, a next-line, a bidirectional override and a zero-width space: none may reach a posting. */
const HOSTILE = '\r\u0007\u0085\u202e\u200b';
const INVISIBLE = /[\p{Cc}\p{Cf}]/u;
const INVISIBLE_BUT_LINE_FEED = /[^\P{Cc}\n]|\p{Cf}/u;

function expectNothingInvisible(posting: ImportedPosting | BoardPosting | null): void {
  if (!posting) throw new Error('expected a posting');
  for (const field of ['title', 'company', 'location'] as const)
    expect(posting[field], field).not.toMatch(INVISIBLE);
  expect(posting.descriptionText).not.toMatch(INVISIBLE_BUT_LINE_FEED);
  if ('locations' in posting) {
    for (const place of posting.locations) expect(place).not.toMatch(INVISIBLE);
    expect(posting.department ?? '').not.toMatch(INVISIBLE);
    expect(posting.descriptionHtml).not.toMatch(/[^\P{Cc}\t\n]|\p{Cf}/u);
  }
}

const greenhouseJob = {
  ...GREENHOUSE_JOB,
  title: `Senior${HOSTILE}Engineer`,
  company_name: `Acme${HOSTILE}Robotics`,
  location: { name: `San${HOSTILE}Francisco` },
  departments: [{ name: `Eng${HOSTILE}ineering` }],
  content: `&lt;p&gt;Build${HOSTILE}&amp;#1;things&amp;#13;END:VEVENT&lt;/p&gt;`,
};
const leverPosting = {
  ...LEVER_POSTING,
  text: `Staff${HOSTILE}Engineer`,
  categories: {
    ...LEVER_POSTING.categories,
    department: `Plat${HOSTILE}form`,
    allLocations: [`Toronto${HOSTILE}`],
  },
  description: `<div>Robots${HOSTILE}&#1;here&#13;END:VEVENT</div>`,
};
const ashbyJob = {
  ...ASHBY_BOARD.jobs[1],
  title: `Product${HOSTILE}Designer`,
  location: `New${HOSTILE}York`,
  department: `De${HOSTILE}sign`,
  descriptionHtml: `<p>We${HOSTILE}&#1;design&#13;END:VEVENT</p>`,
};

describe('the text read from any posting source', () => {
  it('holds no control or format character: Greenhouse', () => {
    expectNothingInvisible(normaliseGreenhouseJob(greenhouseJob, 'acme', 'https://x.example/'));
    expectNothingInvisible(greenhouseBoardPosting(greenhouseJob, 'acme'));
  });

  it('holds no control or format character: Lever', () => {
    expectNothingInvisible(normaliseLeverPosting(leverPosting, 'acme', 'https://x.example/'));
    expectNothingInvisible(leverBoardPosting(leverPosting, 'acme'));
  });

  it('holds no control or format character: Ashby, from its HTML or its plain text', () => {
    expectNothingInvisible(normaliseAshbyJob(ashbyJob, 'notion', 'https://x.example/'));
    expectNothingInvisible(ashbyBoardPosting(ashbyJob, 'notion'));
    const plain = {
      ...ashbyJob,
      descriptionHtml: '',
      descriptionPlain: `We${HOSTILE}design\r\n\r\nEND:VEVENT`,
    };
    const posting = normaliseAshbyJob(plain, 'notion', 'https://x.example/');
    expectNothingInvisible(posting);
    expect(posting.descriptionText, 'a carriage return or next-line breaks a line').toBe(
      'We\n\ndesign\n\nEND:VEVENT',
    );
  });

  it('holds no control or format character: JSON-LD, its entities decoded before its whitespace is collapsed', () => {
    const posting = normaliseJsonLdPosting(
      {
        '@type': 'JobPosting',
        title: 'Engineer&#13;END:VEVENT',
        hiringOrganization: { name: `Initech&#7;${HOSTILE}` },
        jobLocation: { address: { addressLocality: 'Berlin&#x85;&#13;&#10;X-INJECTED:1' } },
        description: `<p>Data${HOSTILE}&#1;decisions&#13;END:VEVENT</p>`,
      },
      'https://x.example/job',
    );
    expect(posting).toMatchObject({
      title: 'Engineer END:VEVENT',
      company: 'Initech',
      // &#x85; is the ellipsis of Windows-1252, as browsers read it.
      location: 'Berlin… X-INJECTED:1',
    });
    expectNothingInvisible(posting);
  });
});
