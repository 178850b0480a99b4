import { describe, expect, it } from 'vitest';
import { findRole } from '#server/knowledge/index.ts';
import { ownTitle } from '#server/knowledge/own-title.ts';
import { analyzeResumeText } from './analyze.ts';

const analyze = (text: string, given?: { title: string; source: 'career-profile' | 'chosen' }) =>
  analyzeResumeText({
    text,
    format: 'pdf',
    pageCount: 1,
    twoColumns: false,
    targetRole: given?.title,
    targetRoleSource: given?.source,
  });

const resumeOf = (topLine: string, currentJob: string) => `${topLine}
Summary
Reliable worker with nine years on industrial sites, known for safe and careful work.
Experience
${currentJob}
Jan 2019 to Current
Company Name - City , State
Cleaned heat exchangers and tanks with high-pressure water jets up to 40,000 psi.
Education
High School Diploma`;

describe('the role an analysis assumes', () => {
  it('keeps a title the catalogue does not know as the person wrote it, and compares no occupation', () => {
    expect(
      findRole('Hydroblasting Technician'),
      'the example must stay unknown to the catalogue',
    ).toBeUndefined();
    const analysis = analyze(resumeOf('HYDROBLASTING TECHNICIAN', 'Hydroblasting Technician'));
    expect(analysis.targetRole).toEqual({
      title: 'Hydroblasting Technician',
      source: 'inferred',
      known: false,
    });
    expect(analysis.keywords).toEqual([]);
    expect(analysis.checks.find((check) => check.id === 'target-role')?.passed).toBe(true);
  });

  it("reads a known title from the headline and the current job as the catalogue's occupation", () => {
    const analysis = analyze(resumeOf('REGISTERED NURSE', 'Registered Nurse'));
    expect(analysis.targetRole).toEqual({ title: 'Registered Nurse', source: 'inferred', known: true });
  });

  it('never takes the nearest word for an unknown title: a Controller is no Pest Animal Controller', () => {
    const analysis = analyze(resumeOf('CONTROLLER', 'Controller'));
    expect(analysis.targetRole?.title).not.toMatch(/pest|trapper/i);
  });

  it('reads a state after a town as no title: Baltimore MD names no physician', () => {
    const analysis = analyze(resumeOf('Baltimore MD', 'Hydroblasting Technician'));
    expect(analysis.targetRole?.title).toBe('Hydroblasting Technician');
  });

  it('reads the role a summary aims for from the aim’s sentences, not from a title named further on', () => {
    const changer = (summary: string) =>
      analyze(`Jordan Lee
Summary
${summary}
Experience
Store Manager, Lone Star Outfitters
Jan 2015 to Current
Ran a store of 40 people.`).targetRole?.title;
    expect(
      changer(
        'Retail store manager making the move into business analysis. I finished a certificate. I want to bring my operations sense to a Business Analyst role.',
      ),
    ).toBe('Business Analyst');
    expect(
      changer(
        'Seeking a new challenge. I have run stores for ten years. Customers trust me. Earlier I trained as a Registered Nurse.',
      ),
    ).toBe('Store Manager');
    const runOn =
      'and cut the costs of the stores across the region by renegotiating the contracts of every supplier we had '.repeat(
        3,
      );
    expect(
      changer(
        `Always seeking savings ${runOn}while serving as Registered Nurse on the board of the local clinic.`,
      ),
    ).toBe('Store Manager');
  });

  it('measures an unknown title by what its postings ask for only when they ask for three skills or more', () => {
    const text = resumeOf('HYDROBLASTING TECHNICIAN', 'Hydroblasting Technician');
    const measured = (postingSkills: string[]) =>
      analyzeResumeText({ text, format: 'pdf', pageCount: 1, twoColumns: false, postingSkills });
    const few = measured(['Confined Space Entry', 'Lockout/Tagout']);
    expect(few.keywords).toEqual([]);
    expect(few.checks.some((check) => check.id === 'posting-skills')).toBe(false);
    const enough = measured(['Confined Space Entry', 'Lockout/Tagout', 'OSHA Compliance']);
    expect(enough.keywords).toEqual(['Confined Space Entry', 'Lockout/Tagout', 'OSHA Compliance']);
    expect(enough.checks.find((check) => check.id === 'posting-skills')?.passed).toBe(false);
  });

  it('keeps the headline’s own title over an unknown title of the current job, as for known titles', () => {
    const analysis = analyze(resumeOf('ASSISTANT DIRECTOR OF POLAR EXPEDITIONS', 'Expedition Designer'));
    expect(findRole('Expedition Designer'), 'the example must stay unknown').toBeUndefined();
    expect(analysis.targetRole).toEqual({
      title: 'Assistant Director of Polar Expeditions',
      source: 'inferred',
      known: false,
    });
  });

  it('reads a current title that is a rank alone as leading the field of the latest earlier job that names one', () => {
    const led = (current: string) =>
      analyze(`Summary
Leader of teams and budgets for twenty years, first trained as a Registered Nurse.
Experience
${current}, Tidewater Foods, Norfolk, VA
Jan 2016 – Present
• Led a department of 30 people.

Expedition Designer, Tidewater Foods, Norfolk, VA
Jan 2014 – Dec 2015
• Ran a website rebuild.

Payroll Clerk, Bayside Goods, Norfolk, VA
Jan 2008 – Dec 2013
• Paid 300 people every fortnight.`).targetRole?.title;
    expect(led('DIRECTOR')).toBe(findRole('Payroll Clerk')?.title);
    expect(led('VP, Principal')).toBe(findRole('Payroll Clerk')?.title);
    expect(led('Director of Nursing')).toBe(findRole('Director of Nursing')?.title);
  });

  it('reads a slash between spaces as two titles, one without as a title and its field', () => {
    const read = (title: string) => analyze(resumeOf(title.toUpperCase(), title)).targetRole?.title;
    expect(read('Forklift Operator / Warehouse Associate')).toBe(findRole('Forklift Operator')?.title);
    expect(read('Conservation Technician/Maintenance')).toBe('Conservation Technician');
    expect(findRole('Admitting Specialist'), 'the example must stay unknown').toBeUndefined();
    expect(read('Admitting Specialist/Quality Assurance')).toBe('Admitting Specialist/Quality Assurance');
  });

  it('reads a generic noun written before its field as the field’s title, not before an employer’s name', () => {
    const read = (title: string) => analyze(resumeOf(title.toUpperCase(), title)).targetRole?.title;
    expect(read('Coordinator, Donor Relations')).toBe('Donor Relations Coordinator');
    expect(read('Specialist, Payroll')).toBe(findRole('Payroll Specialist')?.title);
    expect(read('Coordinator, Zyxtrana') ?? '').not.toMatch(/Zyxtrana/);
  });

  it('parts a title at “&” only into halves that end in a job noun, not a field and a title', () => {
    const read = (title: string) => analyze(resumeOf(title.toUpperCase(), title)).targetRole?.title;
    expect(read('PR & Event Manager')).toBe(findRole('PR & Event Manager')?.title);
    expect(read('Grant Writer & Development Associate')).toBe(findRole('Grant Writer')?.title);
  });

  it('takes a title named inside a header only where the part is not a longer title of its own', () => {
    const read = (title: string) => analyze(resumeOf(title.toUpperCase(), title)).targetRole?.title;
    expect(read('Regional Banking District Manager')).not.toBe(findRole('District Manager')?.title);
    expect(read('Chartered Accountant · Group Reporting')).toBe(findRole('Chartered Accountant')?.title);
  });

  it('reads the headline a flattened export writes after the education block it opens with, before its skills', () => {
    const exported = (headline: string) =>
      analyze(`Education Details
June 2014 to May 2018 B.E Mechanical Engineering Pune, Maharashtra Pune University
${headline}


Skill Details
Communication- Exprience - 24 months
Company Details
company - Tidewater Systems
description - Worked on every project of the company.`).targetRole?.title;
    expect(exported('Hydroblasting Technician - Tidewater Systems')).toBe('Hydroblasting Technician');
    expect(exported('Hydroblasting Technician\n5yrs experience in plant cleaning')).toBe(
      'Hydroblasting Technician',
    );
    expect(exported('Hydroblasting Technician\nAdvanced PG Diploma in Safety')).toBe(
      'Hydroblasting Technician',
    );
    expect(exported('Recently Acquired Masters Degree in Law') ?? '').not.toMatch(/Degree/);
    expect(exported('Master Hydroblasting Technician')).toBe('Master Hydroblasting Technician');
  });

  it('keeps an unknown title with its level number, and no other figures', () => {
    expect(findRole('Hydroblasting Technician 2'), 'the example must stay unknown').toBeUndefined();
    expect(
      analyze(resumeOf('HYDROBLASTING TECHNICIAN 2', 'Hydroblasting Technician 2')).targetRole?.title,
    ).toBe('Hydroblasting Technician 2');
    expect(analyze(resumeOf('Unit 42 Tank Jetting', 'Hydroblasting Technician')).targetRole?.title).toBe(
      'Hydroblasting Technician',
    );
  });

  it('takes no school or board for an unknown title, though a title may name a school', () => {
    const read = (top: string) => analyze(resumeOf(top, 'Hydroblasting Technician')).targetRole?.title;
    expect(read('SNS College of Engineering')).toBe('Hydroblasting Technician');
    expect(read('Higher Secondary School')).toBe('Hydroblasting Technician');
    expect(findRole('School Success Advocate'), 'the example must stay unknown').toBeUndefined();
    expect(read('SCHOOL SUCCESS ADVOCATE')).toBe('School Success Advocate');
  });

  it('reads a long headline line’s role in its opening words, not in a list that runs on', () => {
    const read = (top: string) => analyze(resumeOf(top, 'Hydroblasting Technician')).targetRole?.title;
    expect(
      read(
        'Tools: Excel, Word, PowerPoint, Outlook, Access, Visio, Project, SharePoint, Teams and the Payroll Clerk portal',
      ),
    ).toBe('Hydroblasting Technician');
    expect(
      read('Experienced Payroll Clerk with nine years of weekly and monthly payrolls for 300 staff'),
    ).toBe(findRole('Payroll Clerk')?.title);
  });

  it('takes no stray letters for a headline title', () => {
    expect(analyze(resumeOf('AS', 'Expedition Designer')).targetRole?.title).toBe('Expedition Designer');
  });

  it('keeps the headline’s own title over a known title of the current job', () => {
    expect(findRole('Customer Service Advocate'), 'the example must stay unknown').toBeUndefined();
    const analysis = analyze(resumeOf('CUSTOMER SERVICE ADVOCATE', 'Missionary'));
    expect(analysis.targetRole?.title).toBe('Customer Service Advocate');
  });

  it('reads two titles joined by “and” apart when the first is known alone or both end in one job noun', () => {
    const read = (title: string) => analyze(resumeOf(title.toUpperCase(), 'Missionary')).targetRole?.title;
    expect(read('Teacher and Reading Teacher')).toBe(findRole('Teacher')?.title);
    expect(read('Sales and Marketing Head')).toBe(findRole('Sales and Marketing Head')?.title);
    expect(read('Shipping and Receiving Clerk')).toBe(findRole('Shipping and Receiving Clerk')?.title);
    expect(findRole('Hydroblasting Technician'), 'the example must stay unknown').toBeUndefined();
    expect(read('Hydroblasting Technician and Hydrodemolition Technician')).toBe('Hydroblasting Technician');
  });

  it('measures against a chosen role, known or kept as written', () => {
    const text = resumeOf('HYDROBLASTING TECHNICIAN', 'Hydroblasting Technician');
    expect(analyze(text, { title: 'registered nurse', source: 'chosen' }).targetRole).toEqual({
      title: 'Registered Nurse',
      source: 'chosen',
      known: true,
    });
    expect(analyze(text, { title: 'Tank Jetting Lead', source: 'career-profile' }).targetRole).toEqual({
      title: 'Tank Jetting Lead',
      source: 'career-profile',
      known: false,
    });
  });
});

describe('a person’s own title', () => {
  it('reads a title in capitals in title case, keeping its acronyms and small words', () => {
    expect(ownTitle('RN STAFF NURSE')).toBe('RN Staff Nurse');
    expect(ownTitle('DIRECTOR OF CLINICAL OPERATIONS')).toBe('Director of Clinical Operations');
  });

  it('keeps a title in mixed case as written, tidying its spacing and trailing marks', () => {
    expect(ownTitle('  Media  Activities Specialist – ')).toBe('Media Activities Specialist');
    expect(ownTitle('eCommerce Lead')).toBe('eCommerce Lead');
  });

  it('is bounded however long the line', () => {
    expect(ownTitle('Specialist '.repeat(1000)).length).toBeLessThanOrEqual(80);
  });
});
