import { describe, expect, it } from 'vitest';
import { parsePreviewSchema } from '#common/api/tailoring.ts';
import { parseResume } from '#server/ai/local/resume/parse.ts';
import { extractText } from '#server/files/extract.ts';
import type { ResumeFormat } from '#server/files/file-type.ts';
import { type LayoutSignals, readLayoutSignals } from '#server/files/layout-signals.ts';
import { renderDocx } from '../../../../scripts/fixtures/docx.ts';
import { renderPdf } from '../../../../scripts/fixtures/pdf.ts';
import { dataScientist, registeredNurse } from '../../../../scripts/fixtures/people.ts';
import { parsePreview } from './preview.ts';

const PLAIN: LayoutSignals = {
  twoColumns: false,
  tables: false,
  headerFooterText: false,
  headerFooterLines: [],
  imageOnlyPages: 0,
  pageCount: 1,
};

async function previewOf(format: ResumeFormat, bytes: Uint8Array) {
  const extraction = await extractText(format, bytes);
  if (!extraction.ok) throw new Error(`fixture unreadable: ${extraction.reason}`);
  return parsePreview(parseResume(extraction.text), await readLayoutSignals(format, bytes));
}

const ids = (preview: { warnings: { id: string }[] }) => preview.warnings.map((warning) => warning.id);

describe('parsePreview', () => {
  it('reads a clean resume as written, with no warnings', async () => {
    const preview = await previewOf('pdf', await renderPdf(dataScientist.strong));
    expect(parsePreviewSchema.parse(preview)).toEqual(preview);
    expect(preview.warnings).toEqual([]);
    expect(preview.contact).toMatchObject({
      name: 'Daniel Okafor',
      email: 'daniel.okafor@example.com',
      phone: '(512) 555-0147',
    });
    expect(preview.sections.map((section) => section.heading)).toEqual(
      dataScientist.strong.sections.map((section) => section.heading),
    );
    expect(preview.jobs[0]).toEqual({
      title: 'Senior Data Scientist',
      company: 'Northwind Analytics',
      dates: 'Mar 2021 – Present',
      start: '2021-03',
      end: 'present',
    });
    expect(preview.skills).toEqual(expect.arrayContaining(['Python', 'SQL']));
  });

  it('warns of columns in a two-column PDF', async () => {
    const preview = await previewOf('pdf', await renderPdf(dataScientist.strong, { layout: 'two-column' }));
    expect(ids(preview)).toEqual(['columns']);
  });

  it('warns of a table layout and of contact details that only the page header holds', async () => {
    const preview = await previewOf(
      'docx',
      renderDocx(registeredNurse.strong, { layout: 'table', contactIn: 'header' }),
    );
    expect(ids(preview)).toEqual(['tables', 'header-footer', 'missing-contact']);
    expect(preview.contact.email).toBeNull();
    expect(preview.contact.phone).toBeNull();
    const header = preview.warnings.find((warning) => warning.id === 'header-footer');
    expect(header?.detail).toContain('grace.thompson@example.com');
    expect(header?.detail).toContain('would not find your contact details');
  });

  it('names a heading the reader did not recognise and the standard one', async () => {
    const preview = await previewOf('docx', renderDocx(dataScientist.weak));
    const warning = preview.warnings.find((candidate) => candidate.id === 'unusual-heading');
    expect(warning?.detail).toContain('“Stuff I Know”');
    expect(warning?.fix).toContain('“Skills”');
  });

  it('names a heading recognised only from what it holds', () => {
    const facts = parseResume(
      'Jane Roe\njane@example.com | 555-123-4567\n\nQualifications\nB.S. Accounting, Ohio State University, 2015\n\nExperience\nAccountant, Acme Corp\nJan 2016 – Present\n• Closed the books monthly',
    );
    const warning = parsePreview(facts, PLAIN).warnings.find(
      (candidate) => candidate.id === 'unusual-heading',
    );
    expect(warning?.detail).toBe('“Qualifications” was read as Education only from what it holds.');
  });

  it('names the jobs written without dates, and only those', () => {
    const facts = parseResume(
      [
        'Jane Roe',
        'jane@example.com | 555-123-4567',
        '',
        'Experience',
        'Store Manager, Freight-Mart',
        'Jan 2019 – Present',
        '• Ran a team of 12',
        'Assistant Manager, Corner Shop',
        '• Opened the store each morning',
        '• Trained new cashiers',
      ].join('\n'),
    );
    const preview = parsePreview(facts, PLAIN);
    expect(preview.jobs).toHaveLength(1);
    const warning = preview.warnings.find((candidate) => candidate.id === 'missing-dates');
    expect(warning?.detail).toContain('“Assistant Manager, Corner Shop”');
    expect(warning?.detail).not.toContain('Freight-Mart');
  });

  it('says when no sections or contact details were found, and never guesses them', () => {
    const preview = parsePreview(
      parseResume('Jane Roe\nI have worked in retail for ten years and enjoy helping customers every day.'),
      PLAIN,
    );
    expect(ids(preview)).toEqual(['missing-contact', 'no-sections']);
    expect(preview.contact).toMatchObject({ email: null, phone: null, location: null, links: [] });
    expect(preview.warnings[0]?.detail).toContain('e-mail address or phone number');
  });

  it('warns of pages that are only images', () => {
    const facts = parseResume(
      'Jane Roe\njane@example.com | 555-123-4567\n\nExperience\nClerk, Acme\n2019 – 2021',
    );
    const preview = parsePreview(facts, { ...PLAIN, imageOnlyPages: 1, pageCount: 2 });
    expect(preview.warnings.find((warning) => warning.id === 'image-text')?.detail).toContain('1 page is');
  });

  it('lists only the skills the resume names: an ordinary word in a sentence names no longer skill, in a skills list it does', () => {
    const resume = `Dana Reyes
dana.reyes@example.com | 555-201-4433
Experience
Marketing Coordinator, Brightwave Software, 2021 – Present
- Ran Social Media Marketing and email campaigns; recruited every volunteer for our merchandising week
Skills
Canva, Mailchimp, event planning`;
    const preview = parsePreview(parseResume(resume), PLAIN);
    expect(preview.skills).toEqual(
      expect.arrayContaining(['Social Media Marketing', 'Canva', 'Mailchimp', 'Event Planning']),
    );
    expect(preview.skills).not.toContain('Volunteer Management');
    expect(preview.skills).not.toContain('Visual Merchandising');
  });
});
