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
    ['Activities', 'volunteering'],
    ['Extracurricular Activities', 'volunteering'],
    ['Activities and Honors', 'awards'],
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

describe('headings in the shapes real resumes write them', () => {
  it.each([
    ['Experiences', 'experience'],
    ['EDUCATIONS', 'education'],
    ['Education Details', 'education'],
    ['Qualification(s)', 'education'],
    ['Academic Credentials', 'education'],
    ['Professional Journey', 'experience'],
    ['Career Focus', 'summary'],
    ['Employment Record', 'experience'],
    ['Company Details', 'experience'],
    ['Educational Background', 'education'],
    ['Technical Skill Set', 'skills'],
    ['Skills & Expertise', 'skills'],
    ['1. Experience', 'experience'],
    ['III. EDUCATION', 'education'],
    ['PROFESSIONAL SUMMARYS', 'summary'],
    ['Qualifications Summary', 'summary'],
    ['Summary of Skills', 'skills'],
    ['EDUCATlON', 'education'],
    ['Skil1s', 'skills'],
    ['EXPÉRIENCE PROFESSIONNELLE / PROFESSIONAL EXPERIENCE', 'experience'],
    ['Instructional Design Projects', 'projects'],
    ['Personal Details', 'other'],
  ])('recognises %s as %s', (line, kind) => {
    expect(headingKind(line)).toBe(kind);
  });

  it.each([
    'Roles & Responsibilities:',
    'Leadership',
    'Head of Education at Riverside Academy',
    'Company Name',
  ])('does not take %s for a heading', (line) => {
    expect(headingKind(line)).toBeUndefined();
  });

  it('reads a line underlined by the next one as a heading, and the rule as nothing', () => {
    const facts = parseResume(
      'Sam Lee\nsam@example.com\nSummary\nAnalyst.\nSide Quests\n__________\nBuilt a kiln',
    );
    expect(facts.sections.map((section) => [section.kind, section.heading])).toEqual([
      ['summary', 'Summary'],
      ['other', 'Side Quests'],
    ]);
    expect(facts.sections[1]?.lines).toHaveLength(1);
  });

  it('decides a Qualifications section by what it holds', () => {
    const kindOf = (body: string) =>
      parseResume(`Sam Lee\nQualifications\n${body}\nSkills\nExcel`).sections[0]?.kind;
    expect(kindOf('B.Com, University of Pune, 2010')).toBe('education');
    expect(kindOf('Certified Public Accountant — State of Ohio (2013)')).toBe('certifications');
    expect(kindOf('Certified accountant with 15 years in public accounting and the monthly close.')).toBe(
      'summary',
    );
  });

  it('reads an unnamed section holding an e-mail address as the contact section', () => {
    const facts = parseResume(
      'Europass\nPERSONAL INFORMATION\nLucía Fernández Ortega\nlucia@example.com\nEXPERIENCE\nChef',
    );
    expect(facts.sections[0]?.kind).toBe('contact');
    expect(facts.name).toBe('Lucía Fernández Ortega');
    expect(facts.contact.email).toBe('lucia@example.com');
  });
});

describe('jobs in the shapes real resumes write them', () => {
  it('reads "Company as Title" with a Duration line, and neither line is a bullet', () => {
    const facts = parseResume(
      'PRIYA RAMAN\nWORK EXPERIENCES\nIndia Infoline Finance Ltd as Zonal HR Manager\nDuration: June 2018 to till date\n• Hired 420 branch staff a year.',
    );
    expect(facts.entries).toMatchObject([
      { company: 'India Infoline Finance Ltd', title: 'Zonal HR Manager', start: '2018-06', end: 'present' },
    ]);
    expect(facts.bullets.map((bullet) => bullet.text)).toEqual(['Hired 420 branch staff a year.']);
  });

  it('reads labelled Organization and Designation lines', () => {
    const facts = parseResume(
      'Sam Lee\nEXPERIENCES\nOrganization: Genpact India Pvt Ltd\nDesignation: Senior Accountant\nDuration: Aug 2018 – Till Date\nRoles & Responsibilities:\n• Closed the books of 14 entities in 5 days.',
    );
    expect(facts.entries).toMatchObject([
      { company: 'Genpact India Pvt Ltd', title: 'Senior Accountant', start: '2018-08', end: 'present' },
    ]);
    expect(facts.bullets).toHaveLength(1);
  });

  it('reads an unlabelled title beside a labelled company', () => {
    const facts = parseResume(
      'Sam Lee\nEXPERIENCE\nSenior Accountant\nCompany Name - Genpact India Pvt Ltd\nAug 2018 – Till Date\n• Closed the books of 14 entities in 5 days.',
    );
    expect(facts.entries).toMatchObject([{ company: 'Genpact India Pvt Ltd', title: 'Senior Accountant' }]);
  });

  it('reads a Highlights list of short items as skills, and highlights written as sentences as a summary', () => {
    const kinds = (items: string[]) =>
      parseResume(
        ['Sam Lee', 'Highlights', ...items, 'Experience', 'Cook, Harbor Grill, 2019 – 2021'].join('\n'),
      ).sections.map((section) => section.kind);
    expect(kinds(['Sous vide technique', 'Strong butchery skills', 'ServSafe certified'])).toEqual([
      'skills',
      'experience',
    ]);
    expect(
      kinds([
        '• Wrote or co-wrote grants that brought in about $3.2 million over 6 years',
        '• Secured a 3-year, $450,000 grant from a regional health foundation',
      ]),
    ).toEqual(['summary', 'experience']);
  });

  it('reads an Accomplishments heading under a job, with the next jobs after it, as part of the experience', () => {
    const facts = parseResume(
      [
        'Sam Lee',
        'Experience',
        'June 2007 to March 2013 Harbor School Norfolk, VA',
        'Teacher',
        '• Taught mathematics to four classes of 30 students.',
        'Accomplishments',
        '• Raised the pass rate of my classes from 62% to 81% in two years.',
        'December 2005 to April 2006 Bayside Academy Norfolk, VA',
        'Substitute Teacher',
        '• Covered classes in every subject.',
        'Education',
        'BA, Old Dominion University, 2005',
      ].join('\n'),
    );
    expect(facts.sections.map((section) => section.kind)).toEqual(['experience', 'education']);
    expect(facts.entries.map(({ start, end }) => [start, end])).toEqual([
      ['2007-06', '2013-03'],
      ['2005-12', '2006-04'],
    ]);
  });

  it('reads a range written down a date column, and a wrapped line ending in capitals as no heading', () => {
    const facts = parseResume(
      [
        'Sam Lee',
        'Professional Experience',
        'July 2015',
        'to',
        'Current',
        'Tidewater Bank Norfolk, VA SVP, Business Banking',
        'Directly responsible for the Business Banking Group, a $55 million budget for Asset Based Lending and',
        'SBA.',
        'January 2012',
        'to',
        'July 2015',
        'Harbor Bank Norfolk, VA SVP, Operations',
        'Merged the bank with Finance & Thrift through a reverse stock split.',
      ].join('\n'),
    );
    expect(facts.sections.map((section) => section.kind)).toEqual(['experience']);
    expect(facts.entries.map(({ start, end }) => [start, end])).toEqual([
      ['2015-07', 'present'],
      ['2012-01', '2015-07'],
    ]);
  });

  it('reads a line that opens with a title and its dates and runs on into the job’s text', () => {
    const facts = parseResume(
      [
        'Sam Lee',
        'Experience',
        'General Manager 10/2013 to 09/2016 Harbor Goods Norfolk, VA Opened a new store location and assisted in recruiting and training new staff.',
        'Resolved customer inquiries and complaints within a day.',
        'Receptionist , 10/2004 to 08/2005 Harbor Goods Norfolk, VA Received and screened a high volume of calls and mail.',
      ].join('\n'),
    );
    expect(facts.entries).toMatchObject([
      { title: 'General Manager', start: '2013-10', end: '2016-09' },
      { title: 'Receptionist', start: '2004-10', end: '2005-08' },
    ]);
  });

  it('reads a title line over a line that opens with the dates and goes on with the employer', () => {
    const facts = parseResume(
      [
        'Sam Lee',
        'Experience',
        'Director of Finance',
        'May 2016 to Current Tidewater Foods, Norfolk, VA',
        'Manages the day to day accounting department and the monthly close.',
        'Trained new cashiers',
        'Sous Chef',
        'October 2013 to June 2014 Harbor Grill, Norfolk, VA',
        'Ran the line for 200 covers a night.',
      ].join('\n'),
    );
    expect(facts.entries).toMatchObject([
      { title: 'Director of Finance', company: 'Tidewater Foods', start: '2016-05', end: 'present' },
      { title: 'Sous Chef', company: 'Harbor Grill', start: '2013-10', end: '2014-06' },
    ]);
  });

  it('reads a title line over a company line, and a range split over two lines', () => {
    const facts = parseResume(
      'Sam Lee\nExperience\nFrontend Developer\nNorthmark Financial\nJune 2020 –\nPresent\nBuilt the onboarding flow in React and TypeScript',
    );
    expect(facts.entries).toMatchObject([
      { title: 'Frontend Developer', company: 'Northmark Financial', start: '2020-06', end: 'present' },
    ]);
    expect(facts.bullets.map((bullet) => bullet.text)).toEqual([
      'Built the onboarding flow in React and TypeScript',
    ]);
  });

  it('never makes a bullet of a marked header or date line, but keeps a sentence that mentions years', () => {
    const facts = parseResume(
      'Sam Lee\nExperience\n• Acme Corp, Analyst | 2019 – 2021\n• Led the 2019–2020 migration of 40 services to AWS',
    );
    expect(facts.entries).toMatchObject([{ start: '2019', end: '2021' }]);
    expect(facts.bullets.map((bullet) => bullet.text)).toEqual([
      'Led the 2019–2020 migration of 40 services to AWS',
    ]);
  });

  it('takes a line above a date line for the job header, however it reads', () => {
    const facts = parseResume(
      'Sam Lee\nExperience\nApprentice Electrician\nIBEW Local 697 apprenticeship - various contractors\n2014 - 2019\nPulled wire and installed fixtures for commercial jobs.',
    );
    expect(facts.entries).toMatchObject([{ title: 'Apprentice Electrician', start: '2014', end: '2019' }]);
    expect(facts.bullets.map((bullet) => bullet.text)).toEqual([
      'Pulled wire and installed fixtures for commercial jobs.',
    ]);
  });

  it('marks headings, the contact block and job header and date lines as structural, never bullets', () => {
    const facts = parseResume(
      'Sam Lee\nI (206) 555-0147 I sam@example.com\nEXPERIENCE\nIndia Infoline Finance Ltd as Zonal HR Manager\nDuration: June 2018 to till date\n• Hired 420 branch staff a year.',
    );
    expect([...facts.structuralLines].sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it('reads no job from years inside a sentence', () => {
    const facts = parseResume(
      'Sam Lee\nExperience\nTeacher, St. Mary School 2009 – 2015\nGuided reading groups and math centers.\nGrade level chair for three years, 2012-2015.',
    );
    expect(facts.entries.map((entry) => entry.dates)).toEqual(['2009 – 2015']);
  });

  it("reads no job from a range after 'from' in a sentence, but does in a header", () => {
    const facts = parseResume(
      [
        'Sam Lee',
        'Experience',
        'Systems Administrator, Acme Health from March 2012 to May 2016',
        'Planned and executed the Active Directory migration from 2008 to 2012 R2.',
        'Increased ticket closure over 10% from 2013 to 2015.',
        'than $25,000 in balances from 2006-2011',
      ].join('\n'),
    );
    expect(facts.entries.map((entry) => entry.dates)).toEqual(['March 2012 to May 2016']);
  });

  it('joins a sentence wrapped onto the next line into one bullet, as the text has it', () => {
    const text =
      'Sam Lee\nExperience\nAnalyst, Acme 2019 – 2021\n• Led A/B tests across 4 product teams, lifting conversion by 6%\nand shortening test cycles by two weeks\n• Automated reporting.';
    const facts = parseResume(text);
    expect(facts.bullets.map((bullet) => bullet.text)).toEqual([
      'Led A/B tests across 4 product teams, lifting conversion by 6%\nand shortening test cycles by two weeks',
      'Automated reporting.',
    ]);
    for (const bullet of facts.bullets) expect(text).toContain(bullet.text);
  });

  it('keeps a marked sentence right above the next dates as the last bullet, not the next header', () => {
    const facts = parseResume(
      'Sam Lee\nWork Experience\n05/2020 – present\nHead Chef, Trattoria Lanterna\n• Cut food cost from 34% to 27% of sales\n• Passed every food safety inspection with no remarks\n\n03/2015 – 04/2020\nSous Chef, Restaurang Havet\n• Trained 12 commis chefs',
    );
    expect(facts.entries.map((entry) => [entry.header, entry.bullets.length])).toEqual([
      ['Head Chef, Trattoria Lanterna', 2],
      ['Sous Chef, Restaurang Havet', 1],
    ]);
  });

  it('joins a line in lower case after a semicolon, and an indented line under a marked bullet', () => {
    const text =
      'Sam Lee\nExperience\nLecturer, University of Glasgow, 2021 – present\nTeach the MSc studio (45 students a year);\nsupervise 6 dissertations a year.\nTeacher, Moss Lane High School, 2010 – 2014\n• Organised a Year 12 taster day at the\n  University of Manchester.\n• Ran the maths challenge entries.';
    const facts = parseResume(text);
    expect(facts.entries.map((entry) => entry.header)).toEqual([
      'Lecturer, University of Glasgow',
      'Teacher, Moss Lane High School',
    ]);
    expect(facts.bullets.map((bullet) => bullet.text)).toEqual([
      'Teach the MSc studio (45 students a year);\nsupervise 6 dissertations a year.',
      'Organised a Year 12 taster day at the\n  University of Manchester.',
      'Ran the maths challenge entries.',
    ]);
  });

  it('joins a marked bullet cut short on a word no sentence ends on, whatever the next line starts with', () => {
    const text =
      'Sam Lee\nExperience\nCharge Nurse, Riverside Hospital, 2020 – present\n• Led a fall-prevention bundle that reduced patient falls by\n38% in 12 months.\n• Precepted 14 new nurses, all of whom stayed on the unit\n• Cut discharge time by 40%';
    expect(parseResume(text).bullets.map((bullet) => bullet.text)).toEqual([
      'Led a fall-prevention bundle that reduced patient falls by\n38% in 12 months.',
      'Precepted 14 new nurses, all of whom stayed on the unit',
      'Cut discharge time by 40%',
    ]);
  });
  it('reads a job listed in an overview table and again with its bullets as one job', () => {
    const facts = parseResume(
      'Sam Lee\nExperience\n2020 – Present | Store Manager | Freight-Mart\nStore Manager (2020 – Present)\n- Sales grew 9% in 2023',
    );
    expect(facts.entries).toHaveLength(1);
    expect(facts.entries[0]?.bullets).toHaveLength(1);
  });

  it('reads jobs written with no heading above them, without reporting a section', () => {
    const facts = parseResume(
      'Tiffany Holloway\n901-555-0164 | tiff@example.com\n\nCustomer Service Representative\nBluff City Energy\nMarch 2021 to current\n\nSkills\nTyping',
    );
    expect(facts.sections.map((section) => section.kind)).toEqual(['skills']);
    expect(facts.entries).toMatchObject([
      {
        title: 'Customer Service Representative',
        company: 'Bluff City Energy',
        start: '2021-03',
        end: 'present',
      },
    ]);
  });
});

describe('name and contact details only where a resume gives them', () => {
  it('takes an all-capitals name at the top for the name, and reads the Location line under it', () => {
    const facts = parseResume(
      "KATHLEEN M. O'BRIEN, RN, BSN\nLocation: Seattle, Washington\nI (206) 555-0147    I kobrien@example.com\nSUMMARY\nNurse.",
    );
    expect(facts.name).toBe("KATHLEEN M. O'BRIEN");
    expect(facts.sections.map((section) => section.kind)).toEqual(['summary']);
    expect(facts.contact).toMatchObject({ location: 'Seattle, Washington', phone: '(206) 555-0147' });
  });

  it.each([
    ['RESUME\nSANDEEP KULKARNI', 'SANDEEP KULKARNI'],
    ['Senior Accountant\nMaria Lopez', 'Maria Lopez'],
    ['Name: Ramesh Babu Ponnusamy', 'Ramesh Babu Ponnusamy'],
    ['Rahul Mistry MPharm MRPharmS', 'Rahul Mistry'],
    ['RICHARD "RICK" DELANEY', 'RICHARD "RICK" DELANEY'],
    ['Sophie Van den Berg', 'Sophie Van den Berg'],
    ['Maria Baker', 'Maria Baker'],
  ])('reads the name in %j', (top, name) => {
    expect(parseResume(`${top}\nsam@example.com\nExperience\nAnalyst`).name).toBe(name);
  });

  it.each(['PATIENT ADVOCATE', 'Key Holder', 'DENTAL HYGIENIST', 'Senior Client Advocate II'])(
    'reads a first line written as a job title, %j, as a headline, not the name',
    (top) => {
      const facts = parseResume(`${top}\nsam@example.com\nExperience\nAnalyst`);
      expect(facts.name).toBeUndefined();
    },
  );

  it.each([
    'Java Developer | Sql, Java',
    'Ramesh Iyer, CA, ICWA',
    'Lauren Mitchell, RN',
    'Department of Linguistics, University of Edinburgh',
  ])('reads no location from %j', (line) => {
    expect(parseResume(`${line}\nsam@example.com\nSummary\nAnalyst`).contact.location).toBeUndefined();
  });

  it('reads no location from a place of birth or an employer', () => {
    const facts = parseResume(
      'Sam Lee\nsam@example.com\nExperience\nAnalyst, Acme, Boston, MA 2019 – 2021\nPersonal Details\nPlace of Birth: Nashik, Maharashtra',
    );
    expect(facts.contact.location).toBeUndefined();
  });

  it.each([
    ['Address: Flat 302, Green Park Society, Kondhwa, Pune - 411048', 'Pune'],
    ['Address: Lindenstraße 27, 50674 Köln', 'Köln'],
    ['Home: Prinsengracht 412, 1016 JJ Amsterdam (Netherlands)', 'Amsterdam, Netherlands'],
    ['l4 Birchwood Lane, Marietta, GA 30062', 'Marietta, GA'],
    ['Nashville TN | 615-555-0100', 'Nashville TN'],
    ['San Francisco Bay Area · sam@example.com · (415) 555-0163', 'San Francisco Bay Area'],
    ['Houston , TX | 832-555-0161', 'Houston, TX'],
  ])('reads the city of %j', (line, location) => {
    expect(parseResume(`Sam Lee\n${line}\nSummary\nAnalyst`).contact.location).toBe(location);
  });

  it.each([
    'Naukri Profile ID: 123456789012',
    'doi:10.1038/s41586-020-2649-2',
    'ISBN 978-3-16-148410-0',
    '2014 2015 2016 2017 2018',
    '06/2018 - 05/2020',
  ])('reads no phone number from %j', (line) => {
    expect(parseResume(`Sam Lee\n${line}\nSummary\nAnalyst`).contact.phone).toBeUndefined();
  });

  it.each([
    ['+91 98220 45133', '+91 98220 45133'],
    ['Phone number: (+31) 6 5550 2918 (Mobile)', '(+31) 6 5550 2918'],
    ['06 12 34 56 78  –  camille@example.fr', '06 12 34 56 78'],
  ])('reads the whole phone number in %j', (line, phone) => {
    expect(parseResume(`Sam Lee\n${line}\nSummary\nAnalyst`).contact.phone).toBe(phone);
  });

  it('reads a LinkedIn export: sidebar first, then name, headline and location above the summary', () => {
    const facts = parseResume(
      'Contact\nwww.linkedin.com/in/ana-lopez-\nb7a1923 (LinkedIn)\nTop Skills\nNode.js\nAna López\nBackend Engineer at Paystream\nLagos, Lagos State, Nigeria\nSummary\nBackend engineer.',
    );
    expect(facts.name).toBe('Ana López');
    expect(facts.contact).toMatchObject({
      linkedin: 'www.linkedin.com/in/ana-lopez-b7a1923',
      location: 'Lagos, Lagos State, Nigeria',
    });
  });
});

describe('names that are not a name', () => {
  it.each([
    [
      'Contact\nsam@example.com\nCertifications\nAWS Certified Machine Learning – Specialty\nSam Lee\nData Scientist\nSummary\nBuilt models.',
      'Sam Lee',
    ],
    ['SIOBHAN McALLISTER  BSc (Hons) PGCE\nsam@example.com\nSummary\nTeacher.', 'SIOBHAN McALLISTER'],
    ['Dr. Helena Marsh-Iwu\nhelena@example.com\nSummary\nResearcher.', 'Helena Marsh-Iwu'],
    [
      'CV – Pieter-Jan van der Meulen\nPersonal details\nName\t\t\tPieter-Jan van der Meulen\nExperience\nEngineer',
      'Pieter-Jan van der Meulen',
    ],
  ])('reads the name in %j', (text, name) => {
    expect(parseResume(text).name).toBe(name);
  });
});

describe("jobs' titles and employers", () => {
  const headers = (text: string) =>
    parseResume(text).entries.map(({ title, company }) => ({
      title: title ?? null,
      company: company ?? null,
    }));

  it('keeps a title’s parentheses and drops a remark or a place in parentheses after the employer', () => {
    expect(
      headers(
        'Sam Lee\nExperience\nSenior Auditor (Prüfungsleiterin), Rheinland Treuhand GmbH, Köln  04/2019 – today\n- Led audits\nTalent Acquisition Partner – Northvolt Digital (in-house)\nSep 2021 – present\n- Hired 46 engineers\nSoftware Engineer, Ledgerline Payments (Columbus, OH)\tJan 2017 – Dec 2018\n- Built the payouts API',
      ),
    ).toEqual([
      { title: 'Senior Auditor (Prüfungsleiterin)', company: 'Rheinland Treuhand GmbH' },
      { title: 'Talent Acquisition Partner', company: 'Northvolt Digital' },
      { title: 'Software Engineer', company: 'Ledgerline Payments' },
    ]);
  });

  it("reads a 'Title, Specialty' line whole over its employer's line", () => {
    expect(
      headers(
        'Sam Lee\nExperience\nCharge Nurse, Medical-Surgical\nRiverside General Hospital, Columbus, OH\nJune 2020 – Present\n• Coordinate 8 nurses a shift\n2017 – 2020      Manager, Strategy & Transactions\n                 Brookfield Advisory Partners, Singapore\n- Led cost projects',
      ),
    ).toEqual([
      { title: 'Charge Nurse, Medical-Surgical', company: 'Riverside General Hospital' },
      { title: 'Manager, Strategy & Transactions', company: 'Brookfield Advisory Partners' },
    ]);
  });

  it('sets aside a town written after the employer without a comma, and lines that only give a place', () => {
    expect(
      headers(
        'Sam Lee\nExperience\nSenior Mechanical Engineer, Kessler Design Group Columbus, OH 2019 – Present\nLead mechanical design on hospital projects\n03/2014 – 12/2018 Utrecht, Netherlands\nHR ADVISOR HAVENSTAD PORT SERVICES\n◦ Recruitment for 450 employees\nData Scientist – Telefónica Tech, Madrid\n2012 – 2014\nLondon, United Kingdom\n- Built churn models',
      ),
    ).toEqual([
      { title: 'Senior Mechanical Engineer', company: 'Kessler Design Group' },
      { title: 'HR ADVISOR', company: 'HAVENSTAD PORT SERVICES' },
      { title: 'Data Scientist', company: 'Telefónica Tech' },
    ]);
  });

  it('never takes a duration, page furniture or a duty line for a title or an employer', () => {
    expect(
      headers(
        'Sam Lee\nExperience\nGathered requirements.\nMade reports.\nOperations Analyst\nFulton Freight\n2016 - 2018\nSupported operations team.\nPage 2 of 3\nBoston Cares\nVolunteer Marketing Advisor\nJanuary 2014 - March 2016 (2 years 3 months)\nRan the email program for a volunteer-matching nonprofit.\n1) Currently working with Suyog Auto Components Pvt Ltd as Internal Auditor since Feb 2021.\n1. Internal audit of purchase and stores.',
      ),
    ).toEqual([
      { title: 'Operations Analyst', company: 'Fulton Freight' },
      { title: 'Volunteer Marketing Advisor', company: 'Boston Cares' },
      { title: 'Internal Auditor', company: 'Suyog Auto Components Pvt Ltd' },
    ]);
  });

  it("reads LinkedIn's export: the company over its total time, then each position under it", () => {
    expect(
      headers(
        'Experience\nBrightfield Software\n4 years 2 months\nMarketing Specialist\nJune 2013 - February 2016 (2 years 9 months)\nWaltham, Massachusetts\nRan customer marketing for 40 reference customers.\nMarketing Coordinator, Demand Generation\nJanuary 2012 - June 2013 (1 year 6 months)\nWaltham, Massachusetts\nSupported events, social media and website updates.\nWomen in Boston Tech\nMentor\n2019 - Present (6 years)\nMentor 2-3 early-career marketers a year through the programme.',
      ),
    ).toEqual([
      { title: 'Marketing Specialist', company: 'Brightfield Software' },
      { title: 'Marketing Coordinator, Demand Generation', company: 'Brightfield Software' },
      { title: 'Mentor', company: 'Women in Boston Tech' },
    ]);
  });

  it('reads a table with its column names, and an employer in capitals over the titles held there', () => {
    expect(
      headers(
        'Sam Lee\nExperience\nPeriod\tEmployer\tPosition\n2021 – present\tAssurances Laurentides\tSenior Business Analyst\n2017 – 2021\tCGI (contract)\tJunior Business Analyst\n\nHistory\nBUCKEYE INDUSTRIAL SUPPLY, INC. – Columbus, OH\nAccounting Manager (2019 – present)\n  • Close the books in 6 days\nSenior Accountant (2016 – 2019)\n  • General ledger and reconciliations',
      ),
    ).toEqual([
      { title: 'Senior Business Analyst', company: 'Assurances Laurentides' },
      { title: 'Junior Business Analyst', company: 'CGI' },
      { title: 'Accounting Manager', company: 'BUCKEYE INDUSTRIAL SUPPLY, INC.' },
      { title: 'Senior Accountant', company: 'BUCKEYE INDUSTRIAL SUPPLY, INC.' },
    ]);
  });

  it('gives jobs listed together the employer line under them, and names none for various employers', () => {
    expect(
      headers(
        'Sam Lee\nExperience\nPartner (Income), Commercial Litigation Group     Jan 2016 – Jan 2019\nSenior Associate                                 Sep 2010 – Dec 2015\nHollister Brandt Kearney LLP — Chicago, IL\n• Represented manufacturers in contract disputes\nServer / Bartender  -  Various restaurants       2008 - 2010',
      ),
    ).toEqual([
      { title: 'Partner (Income), Commercial Litigation Group', company: 'Hollister Brandt Kearney LLP' },
      { title: 'Senior Associate', company: 'Hollister Brandt Kearney LLP' },
      { title: 'Server / Bartender', company: null },
    ]);
  });

  it('reads a job with no bullets under its dates where dates come first', () => {
    expect(
      headers(
        'Sam Lee\nExperience\n09/2011–05/2015\nAssistant Front Office Manager\nThe Kensington Regent Hotel, London (United Kingdom)\n▪ Led 12 receptionists\n07/2008–08/2011\nReceptionist\nHotel Bahía Azul, Valencia (Spain)\nEducation\nBA Tourism',
      ),
    ).toEqual([
      { title: 'Assistant Front Office Manager', company: 'The Kensington Regent Hotel' },
      { title: 'Receptionist', company: 'Hotel Bahía Azul' },
    ]);
  });
});
