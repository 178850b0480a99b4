import { describe, expect, it } from 'vitest';
import { quotedPassages } from '#server/knowledge/quotes.ts';
import { analyzeResumeText } from './analyze.ts';

const analyze = (text: string, targetRole?: string) =>
  analyzeResumeText({ text, format: 'pdf', pageCount: 1, twoColumns: false, targetRole });

const productManager = `ALEX MORGAN
Mountain View, CA | alex.morgan@example.com | (650) 555-0192
SUMMARY
Product leader with 9 years building consumer products, working closely with engineering teams.
EXPERIENCE
Product Manager, Google
Mar 2021 – Present
• Led the roadmap for offline search used by 40M monthly users, lifting retention 6%.
• Wrote user stories and managed the backlog for a team of 14 software engineers.
Software Engineer, Microsoft
Jun 2016 – Feb 2021
• Built billing services in C# handling 2B events a day as a software engineer.
Software Engineer Intern, Amazon
May 2015 – Aug 2015
• Wrote a Java tool that cut build times 30%.
EDUCATION
B.S. Computer Science, UC Berkeley, 2016`;

const salesHead = `RAJESH KUMAR
Mumbai | rajesh.k@example.com | 98200 12345
EXPERIENCE
Sales and Marketing Head – Parle Agro
2015 – Present
• Grew regional revenue from 180 Cr to 410 Cr in 6 years.
Area Manager – Dabur India
2008 – 2015
• Opened 1,400 new retail outlets in Gujarat.`;

const developer = `Sam Ortiz
sam.ortiz@example.com | 512-555-0110
EXPERIENCE
Backend Developer, Bluebonnet Health
Jan 2021 – Present
• Responsible for maintaining REST APIs in Node.js for the patient portal
• Worked on migrating the billing service from MySQL to PostgreSQL
• Helped the team move deployments to Docker and Kubernetes on AWS
• Wrote unit tests in Jest for the scheduling module
• Participated in code reviews and on-call rotations
• Built a caching layer with Redis for appointment search
Junior Developer, Lone Star Logistics
Jun 2018 – Dec 2020
• Developed internal tools in Python and Django for dispatch staff
• Worked on a reporting dashboard using React and TypeScript
• Fixed bugs in the legacy PHP order system
• Set up CI pipelines in GitHub Actions
• Maintained PostgreSQL databases and wrote SQL reports`;

const careerChanger = `Dana Whitfield
dana.whitfield@example.com
SUMMARY
Teacher of eleven years moving into instructional design, with a certificate in instructional design and a love of technology, now learning the tools of the trade.
EXPERIENCE
English Teacher, Westerville City Schools
Aug 2013 – Present
• Designed a blended-learning unit that 120 students completed online.`;

describe('the role a resume is about', () => {
  it('is the current job title before titles named more often elsewhere', () => {
    expect(analyze(productManager).targetRole?.title).toBe('Product Manager');
  });

  it('is found for a head of a function the knowledge base names differently', () => {
    expect(analyze(salesHead).targetRole?.title).toBe('Sales Director');
  });

  it("is a career changer's stated aim before the job they hold", () => {
    const text = `Luis Alvarez
luis@example.com
Retail store manager making the move into business analysis, looking for a business analyst role.
EXPERIENCE
Store Manager, Lone Star Outfitters
2015 – Present
• Managed 40 staff and $6M in sales.`;
    expect(analyze(text).targetRole?.title).toBe('Business Analyst');
  });

  it('reads a title with a bracketed region and a rank that is also a role', () => {
    const regional = salesHead.replace(
      'Sales and Marketing Head – Parle Agro',
      'Parle Agro, Sales and Marketing Head (West)',
    );
    expect(analyze(regional).targetRole?.title).toBe('Sales Director');
    const consultant = salesHead.replace(
      'Sales and Marketing Head – Parle Agro',
      'Principal Consultant, Deloitte',
    );
    expect(analyze(consultant).targetRole?.title).toBe('Management Consultant');
  });

  it('is the one saved in the career profile, when there is one', () => {
    expect(analyze(productManager, 'Data Analyst').targetRole).toEqual({
      title: 'Data Analyst',
      source: 'career-profile',
      known: true,
    });
  });
});

describe('advice', () => {
  it('names skills the role asks for that the resume does not show, never what the person has', () => {
    const { suggestions } = analyze(developer, 'Data Analyst');
    const keywordAdvice = suggestions.find((text) => text.startsWith('Skills a Data Analyst role asks for'));
    expect(keywordAdvice).toContain('that your resume does not show');
    expect(suggestions.join('\n')).not.toMatch(/\byou have\b/i);
  });

  it('does not report a skill missing that a narrower one shows', () => {
    const text = `${developer}\nSKILLS\nSQL Server, JUnit, MS Excel`;
    const { keywords } = analyze(text, 'Data Analyst');
    expect(keywords).not.toContain('SQL');
    expect(keywords).not.toContain('Microsoft Excel');
  });

  it('does not report missing a skill the resume says in its own words, and asks to name it as postings do', () => {
    const nurse = `Jo Reyes
jo.reyes@example.com | 312-555-0101
EXPERIENCE
Staff Nurse, Mercy Hospital
Jan 2020 – Present
• Assessed each patient on admission and at every shift change on a 30-bed ward.
• Gave medicines to 12 patients a shift and kept their charts.`;
    const { keywords, suggestions } = analyze(nurse, 'Registered Nurse');
    expect(keywords).not.toContain('Patient Assessment');
    expect(suggestions).toContainEqual(
      expect.stringMatching(
        /^Your resume shows Patient Assessment.* without naming (it|them) \(“Assessed each patient”/,
      ),
    );
  });

  it('does not report missing the products of a suite the resume names', () => {
    const { keywords, suggestions } = analyze(`${developer}\nSKILLS\nMicrosoft Office`, 'Data Analyst');
    expect(keywords).not.toContain('Microsoft Excel');
    expect(suggestions.join('\n')).not.toMatch(/Skills a Data Analyst role asks for[^\n]*Microsoft Excel/);
  });

  it('never criticises a passage it praises', () => {
    const analysis = analyze(productManager);
    const praised = new Set(analysis.strengths.flatMap(quotedPassages));
    const criticised = analysis.suggestions.flatMap(quotedPassages);
    expect(criticised.filter((passage) => praised.has(passage))).toEqual([]);
  });

  it('never quotes a line whose dates are written first', () => {
    const text = `Lee Park
EXPERIENCE
2014–2015 Teaching Assistant, University of Washington: Methods I and II
• I graded problem sets and I held office hours`;
    const quoted = analyze(text).suggestions.flatMap(quotedPassages);
    expect(quoted.some((passage) => passage.startsWith('2014'))).toBe(false);
  });

  it('never quotes a job header or date line, even where the reader takes it for a bullet', () => {
    const text = `Priya Raman
EXPERIENCE
India Infoline Finance Ltd as Zonal HR Manager
Duration: June 2018 to till date
• Hired 420 branch staff a year across 4 states through campus drives and referrals.
• Handled disciplinary cases for the zone`;
    const quoted = analyze(text).suggestions.flatMap(quotedPassages);
    expect(quoted.some((passage) => passage.includes('Duration'))).toBe(false);
    expect(quoted.some((passage) => passage.includes('India Infoline'))).toBe(false);
  });

  it('never quotes the contact block, a heading or a date line the reader found', () => {
    const text = `Jo Banks
Reach me at jo.banks@example.com or my cell 512-555-0110
EXPERIENCE
Payroll Clerk, Acme Foods
Since 2019 I was responsible for payroll
• I was responsible for weekly payroll for 300 staff
• Helped with month-end close`;
    const quoted = analyze(text).suggestions.flatMap(quotedPassages);
    expect(quoted.length).toBeGreaterThan(0);
    expect(quoted.some((passage) => /Reach me|Since 2019|Acme/.test(passage))).toBe(false);
  });

  it('does not read a contact icon taken for an I as a first-person pronoun', () => {
    const text = developer.replace('sam.ortiz@example.com', 'I sam.ortiz@example.com\nI Austin, TX');
    const firstPerson = analyze(text).checks.find((check) => check.id === 'first-person');
    expect(firstPerson?.detail).toMatch(/^0 uses/);
  });

  it('does not read Roman numerals in a course name as the pronoun I', () => {
    const text = `${developer}\nTEACHING\nTaught Quantitative Methods I and II to 80 students each year`;
    const firstPerson = analyze(text).checks.find((check) => check.id === 'first-person');
    expect(firstPerson?.detail).toMatch(/^0 uses/);
  });

  it('still counts a real first-person sentence', () => {
    const text = `${developer}\nSUMMARY\nI build reliable services and I mentor juniors.`;
    const firstPerson = analyze(text).checks.find((check) => check.id === 'first-person');
    expect(firstPerson?.detail).toMatch(/^2 uses/);
  });
});

describe('content score', () => {
  it('grows with evidence: one good bullet does not beat eleven plain ones', () => {
    expect(analyze(developer).contentQuality).toBeGreaterThan(analyze(careerChanger).contentQuality);
  });

  it('counts verbs whose past is their present, and irregular pasts, as action verbs', () => {
    const text = `Jo Banks
EXPERIENCE
Kitchen Manager, Acme Foods
Jan 2019 – Present
• Cut food waste by 20% with a weekly stock review
• Ran a kitchen of 12 cooks serving 300 covers a night`;
    const verbs = analyze(text).checks.find((check) => check.id === 'action-verbs');
    expect(verbs?.detail).toMatch(/^2 of 2 bullets/);
  });

  it('explains when a check needs more bullets for full marks', () => {
    const verbs = analyze(careerChanger).checks.find((check) => check.id === 'action-verbs');
    expect(verbs?.detail).toContain('full marks from 6');
  });

  it('does not take a year for a measurable result', () => {
    const text = `Jo Banks
EXPERIENCE
Office Manager, Acme Foods
Jan 2019 – Present
• Ran the 2019 office move and the front desk for the whole building`;
    const quantified = analyze(text).checks.find((check) => check.id === 'quantified');
    expect(quantified?.detail).toMatch(/^0 of 1 bullets/);
  });

  it('counts publications and grants as evidence where a CV has no bullets', () => {
    const cv = `Dr. Ana Silva
EXPERIENCE
2019–present Lecturer in Marine Biology, University of Plymouth
PUBLICATIONS
1. Silva, A. (2023). Kelp forest recovery after marine heatwaves. Marine Ecology, 12, 45–60.
2. Silva, A., & Reed, T. (2021). Grazing pressure on temperate reefs. Oecologia, 196, 211–224.
3. Silva, A. (2020). Urchin barrens in the western Channel. Journal of Ecology, 108, 901–915.
GRANTS AND AWARDS
2022–2025 NERC Standard Grant, "Reef resilience", £480,000 (PI)
2020 Royal Society Research Grant, £19,800 (PI)
2021 Early Career Prize, British Ecological Society`;
    const analysis = analyze(cv);
    expect(analysis.checks.find((check) => check.id === 'quantified')?.detail).toContain(
      '6 publications, grants or awards',
    );
    expect(analysis.contentQuality).toBeGreaterThan(analyze(careerChanger).contentQuality);
  });

  it('marks down lines that only name a duty, with neither an action verb nor a figure', () => {
    const job = (lines: string[]) =>
      `Jo Banks\nEXPERIENCE\nHR Manager, Acme Foods\nJan 2019 – Present\n${lines.map((line) => `• ${line}`).join('\n')}`;
    const results = job([
      'Hired 40 warehouse staff in one quarter',
      'Cut first-year turnover from 24% to 15%',
      'Negotiated a new collective agreement with the works council',
      'Introduced Workday, replacing three local systems',
      'Trained 12 line managers in performance reviews',
      'Reduced sick leave from 6.8% to 4.9%',
    ]);
    const duties = job([
      'Hired 40 warehouse staff in one quarter',
      'Cut first-year turnover from 24% to 15%',
      'Negotiated a new collective agreement with the works council',
      'Employee relations, performance management, salary reviews',
      'Recruitment, onboarding and HR administration',
      'Annual talent review and succession planning',
    ]);
    const dutyCheck = (text: string) => analyze(text).checks.find((check) => check.id === 'no-duty-lines');
    expect(dutyCheck(results)?.passed).toBe(true);
    expect(dutyCheck(duties)?.detail).toMatch(/^3 of 6 bullets/);
    expect(dutyCheck(duties)?.earned).toBe(0);
    expect(analyze(results).contentQuality).toBeGreaterThan(analyze(duties).contentQuality);
  });

  it('asks for three bullets on the latest job only: older jobs may be a line', () => {
    const text = `Jo Banks
EXPERIENCE
Store Manager, Ulta Beauty
March 2019 – Present
• Grew sales 14% year over year in 2023
• Cut associate turnover from 68% to 41%
• Lead a store of 38 associates with $7.4M in annual sales
Assistant Store Manager, Target
June 2015 – February 2019
• Led the store's holiday hiring of 60 seasonal associates each year`;
    const perJob = analyze(text).checks.find((check) => check.id === 'bullets-per-job');
    expect(perJob?.passed).toBe(true);
    const thinLatest = analyze(text.replace(/• Cut associate.*\n• Lead a store.*\n/, ''));
    expect(thinLatest.checks.find((check) => check.id === 'bullets-per-job')?.passed).toBe(false);
  });

  it('credits a long record of results for its number, not only for its share of the lines', () => {
    const job = (count: number, figures: number) =>
      `Jo Banks\nEXPERIENCE\nWarehouse Supervisor, Acme Foods\nJan 2015 – Present\n${Array.from(
        { length: count },
        (_, index) =>
          index < figures
            ? `• Cut picking errors on aisle ${index + 1} by ${10 + index}% with a new labelling routine`
            : `• Coordinated the loading of outbound trailers with the transport planners and drivers`,
      ).join('\n')}`;
    const quantified = (text: string) => analyze(text).checks.find((check) => check.id === 'quantified');
    const long = quantified(job(40, 12));
    expect(long?.detail).toContain('Credited for their number');
    expect(long?.earned).toBeGreaterThan(quantified(job(40, 3))?.earned ?? 0);
    expect(long?.earned).toBeLessThan(long?.weight ?? 0);
  });

  it('counts faults against the length of the resume: four weak phrases weigh less over forty bullets', () => {
    const job = (count: number) =>
      `Jo Banks\nEXPERIENCE\nOffice Manager, Acme Foods\nJan 2015 – Present\n${Array.from(
        { length: count },
        (_, index) =>
          index < 4
            ? `• Responsible for the supplier invoices of site ${index + 1} and their monthly payment run`
            : `• Reduced stationery spend on site ${index + 1} by ${index}% through a single supplier`,
      ).join('\n')}`;
    const weak = (text: string) => analyze(text).checks.find((check) => check.id === 'weak-phrases');
    expect(weak(job(6))?.earned).toBe(0);
    expect(weak(job(40))?.earned).toBeGreaterThan((weak(job(40))?.weight ?? 0) * 0.8);
    expect(weak(job(40))?.detail).toContain('Counted against 40 bullets or records');
  });

  it('does not judge an academic CV written as records by the bullets it has none of', () => {
    const cv = `Dr. Ana Silva
PUBLICATIONS
1. Silva, A. (2023). Kelp forest recovery after marine heatwaves. Marine Ecology, 12, 45–60.
2. Silva, A., & Reed, T. (2021). Grazing pressure on temperate reefs. Oecologia, 196, 211–224.
3. Silva, A. (2020). Urchin barrens in the western Channel. Journal of Ecology, 108, 901–915.
4. Silva, A. (2019). Kelp canopy loss and fish recruitment. Marine Biology, 166, 12–25.
5. Silva, A. (2018). Sea urchin grazing fronts. Ecology, 99, 301–312.`;
    const verbs = analyze(cv).checks.find((check) => check.id === 'action-verbs');
    expect(verbs?.passed).toBe(true);
    expect(verbs?.detail).toContain('5 publications, grants or awards rather than bullets');
    const thin = analyze(cv.split('\n').slice(0, 4).join('\n')).checks.find(
      (check) => check.id === 'action-verbs',
    );
    expect(thin?.passed).toBe(false);
  });

  it('rewards results sized in money, percentages or multiples', () => {
    const sized = analyze(productManager).checks.find((check) => check.id === 'sized-results');
    const unsized = analyze(developer).checks.find((check) => check.id === 'sized-results');
    expect(sized?.earned).toBeGreaterThan(unsized?.earned ?? 0);
  });
});

describe('overall score', () => {
  it('ranks measurable results above keywords: a few named skills do not lose to a list of duties', () => {
    const strong = `Marta Kowalski
SUMMARY
Community pharmacist leading a busy high-street branch.
EXPERIENCE
Pharmacist Manager, Riverside Pharmacy
Mar 2020 – Present
• Cut prescription waiting times from 25 to 9 minutes by redesigning the dispensing workflow
• Grew the flu vaccination service from 300 to 2,100 jabs a season, adding £38,000 in revenue
• Ran a team of 6 and trained 3 pharmacy technicians who passed their registration exams
Pharmacist, Boots
Jul 2016 – Feb 2020
• Led a repeat-prescription review that reduced stock write-offs by 18%
• Opened a blood-pressure check service used by 1,200 patients in its first year
EDUCATION
MPharm, University of Nottingham, 2016`;
    expect(analyze(strong).overallScore).toBeGreaterThan(analyze(developer).overallScore);
  });
});
