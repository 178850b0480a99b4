import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { type KeywordGap, type Tailoring, tailoringSchema } from '#common/api/tailoring.ts';
import { reportTitle, tailoringReportPdf } from './report.ts';
import { loadReportFonts } from './report-fonts.ts';
import { REPORT_TEXT_MAX_LENGTH, STAND_IN } from './report-text.ts';

const DESCRIPTION = `We are hiring a Senior Backend Engineer to build and run the payment services behind our
checkout. You will design APIs in TypeScript and Node.js, model data in PostgreSQL, deploy to Kubernetes on AWS and
mentor two engineers. You have five or more years of backend experience, a bachelor's degree in computer science or
similar, and you communicate clearly with product and support teams. Experience with Kafka is a plus.`;

function gap(keyword: string, overrides: Partial<KeywordGap> = {}): KeywordGap {
  return {
    keyword,
    skill: keyword,
    kind: 'hard',
    required: true,
    placement: { section: 'Experience', bullet: 'Deployed the billing service to AWS with Terraform' },
    evidenceNote: 'Add only if you have done it: say where and with what result.',
    ...overrides,
  };
}

/** A tailoring as the service makes one; pass overrides for the case under test. */
function buildTailoring(overrides: Partial<Tailoring> = {}): Tailoring {
  const tailoring: Tailoring = {
    id: 7,
    resumeId: 3,
    resumeFileName: 'Ivan_Petrov_resume.pdf',
    createdAt: '2025-03-14T09:30:00.000Z',
    job: {
      title: 'Senior Backend Engineer',
      company: 'Northwind Payments',
      seniority: 'senior',
      years: 5,
      education: 'bachelor',
      requiredSkills: ['TypeScript', 'Node.js', 'PostgreSQL', 'Kubernetes', 'AWS', 'communication'],
      preferredSkills: ['Kafka'],
      description: DESCRIPTION,
      url: 'https://boards.greenhouse.io/northwind/jobs/4242',
      source: { kind: 'url', matchId: null },
    },
    matchRate: 68,
    fit: 'stretch',
    parts: [
      {
        id: 'hard-skills',
        label: 'Hard skills',
        score: 62,
        weight: 45,
        detail: 'The resume shows 4 of the 6 required hard skills.',
      },
      {
        id: 'soft-skills',
        label: 'Soft skills',
        score: 80,
        weight: 10,
        detail: 'Communication shows in a bullet about support teams.',
      },
      {
        id: 'title',
        label: 'Job title',
        score: 75,
        weight: 15,
        detail: 'Your latest title, Backend Developer, is close to Senior Backend Engineer.',
      },
      {
        id: 'seniority',
        label: 'Seniority and years',
        score: 70,
        weight: 15,
        detail: 'The resume shows 4 years; the posting asks for 5.',
      },
      {
        id: 'education',
        label: 'Education',
        score: 100,
        weight: 5,
        detail: "A bachelor's degree is asked for and shown.",
      },
      {
        id: 'ats',
        label: 'ATS basics',
        score: 55,
        weight: 10,
        detail: 'Two columns may be read out of order.',
      },
    ],
    matched: [
      {
        keyword: 'TypeScript',
        skill: 'TypeScript',
        kind: 'hard',
        required: true,
        quote: 'Built APIs in TypeScript',
      },
      {
        keyword: 'PostgreSQL',
        skill: 'PostgreSQL',
        kind: 'hard',
        required: true,
        quote: 'Tuned PostgreSQL queries',
      },
      {
        keyword: 'communication',
        skill: 'Communication',
        kind: 'soft',
        required: true,
        quote: 'Worked with support teams',
      },
    ],
    missing: [
      gap('Kubernetes'),
      gap('Kafka', { required: false, placement: { section: 'Skills', bullet: null }, evidenceNote: null }),
    ],
    preview: {
      contact: {
        name: 'Иван Петров',
        email: 'ivan@example.com',
        phone: '+7 900 123 45 67',
        location: 'Berlin',
        links: [],
      },
      sections: [{ kind: 'experience', heading: 'Experience', lines: ['Backend Developer, Acme'] }],
      jobs: [
        {
          title: 'Backend Developer',
          company: 'Acme',
          dates: '2021 – present',
          start: '2021',
          end: 'present',
        },
      ],
      skills: ['TypeScript', 'PostgreSQL'],
      warnings: [
        {
          id: 'columns',
          label: 'Two columns',
          detail: 'The skills column is read between two jobs.',
          fix: 'Put the skills in one column below the experience.',
        },
      ],
    },
    rewrites: [
      {
        id: 'r1',
        section: 'Experience',
        before: 'Was responsible for the checkout API used by 2 million customers',
        after: 'Led the checkout API used by 2 million customers',
        changes: [{ kind: 'verb', detail: 'A stronger verb in place of "was responsible for".' }],
      },
      {
        id: 'r2',
        section: 'Experience',
        before: 'Wrote services in Node',
        after: 'Built Node.js services handling [how many?] requests a day',
        changes: [
          { kind: 'job-term', detail: "The job's own term, Node.js, for what the bullet already shows." },
          { kind: 'placeholder', detail: 'A placeholder invites the number only you know.' },
        ],
      },
    ],
    rejectedRewrites: [
      {
        before: 'Ran deployments',
        after: 'Ran Kubernetes deployments for 40 services',
        unsupported: ['the skill Kubernetes', 'the number 40'],
      },
    ],
    accepted: ['r1'],
    ...overrides,
  };
  return tailoringSchema.parse(tailoring);
}

interface ReadReport {
  pages: number;
  /** Each page's text, items joined by spaces and runs of whitespace collapsed. */
  pageTexts: string[];
  text: string;
  title: string | undefined;
  subject: string | undefined;
  producer: string | undefined;
  creationDate: string | undefined;
  maxRightEdge: number;
  pageWidth: number;
}

async function readReport(bytes: Uint8Array): Promise<ReadReport> {
  const loading = getDocument({ data: new Uint8Array(bytes), disableFontFace: true, verbosity: 0 });
  const document = await loading.promise;
  try {
    const pageTexts: string[] = [];
    let maxRightEdge = 0;
    let pageWidth = 0;
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      pageWidth = page.view[2] ?? 0;
      const content = await page.getTextContent();
      const items = content.items.flatMap((item) => ('str' in item ? [item] : []));
      for (const item of items) maxRightEdge = Math.max(maxRightEdge, item.transform[4] + item.width);
      pageTexts.push(
        items
          .map((item) => item.str)
          .join(' ')
          .replace(/\s+/g, ' '),
      );
    }
    const { info } = (await document.getMetadata()) as { info: Record<string, string> };
    return {
      pages: document.numPages,
      pageTexts,
      text: pageTexts.join(' '),
      title: info.Title,
      subject: info.Subject,
      producer: info.Producer,
      creationDate: info.CreationDate,
      maxRightEdge,
      pageWidth,
    };
  } finally {
    await loading.destroy();
  }
}

describe('tailoringReportPdf', () => {
  it('writes the scores, keywords, warnings and rewrites a reader can find in the PDF', async () => {
    const report = await readReport(await tailoringReportPdf(buildTailoring()));

    expect(report.text).toContain('Tailoring report: Senior Backend Engineer at Northwind Payments');
    expect(report.text).toContain('Ivan_Petrov_resume.pdf');
    expect(report.text).toContain('14 March 2025');
    expect(report.text).toContain('Match rate 68/100');
    expect(report.text).toContain('A stretch');
    expect(report.text).toContain('Hard skills: 62/100');
    expect(report.text).toContain('(45% of the match rate)');
    expect(report.text).toContain('ATS basics: 55/100');
    expect(report.text).toContain('The resume shows 4 of the 6 required hard skills.');
    expect(report.text).toContain('TypeScript, PostgreSQL');
    expect(report.text).toContain('• Kubernetes — required hard skill');
    expect(report.text).toContain('Experience, next to “Deployed the billing service to AWS with Terraform”');
    expect(report.text).toContain('Add only if you have done it');
    expect(report.text).toContain('• Kafka — preferred hard skill');
    expect(report.text).toContain('Fix: Put the skills in one column below the experience.');
    expect(report.text).toContain('Before: Was responsible for the checkout API used by 2 million customers');
    expect(report.text).toContain('After: Led the checkout API used by 2 million customers');
    expect(report.text).toContain('Experience · Accepted');
    expect(report.text).toContain('After: Built Node.js services handling [how many?] requests a day');
    expect(report.text).toContain('Not in the resume: the skill Kubernetes, the number 40');
    expect(report.pageTexts[0]).toContain(`Page 1 of ${report.pages}`);
    expect(report.text).not.toContain(STAND_IN);
  });

  it('marks only the accepted rewrites as accepted', async () => {
    const report = await readReport(await tailoringReportPdf(buildTailoring({ accepted: [] })));
    expect(report.text).toContain('Bullet rewrites (2, 0 accepted)');
    expect(report.text).not.toContain('Accepted');
  });

  it('sets the title, producer and creation date, and gives the same bytes for the same tailoring', async () => {
    const tailoring = buildTailoring();
    const first = await tailoringReportPdf(tailoring);
    const second = await tailoringReportPdf(tailoring);
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
    const report = await readReport(first);
    expect(report.title).toBe(reportTitle(tailoring.job));
    expect(report.producer).toBe('CareerPilot');
    expect(report.creationDate).toBe('D:20250314093000Z');
  });

  it('shows a Cyrillic name and stands in for a CJK company, saying so in the footer', async () => {
    const tailoring = buildTailoring({
      resumeFileName: 'Иван_Петров_резюме.pdf',
      job: { ...buildTailoring().job, company: '株式会社テスト 🚀' },
    });
    const report = await readReport(await tailoringReportPdf(tailoring));
    expect(report.text).toContain('Иван_Петров_резюме.pdf');
    expect(report.text).toContain(`Senior Backend Engineer at ${STAND_IN.repeat(7)} ${STAND_IN}`);
    expect(report.text).toContain(`Characters the report's font cannot show appear as ${STAND_IN}.`);
    expect(report.title).toBe('Tailoring report: Senior Backend Engineer at 株式会社テスト 🚀');
  });

  it('runs onto more pages as the content grows, numbering each', async () => {
    const short = await readReport(await tailoringReportPdf(buildTailoring()));
    const missing = Array.from({ length: 200 }, (_, index) => gap(`Keyword number ${index + 1}`));
    const long = await readReport(await tailoringReportPdf(buildTailoring({ missing })));
    expect(long.pages).toBeGreaterThan(short.pages + 5);
    expect(long.text).toContain('(200)');
    expect(long.text).toContain('• Keyword number 200 — required hard skill');
    long.pageTexts.forEach((text, index) => {
      expect(text).toContain(`Page ${index + 1} of ${long.pages}`);
    });
  });

  it('wraps a 5 000-character bullet and breaks an endless word inside the page', async () => {
    const longBullet = Array.from({ length: 500 }, (_, index) => `word${index % 10}xyz`)
      .join(' ')
      .slice(0, 5_000);
    const endlessWord = 'Supercalifragilistic'.repeat(400);
    const tailoring = buildTailoring({
      rewrites: [
        {
          id: 'r1',
          section: 'Experience',
          before: longBullet,
          after: endlessWord,
          changes: [{ kind: 'concise', detail: endlessWord }],
        },
      ],
      missing: [
        gap(endlessWord.slice(0, 100), { placement: { section: 'Experience', bullet: endlessWord } }),
      ],
    });
    const bytes = await tailoringReportPdf(tailoring);
    const report = await readReport(bytes);
    expect(report.pages).toBeGreaterThan(1);
    expect(report.maxRightEdge).toBeLessThanOrEqual(report.pageWidth - 56 + 0.5);
    expect(report.text.replace(/ /g, '')).toContain(endlessWord.slice(0, 2_000));
  });

  it('accepts messy text: control characters, tabs, line breaks and lone surrogates', async () => {
    const tailoring = buildTailoring({
      resumeFileName: 'cv\u0000\tfinal\n(2).pdf',
      job: { ...buildTailoring().job, title: 'Data\u200b Engineer \ud800' },
    });
    const report = await readReport(await tailoringReportPdf(tailoring));
    expect(report.text).toContain('cv final (2).pdf');
    expect(report.text).toContain(`Tailoring report: Data Engineer ${STAND_IN}`);
  });

  it('draws at most REPORT_TEXT_MAX_LENGTH of a text, cut with an ellipsis', async () => {
    const bullet = 'Managed the migration '.repeat(2_500);
    const tailoring = buildTailoring({
      missing: [gap('Kubernetes', { placement: { section: 'Experience', bullet } })],
    });
    const report = await readReport(await tailoringReportPdf(tailoring));
    expect(report.text.match(/migration/g)?.length).toBeLessThanOrEqual(REPORT_TEXT_MAX_LENGTH / 22);
    expect(report.text.replace(/ /g, '')).toMatch(/Managedthemigration\w*…Note:/);
  });

  it('keeps a title or file name on one line without control characters, in its text and its PDF metadata', async () => {
    const tailoring = buildTailoring({
      resumeFileName: 'cv\r\nfinal\u202e.pdf',
      job: { ...buildTailoring().job, title: 'Data\r\nEngineer\u0007', company: 'Acme\u2028Corp' },
    });
    const report = await readReport(await tailoringReportPdf(tailoring));
    expect(report.title).toBe('Tailoring report: Data Engineer at Acme Corp');
    expect(report.subject).toBe('Match rate, missing keywords and rewrites for cv final.pdf');
    expect(report.text).toContain('Tailoring report: Data Engineer at Acme Corp');
  });

  it('reads its fonts once and shares them between reports', async () => {
    const first = loadReportFonts();
    expect(loadReportFonts()).toBe(first);
    const fonts = await first;
    expect(fonts.hasGlyph('Ж'.codePointAt(0) ?? 0)).toBe(true);
    expect(fonts.hasGlyph('中'.codePointAt(0) ?? 0)).toBe(false);
  });

  it('refuses a tailoring whose creation date is not a date, with a clear error', async () => {
    const tailoring = { ...buildTailoring(), createdAt: 'yesterday' };
    await expect(tailoringReportPdf(tailoring)).rejects.toThrow("creation date is not a date: 'yesterday'");
  });
});
