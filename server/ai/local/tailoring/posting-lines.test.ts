import { describe, expect, it } from 'vitest';
import { plainText, postingLines } from './posting-lines.ts';

describe('plainText', () => {
  it('reads HTML as a browser shows it: source line breaks mean nothing, list items become bullets', () => {
    const html =
      '<h3>Requirements</h3>\n<ul>\n  <li>SQL &amp;\n Python</li>\n  <li>R&eacute;sum&eacute; writing</li>\n</ul>' +
      '<script>var hidden = "<li>Not a skill</li>";</script><p>Equal&nbsp;opportunity employer.</p>';
    expect(plainText(html)).toBe(
      'Requirements\n\n• SQL & Python\n• Résumé writing\n\nEqual opportunity employer.',
    );
  });

  it('keeps the lines of text that holds only inline tags', () => {
    expect(plainText('Requirements:\n- <b>Excel</b>\n- Payroll &amp; tax')).toBe(
      'Requirements:\n- Excel\n- Payroll & tax',
    );
  });

  it('leaves plain text as written, decoding only entities closed by a semicolon', () => {
    expect(plainText('P&L responsibility at AT&T &copy\r\nTeam &amp; budget, 5 < 6')).toBe(
      'P&L responsibility at AT&T &copy\nTeam & budget, 5 < 6',
    );
  });

  it('reads deeply nested or unbalanced markup in linear time', () => {
    const hostile = `<div>${'<ul><li>'.repeat(40_000)}${'</p>'.repeat(80_000)}${'<'.repeat(100_000)}`;
    const started = performance.now();
    plainText(hostile);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

/** The posting's lines that are not headings, each with its section. */
const contentSections = (text: string) =>
  postingLines(text)
    .filter((line) => !line.isHeading)
    .map((line) => [line.text, line.section]);

describe('postingLines', () => {
  it('puts the items of an HTML list in the section its heading starts, as bullets', () => {
    const lines = postingLines(
      '<h3>Responsibilities</h3><ul><li>Close the books</li></ul><h3>Nice to have</h3><ul><li>SAP</li></ul>',
    );
    expect(lines).toEqual([
      { text: 'Responsibilities', section: 'duties', isHeading: true, bulleted: false },
      { text: 'Close the books', section: 'duties', isHeading: false, bulleted: true },
      { text: 'Nice to have', section: 'preferred', isHeading: true, bulleted: false },
      { text: 'SAP', section: 'preferred', isHeading: false, bulleted: true },
    ]);
  });

  it('starts a section at a heading flattened HTML glued to the text after it, and at a label after a bare full stop', () => {
    const flattened =
      'We build tools that help independent pharmacies get paid.Responsibilities:Build pricing models for the sales team.' +
      'QualificationsExcellent communication skills and attention to detailPREFERRED QUALIFICATIONSTableau';
    expect(contentSections(`Analyst\n${flattened}`)).toEqual([
      ['Analyst', 'intro'],
      ['We build tools that help independent pharmacies get paid.', 'intro'],
      ['Build pricing models for the sales team.', 'duties'],
      ['Excellent communication skills and attention to detail', 'required'],
      ['Tableau', 'preferred'],
    ]);
  });

  it('starts a section at a label glued to the word before it, on a short line too', () => {
    const glued =
      'Coordinator\nBenefits:Paid time offSchedule:8 hour shiftMonday to FridayExperience:Marketing: 1 year (Preferred)Work Location: In person';
    expect(contentSections(glued)).toEqual([
      ['Coordinator', 'intro'],
      ['8 hour shiftMonday to Friday', 'benefits'],
      ['Marketing: 1 year (Preferred)', 'required'],
    ]);
  });

  it('leaves a capital inside a name or a plural acronym alone, and a sentence ending in a colon heads no requirements', () => {
    const lines = postingLines(
      'Requirements\nExperience designing REST APIs\nPowerPoint and QuickBooks\nMany clients experience the following results:\nBetter sleep',
    );
    expect(lines.map((line) => line.section)).toEqual(['required', 'required', 'required', 'other', 'other']);
  });

  it("reads 'Essential Responsibilities' as duties and 'Working Conditions' as the employer's terms", () => {
    const lines = postingLines(
      'Essential Responsibilities\nClose the books\nWorking Conditions\nA hot dusty environment',
    );
    expect(lines.map((line) => line.section)).toEqual(['duties', 'duties', 'benefits', 'benefits']);
  });

  it('parts the items of a long line whose list breaks flattening lost, and leaves names with inner capitals whole', () => {
    const glued =
      'Requirements:3+ years of underwriting experienceProven track record of building strong relationships with agents' +
      ' and insuredsStrong communication and analytical skills, with JavaScript, PowerPoint and iPhone apps in daily use';
    const items = postingLines(glued)
      .filter((line) => !line.isHeading)
      .map((line) => line.text);
    expect(items).toEqual([
      '3+ years of underwriting experience',
      'Proven track record of building strong relationships with agents and insureds',
      'Strong communication and analytical skills, with JavaScript, PowerPoint and iPhone apps in daily use',
    ]);
  });

  it('reads the skills a job says it will teach as what it offers, not what it asks for', () => {
    const lines = postingLines(
      'Requirements\nA driver’s license\nSome of the skills you will learn include:\nSales',
    );
    expect(lines.map((line) => line.section)).toEqual(['required', 'required', 'benefits', 'benefits']);
  });
});
