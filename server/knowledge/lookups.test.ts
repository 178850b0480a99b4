import { describe, expect, it } from 'vitest';
import {
  actionVerbOf,
  clichesIn,
  findRole,
  findSkill,
  inferRole,
  openingVerbOf,
  rolesInIndustry,
  rolesNamedIn,
  skillsNamedIn,
  skillsShownApart,
  skillsShownBy,
  weakPhrasesIn,
} from './index.ts';

describe('findSkill', () => {
  it.each([
    ['JS', 'JavaScript'],
    ['k8s', 'Kubernetes'],
    ['Postgres', 'PostgreSQL'],
    ['ml', 'Machine Learning'],
    [' C++ ', 'C++'],
    ['C#', 'C#'],
    ['.NET', '.NET'],
    ['ci/cd', 'CI/CD'],
    ['front-end development', 'Frontend Development'],
    // Past accents, full-width letters and plurals, whether the word is plain ASCII or not.
    ['Kubernétes', 'Kubernetes'],
    ['ＳＱＬ', 'SQL'],
    ['Révit', 'Autodesk Revit'],
    ['Dashbóards', 'Dashboard Development'],
    ['dashboards', 'Dashboard Development'],
    ['Stakeholders Management', 'Stakeholder Management'],
    // Soft skills as postings ask for them in adjectives and verbs.
    ['detail-oriented', 'Attention to Detail'],
    ['Empathetic', 'Empathy'],
    ['multitask', 'Multitasking'],
    ['team-oriented', 'Teamwork'],
  ])('finds %s as %s', (term, name) => {
    expect(findSkill(term)?.name).toBe(name);
  });

  it('needs the exact case for names that are ordinary words', () => {
    expect(findSkill('Go')?.name).toBe('Go');
    expect(findSkill('go')).toBeUndefined();
    expect(findSkill('excel')).toBeUndefined();
  });

  it('finds nothing for an unknown term', () => {
    expect(findSkill('Underwater Basket Weaving')).toBeUndefined();
  });
});

describe('skillsNamedIn', () => {
  const names = (text: string) => [...skillsNamedIn(text).keys()];

  it('finds skills by synonym and answers the exact passages', () => {
    const text = 'Built ETL in Python and SQL on k8s; shipped a JS front end and CI/CD pipelines.';
    const found = skillsNamedIn(text);
    expect(found.get('Kubernetes')).toEqual(['k8s']);
    expect(found.get('JavaScript')).toEqual(['JS']);
    expect(found.get('CI/CD')).toEqual(['CI/CD pipelines']);
    for (const passages of found.values()) for (const passage of passages) expect(text).toContain(passage);
  });

  it('keeps symbols that make a name', () => {
    expect(names('C++, C# and .NET services')).toEqual(expect.arrayContaining(['C++', 'C#', '.NET']));
    expect(names('C++ only')).not.toContain('C');
  });

  it('prefers the longest name at a position', () => {
    expect(names('Wrote JavaScript daily')).toEqual(['JavaScript']);
    expect(names('Tuned PostgreSQL queries')).toEqual(['PostgreSQL']);
  });

  it('names only what the text names, never the broader skills it implies', () => {
    expect(names('SQL Server, JUnit and AWS')).toEqual([
      'Microsoft SQL Server',
      'JUnit',
      'Amazon Web Services',
    ]);
  });

  it('reads versions and product prefixes as the skill itself', () => {
    expect(names('Python 3.11, Java 8')).toEqual(['Python', 'Java']);
    expect(names('MS Excel, ms excel, MS-Excel')).toEqual(['Microsoft Excel']);
    expect(skillsNamedIn('MS EXCEL').get('Microsoft Excel')).toEqual(['MS EXCEL']);
  });

  it('reads a bare word as a skill only beside another skill of its category', () => {
    expect(names('Talent Acquisition, Sourcing, Screening')).toEqual([
      'Talent Acquisition',
      'Candidate Sourcing',
      'Candidate Screening',
    ]);
    expect(names('Screening and triage of patients')).not.toContain('Candidate Screening');
    expect(names('Strategic Sourcing of steel')).not.toContain('Candidate Sourcing');
  });

  it('matches case-sensitive names only in their case and standing alone', () => {
    expect(names('Python, R, SQL')).toContain('R');
    expect(names('Led R&D for a go to market plan')).not.toContain('R');
    expect(names('Led R&D for a go to market plan')).not.toContain('Go');
    expect(names("I'm fluent")).not.toContain('R');
    expect(names('Services in Go.')).toContain('Go');
    expect(names('I excel at Excel')).toEqual(['Microsoft Excel']);
  });

  it('counts every mention in order', () => {
    expect(skillsNamedIn('Python first, then more Python').get('Python')).toEqual(['Python', 'Python']);
  });
});

describe('skillsShownBy', () => {
  const names = (text: string) => [...skillsShownBy(text).keys()];

  it('shows what the text says in its own words: every word of a name in one sentence', () => {
    expect(names('Tuned the slowest queries')).toEqual(['Query Optimization']);
    expect(skillsShownApart('Tuned the slowest queries').inCatalogueWords.size).toBe(0);
  });

  it('shows the products a suite includes without naming them', () => {
    const { shown, inCatalogueWords } = skillsShownApart('Microsoft Office (advanced)');
    expect(shown.get('Microsoft Excel')).toEqual(['Microsoft Office']);
    expect(shown.has('Microsoft PowerPoint')).toBe(true);
    expect(inCatalogueWords.has('Microsoft Excel')).toBe(false);
    expect(skillsNamedIn('Microsoft Office').has('Microsoft Excel')).toBe(false);
  });

  it('shows what the text names, then the broader skills that implies', () => {
    expect(names('Ran PostgreSQL backups')).toEqual(['PostgreSQL', 'SQL']);
    expect(names('Tests in JUnit and pytest')).toEqual(
      expect.arrayContaining(['JUnit', 'pytest', 'Unit Testing', 'Java', 'Python']),
    );
    expect(names('Dashboards in Tableau')).toEqual(expect.arrayContaining(['Data Visualization']));
    expect(names('Rolled out an HRMS (Darwinbox)')).toEqual(expect.arrayContaining(['HRIS', 'Darwinbox']));
  });

  it('attributes an implied skill to the passages that show it', () => {
    // SQL is shown by PostgreSQL, not read as a word of its own inside it.
    expect(skillsShownBy('Tuned PostgreSQL queries').get('SQL')).toEqual(['PostgreSQL']);
    expect(skillsShownBy('SQL Server, MySQL').get('SQL')).toEqual(['SQL Server', 'MySQL']);
  });

  it('keeps the passages of a skill the text also names itself', () => {
    expect(skillsShownBy('SQL and MySQL').get('SQL')).toEqual(['SQL']);
  });
});

describe('findRole', () => {
  it.each([
    ['Sr. Data Scientist II', 'data-scientist'],
    ['Data Scientist', 'data-scientist'],
    ['Registered Nurse', 'registered-nurse'],
    ['RN', 'registered-nurse'],
    ['Lead Software Engineer', 'software-engineer'],
    ['QA/QC Manager', 'quality-manager'],
    ['Software QA Manager', 'engineering-director'],
    ['Employee Relations Specialist', 'labor-relations-specialist'],
    ['Digital Media Sales Consultant', 'advertising-sales-executive'],
    ['Operations Associate', 'office-clerk'],
    ['Account Coordinator', 'marketing-specialist'],
  ])('finds %s as %s', (title, id) => {
    expect(findRole(title)?.id).toBe(id);
  });

  it('matches a loose title by its head noun', () => {
    expect(findRole('Nurse')?.family).toBe('nursing');
    expect(findRole('Student')).toBeUndefined();
  });

  it('finds heads and directors of a field', () => {
    expect(findRole('Zonal HR Manager')?.id).toBe('hr-manager');
    expect(findRole('Director of Human Resources')?.id).toBe('hr-manager');
    expect(findRole('Head of Sales')?.id).toBe('sales-director');
  });

  it('reads a rank as leading a field only a rung or two from the field’s own title: a team lead is no director', () => {
    expect(findRole('Engineering Head')?.id).toBe('engineering-director');
    expect(findRole('QA Engineering Team Lead')?.id).not.toBe('engineering-director');
  });

  it('reads a title naming two fields by the one named first', () => {
    expect(findRole('Sales and Marketing Head')?.id).toBe('sales-director');
    expect(findRole('Marketing and Product Head')?.family).toBe('digital-marketing');
  });

  it('reads a generic noun written before its field as the field’s title', () => {
    expect(findRole('Senior Associate Business Development')?.id).toBe(
      findRole('Business Development Associate')?.id,
    );
    expect(findRole('Manager Sales')?.id).toBe('sales-manager');
    expect(findRole('Engineer Quality')?.id).toBe('quality-engineer');
  });

  it('reads a generic noun by its field: a nearer title may leave out one of its words, not more', () => {
    expect(findRole('Zonal HR Manager')?.id).toBe('hr-manager');
    expect(findRole('Mortgage Banking Foreclosure Specialist')).toBeUndefined();
    expect(findRole('Plant Protection and Quarantine Technician')).toBeUndefined();
    expect(findRole('Interim Senior Digital Marketing Strategy Manager')?.id).toBe(
      findRole('Digital Marketing Manager')?.id,
    );
  });

  it('reads a title without the area it is held over, and never as the area’s own title', () => {
    expect(findRole('Regional Quality Manager')?.id).toBe(findRole('Quality Manager')?.id);
    expect(findRole('Senior Regional Sales Manager')?.id).toBe(findRole('Senior Sales Manager')?.id);
    expect(findRole('Regional Nursing Manager')?.id).not.toBe(findRole('Regional Manager')?.id);
    expect(findRole('Regional Manager')?.id).toBe('operations-manager');
    expect(findRole('National Account Manager')?.id).toBe(findRole('Key Account Manager')?.id);
    expect(findRole('Assistant District Attorney')?.id).toBe(findRole('District Attorney')?.id);
  });

  it('reads a leading rank over a field no title names by the field’s main word', () => {
    expect(findRole('Director of Pipeline Operations')?.id).toBe(findRole('Director of Operations')?.id);
    expect(findRole('Vice President Corporate Finance')?.id).toBe(findRole('Vice President of Finance')?.id);
    expect(findRole('Head of Finance and Treasury Systems')?.id).toBe(findRole('Head of Finance')?.id);
    expect(findRole('Director of International Trade Division')?.id).not.toBe(findRole('Division Chief')?.id);
    expect(findRole('Pipeline Operations')).toBeUndefined();
    expect(findRole('Senior Pipeline Operations')).toBeUndefined();
  });

  it('reads a field only a ranked title names as a job only under a leading rank', () => {
    expect(findRole('Head of Sales')?.id).toBe('sales-director');
    expect(findRole('Sales Lead')?.id).toBe('sales-director');
    expect(findRole('Sales')?.id).not.toBe('sales-director');
    expect(findRole('Engineering Intern')?.id).not.toBe(findRole('Director of Engineering')?.id);
  });

  it('reads a rung’s title with a level below lead as that rung’s occupation', () => {
    expect(findRole('Software Engineering Manager II')?.id).toBe(
      findRole('Software Engineering Manager')?.id,
    );
    expect(findRole('Payroll Supervisor II')?.id).toBe(findRole('Payroll Supervisor')?.id);
    expect(findRole('Junior Fitness Manager')?.id).toBe(findRole('Fitness Manager')?.id);
  });

  it('reads a seniority as no rank over a field: a title with its own job noun keeps it', () => {
    expect(findRole('Client Lead')?.id).toBe(findRole('Client Director')?.id);
    expect(findRole('Senior Client Advocate II')?.id).not.toBe(findRole('Client Director')?.id);
  });

  it('never reads a rank over a generic noun as the field of a longer title', () => {
    expect(findRole('Information Technology Technician I')?.id).not.toBe('pharmacy-technician');
    expect(findRole('Assistant Director of Polar Expeditions')).toBeUndefined();
  });

  it('finds no role from a rank or a generic noun alone', () => {
    expect(findRole('Senior Associate')).toBeUndefined();
    expect(findRole('Senior Manager')).toBeUndefined();
  });

  it('finds nothing for a title that is no job it knows', () => {
    expect(findRole('Wizard')).toBeUndefined();
    expect(findRole('')).toBeUndefined();
  });
});

describe('inferRole', () => {
  it('reads the role a resume names', () => {
    expect(inferRole('Daniel Okafor\nData Scientist – Machine Learning\nExperience ...')?.id).toBe(
      'data-scientist',
    );
  });

  it('falls back to the skills a text shares with a role', () => {
    const nursing =
      'Patient assessment, medication administration, IV therapy, wound care, BLS and ACLS on a med-surg floor.';
    expect(inferRole(nursing)?.family).toBe('nursing');
  });

  it('lists the roles a text names, in the order first named', () => {
    const named = rolesNamedIn(
      'Product Manager at Google; earlier a Software Engineer, then a software engineer',
    );
    expect(named.map((role) => role.id)).toEqual(['product-manager', 'software-engineer']);
  });

  it('counts a title with a word in capitals only where the text writes it in capitals', () => {
    expect(findRole('OR Analyst')?.id, 'the example must stay a title').toBe('operations-research-analyst');
    expect(rolesNamedIn('Seeking Underwriting, Lending or Analyst roles')).toEqual([]);
    expect(rolesNamedIn('Worked as an OR Analyst').map((role) => role.id)).toEqual([
      'operations-research-analyst',
    ]);
  });

  it('gives up on a text with nothing to go on', () => {
    expect(inferRole('I like long walks and good books.')).toBeUndefined();
  });
});

describe('phrases and verbs', () => {
  it('finds weak phrases with the exact passage', () => {
    const [found] = weakPhrasesIn('I was Responsible for reports');
    expect(found?.match).toBe('Responsible for');
    expect(found?.entry.phrase).toBe('responsible for');
    expect(found?.index).toBe(6);
  });

  it('finds clichés whether hyphenated or not', () => {
    expect(clichesIn('A hard working team player').map((found) => found.match)).toEqual([
      'hard working',
      'team player',
    ]);
  });

  it('knows strong verbs in past and present form', () => {
    expect(actionVerbOf('Spearheaded')?.category).toBeDefined();
    expect(actionVerbOf('lead')).toEqual(actionVerbOf('Led'));
    expect(actionVerbOf('worked')).toBeUndefined();
    expect(actionVerbOf('Organised')).toEqual(actionVerbOf('organized'));
    expect(actionVerbOf('analysed')).toEqual(actionVerbOf('analyzed'));
  });

  it("reads a bullet's opening verb in its -s and -ing forms too, but keeps -ing words apart from titles", () => {
    expect(openingVerbOf('Manages')).toEqual(actionVerbOf('managed'));
    expect(openingVerbOf('Teaches')).toEqual(actionVerbOf('taught'));
    expect(openingVerbOf('Identifies')).toEqual(actionVerbOf('identified'));
    expect(openingVerbOf('Planning')).toEqual(actionVerbOf('planned'));
    expect(openingVerbOf('Organising')).toEqual(actionVerbOf('organized'));
    expect(openingVerbOf('Overseeing')).toEqual(actionVerbOf('oversaw'));
    expect(openingVerbOf('Works')).toBeUndefined();
    // 'Training Manager', 'Engineering Lead': as a title's first word an -ing form names a field.
    expect(actionVerbOf('Training')).toBeUndefined();
    expect(actionVerbOf('Engineering')).toBeUndefined();
  });

  it('lists the roles of an industry', () => {
    expect(rolesInIndustry('healthcare').map((role) => role.id)).toContain('registered-nurse');
  });
});
