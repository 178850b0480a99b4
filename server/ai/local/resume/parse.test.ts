import { describe, expect, it } from 'vitest';
import { headingKind, parseResume } from './parse.ts';

const resume = `Priya Raman
Boston, MA | priya.raman@example.com | +1 (617) 555-0142
linkedin.com/in/priya-raman | github.com/praman

PROFESSIONAL SUMMARY
Data scientist with 6 years of experience turning product data into decisions.

Experience
Senior Data Scientist, Acme Analytics, Boston, MA Mar 2021 – Present
• Built a churn model in Python that cut cancellations by 18%
• Led A/B tests across 4 product teams, lifting conversion by 6%
and shortening test cycles by two weeks
Data Analyst | Northwind Traders
Jun 2018 - Feb 2021
- Automated weekly reporting with SQL and Airflow, saving 6 hours a week

Education
BSc Statistics, State University, 2014 – 2018

Skills & Tools
Python, SQL, scikit-learn, Tableau, A/B Testing`;

describe('headingKind', () => {
  it.each([
    ['EXPERIENCE', 'experience'],
    ['Work Experience:', 'experience'],
    ['Skills & Tools', 'skills'],
    ['Licenses & Certifications', 'certifications'],
    ['PROFESSIONAL SUMMARY', 'summary'],
    ['VOLUNTEER WORK', 'volunteering'],
    ['SIDE QUESTS', 'other'],
  ])('recognises %s as %s', (line, kind) => {
    expect(headingKind(line)).toBe(kind);
  });

  it.each(['Senior Data Scientist', 'Stuff I Know', 'Built a churn model', 'NASA 2019'])(
    'does not take %s for a heading',
    (line) => {
      expect(headingKind(line)).toBeUndefined();
    },
  );
});

describe('parseResume', () => {
  const facts = parseResume(resume);

  it('finds the sections in order', () => {
    expect(facts.sections.map((section) => section.kind)).toEqual([
      'summary',
      'experience',
      'education',
      'skills',
    ]);
    expect(facts.sections[3]?.heading).toBe('Skills & Tools');
  });

  it('finds the name and contact details', () => {
    expect(facts.name).toBe('Priya Raman');
    expect(facts.contact).toEqual({
      email: 'priya.raman@example.com',
      phone: '+1 (617) 555-0142',
      linkedin: 'linkedin.com/in/priya-raman',
      github: 'github.com/praman',
      website: undefined,
      location: 'Boston, MA',
    });
  });

  it('finds jobs with dates on their own line or after the title', () => {
    expect(facts.entries.map(({ title, company, dates }) => ({ title, company, dates }))).toEqual([
      { title: 'Senior Data Scientist', company: 'Acme Analytics', dates: 'Mar 2021 – Present' },
      { title: 'Data Analyst', company: 'Northwind Traders', dates: 'Jun 2018 - Feb 2021' },
    ]);
    expect(facts.entries[0]?.bullets).toHaveLength(2);
    expect(facts.entries[1]?.bullets.map((bullet) => bullet.text)).toEqual([
      'Automated weekly reporting with SQL and Airflow, saving 6 hours a week',
    ]);
  });

  it('keeps every bullet an exact substring of the text', () => {
    expect(facts.bullets.length).toBeGreaterThanOrEqual(3);
    for (const bullet of facts.bullets) expect(resume).toContain(bullet.text);
  });

  it('does not take a year range for a phone number', () => {
    const facts = parseResume('Sam Lee\nsam@example.com\nEducation\nBA History 2012 - 2016');
    expect(facts.contact.phone).toBeUndefined();
  });

  it('counts words', () => {
    expect(parseResume('Led a team of 5 • shipped 3 products').wordCount).toBe(8);
  });
});

describe('contact details in the shapes real resumes write them', () => {
  const contactOf = (header: string) =>
    parseResume(`Ana María López\n${header}\nExperience\nAnalyst`).contact;

  it.each([
    ['ana.lopez+jobs@mail.example.co.uk', 'ana.lopez+jobs@mail.example.co.uk'],
    ['Email:ana_lopez@cs.uni-example.edu', 'ana_lopez@cs.uni-example.edu'],
    ['(ana.lopez@example.io)', 'ana.lopez@example.io'],
    ['mailto:ana@example.com | +34 612 345 678', 'ana@example.com'],
  ])('finds the e-mail in %s', (header, email) => {
    expect(contactOf(header).email).toBe(email);
  });

  it.each([
    ['https://www.linkedin.com/in/ana-lopez-123abc/', 'https://www.linkedin.com/in/ana-lopez-123abc/'],
    ['LinkedIn: linkedin.com/in/ana-lopez-123abc', 'linkedin.com/in/ana-lopez-123abc'],
    ['es.linkedin.com/in/ana%C3%ADa-l%C3%B3pez', 'es.linkedin.com/in/ana%C3%ADa-l%C3%B3pez'],
  ])('finds the LinkedIn profile in %s', (header, linkedin) => {
    expect(contactOf(header).linkedin).toBe(linkedin);
  });

  it.each([
    ['https://analopez.dev/projects/churn-model', 'https://analopez.dev/projects/churn-model'],
    ['Portfolio: www.ana-lopez.me/work', 'www.ana-lopez.me/work'],
    ['blog.analopez.io', 'blog.analopez.io'],
  ])('finds the website in %s', (header, website) => {
    expect(contactOf(header).website).toBe(website);
  });

  it.each([
    ['+34 612 345 678', '+34 612 345 678'],
    ['+44 20 7946 0958', '+44 20 7946 0958'],
    ['+49 (30) 901820', '+49 (30) 901820'],
    ['(617) 555-0142', '(617) 555-0142'],
    ['+1.617.555.0142', '+1.617.555.0142'],
  ])('finds the phone number in %s', (header, phone) => {
    expect(contactOf(header).phone).toBe(phone);
  });

  it('skips a run with no spaces that no address could be, instead of searching it', () => {
    const run = 'a.b-c_d.'.repeat(40_000);
    const started = performance.now();
    const facts = parseResume(`Ana López\n${run}@example.com\nana@example.com\nExperience\nAnalyst`);
    expect(facts.contact.email).toBe('ana@example.com');
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
