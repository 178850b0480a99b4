import { describe, expect, it } from 'vitest';
import { INTERVIEW_INDUSTRIES } from '#common/industries.ts';
import { isWrittenFamily, ROLE_FAMILIES, type RoleFamilyId } from '#server/knowledge/families.ts';
import { findRole } from '#server/knowledge/index.ts';
import { SENIORITIES, type Seniority } from '#server/knowledge/seniority.ts';
import {
  BEHAVIOURAL_QUESTIONS,
  COMPETENCIES,
  CULTURE_QUESTIONS,
  FAMILY_VOCABULARIES,
  familiesForRole,
  findQuestion,
  QUESTION_BANK,
  type Question,
  questionsById,
  TECHNICAL_QUESTIONS,
} from './index.ts';

const IMPERATIVE_OPENINGS = [
  'Tell me about',
  'Describe',
  'Walk me through',
  'Talk me through',
  'Give me an example',
  'Explain',
];

const suiting = (questions: readonly Question[], seniority: Seniority) =>
  questions.filter((question) => question.seniority.includes(seniority));

const questionsOfFamily = (family: RoleFamilyId) =>
  TECHNICAL_QUESTIONS.filter((question) => question.family === family);

describe('behavioural questions', () => {
  it('number at least 170, with at least 8 per competency', () => {
    expect(BEHAVIOURAL_QUESTIONS.length).toBeGreaterThanOrEqual(170);
    for (const competency of COMPETENCIES) {
      const count = BEHAVIOURAL_QUESTIONS.filter((question) => question.competency === competency).length;
      expect(count, competency).toBeGreaterThanOrEqual(8);
    }
  });

  it('include at least 40 for early-career and 40 for senior candidates', () => {
    expect(suiting(BEHAVIOURAL_QUESTIONS, 'entry').length).toBeGreaterThanOrEqual(40);
    expect(suiting(BEHAVIOURAL_QUESTIONS, 'senior').length).toBeGreaterThanOrEqual(40);
  });

  it('each have a competency and no family', () => {
    for (const question of BEHAVIOURAL_QUESTIONS) {
      expect(question.kind, question.id).toBe('behavioural');
      expect(COMPETENCIES, question.id).toContain(question.competency);
      expect(question.family, question.id).toBeUndefined();
    }
  });
});

describe('culture-fit questions', () => {
  it('number at least 35, with neither competency nor family', () => {
    expect(CULTURE_QUESTIONS.length).toBeGreaterThanOrEqual(35);
    for (const question of CULTURE_QUESTIONS) {
      expect(question.kind, question.id).toBe('culture');
      expect(question.competency, question.id).toBeUndefined();
      expect(question.family, question.id).toBeUndefined();
    }
  });
});

describe('technical and situational questions', () => {
  it('each belong to a known family and have no competency', () => {
    const familyIds: string[] = ROLE_FAMILIES.map((family) => family.id);
    for (const question of TECHNICAL_QUESTIONS) {
      expect(['technical', 'situational'], question.id).toContain(question.kind);
      expect(familyIds, question.id).toContain(question.family);
      expect(question.competency, question.id).toBeUndefined();
    }
  });

  it.each(ROLE_FAMILIES.map((family) => family.id))(
    'cover %s with at least 8 questions: 2 situational, 2 for early-career, 2 for senior',
    (family) => {
      const questions = questionsOfFamily(family);
      expect(questions.length).toBeGreaterThanOrEqual(8);
      expect(questions.filter((question) => question.kind === 'situational').length).toBeGreaterThanOrEqual(
        2,
      );
      expect(suiting(questions, 'entry').length).toBeGreaterThanOrEqual(2);
      expect(suiting(questions, 'senior').length).toBeGreaterThanOrEqual(2);
    },
  );

  it('exist for at least 25 families, and for at least two families of every interview industry', () => {
    const familiesWithQuestions = ROLE_FAMILIES.filter((family) => questionsOfFamily(family.id).length > 0);
    expect(familiesWithQuestions.length).toBeGreaterThanOrEqual(25);
    for (const industry of INTERVIEW_INDUSTRIES) {
      const ofIndustry = familiesWithQuestions.filter(
        (family) =>
          family.industry === industry || family.otherIndustries.some((other) => other === industry),
      );
      expect(ofIndustry.length, industry).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('every question', () => {
  it('is in QUESTION_BANK and questionsById exactly once', () => {
    expect(QUESTION_BANK.length).toBe(
      BEHAVIOURAL_QUESTIONS.length + CULTURE_QUESTIONS.length + TECHNICAL_QUESTIONS.length,
    );
    expect(questionsById.size).toBe(QUESTION_BANK.length);
    for (const question of QUESTION_BANK) expect(questionsById.get(question.id)).toBe(question);
  });

  it('has a kebab-case id naming its kind and its competency or family', () => {
    for (const question of QUESTION_BANK) {
      const expected = {
        behavioural: `beh-${question.competency}`,
        culture: 'cul',
        technical: `tech-${question.family}`,
        situational: `sit-${question.family}`,
      }[question.kind];
      expect(question.id).toMatch(new RegExp(`^${expected}-\\d{2,}$`));
    }
  });

  it('keeps the ids published so far pointing at the same questions', () => {
    const published: Record<string, string> = {
      'beh-failure-01': 'Tell me about a time you missed a deadline.',
      'beh-leadership-01': 'Tell me about a time you took the lead on something without being asked.',
      'cul-01': 'Why do you want to work here?',
      'tech-nursing-02': 'What checks do you make before giving a medication?',
      'tech-accounting-01': 'Walk me through how you perform a bank reconciliation.',
      'sit-data-analytics-01': 'A dashboard shows revenue dropped 30% overnight. How do you investigate?',
    };
    for (const [id, text] of Object.entries(published)) expect(questionsById.get(id)?.text, id).toBe(text);
  });

  it('is found by its id, as a question written from an occupation is', () => {
    for (const question of QUESTION_BANK) expect(findQuestion(question.id)).toBe(question);
    expect(findQuestion('occ-dental-hygienist-skill-dental-prophylaxis-explain')?.occupation).toBe(
      'dental-hygienist',
    );
    expect(findQuestion('tech-nursing-999')).toBeUndefined();
  });

  it('has a unique text', () => {
    const texts = QUESTION_BANK.map((question) => question.text.toLowerCase().replace(/\s+/g, ' '));
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('ends with a question mark or is an imperative such as "Tell me about…"', () => {
    for (const { id, text } of QUESTION_BANK) {
      expect(text, id).toBe(text.trim());
      expect(text, id).toMatch(/^[A-Z]/);
      const isImperative =
        IMPERATIVE_OPENINGS.some((opening) => text.startsWith(opening)) && text.endsWith('.');
      expect(text.endsWith('?') || isImperative, `${id}: ${text}`).toBe(true);
    }
  });

  it('has 3–5 distinct, short key points', () => {
    for (const { id, keyPoints } of QUESTION_BANK) {
      expect(keyPoints.length, id).toBeGreaterThanOrEqual(3);
      expect(keyPoints.length, id).toBeLessThanOrEqual(5);
      expect(new Set(keyPoints).size, id).toBe(keyPoints.length);
      for (const point of keyPoints) {
        expect(point, id).toBe(point.trim());
        expect(point.length, `${id}: ${point}`).toBeGreaterThan(2);
        expect(point.length, `${id}: ${point}`).toBeLessThanOrEqual(80);
        expect(point, id).not.toMatch(/[.;]$/);
      }
    }
  });

  it('suits at least one seniority, listed once each in the order entry, mid, senior', () => {
    for (const { id, seniority } of QUESTION_BANK) {
      expect(seniority.length, id).toBeGreaterThan(0);
      expect(seniority, id).toEqual(SENIORITIES.filter((level) => seniority.includes(level)));
    }
  });
});

describe('family vocabularies', () => {
  it('cover every role family once, in ROLE_FAMILIES order', () => {
    expect(FAMILY_VOCABULARIES.map((entry) => entry.family)).toEqual(
      ROLE_FAMILIES.map((family) => family.id),
    );
  });

  it('have 15–30 distinct lower-case terms each', () => {
    for (const { family, vocabulary } of FAMILY_VOCABULARIES) {
      expect(vocabulary.length, family).toBeGreaterThanOrEqual(15);
      expect(vocabulary.length, family).toBeLessThanOrEqual(30);
      expect(new Set(vocabulary).size, family).toBe(vocabulary.length);
      for (const term of vocabulary) expect(term, family).toBe(term.trim().toLowerCase());
    }
  });

  it('give every family lower-case role keywords that no other family uses', () => {
    const seen = new Map<string, RoleFamilyId>();
    for (const { family, roleKeywords } of FAMILY_VOCABULARIES) {
      expect(roleKeywords.length, family).toBeGreaterThan(0);
      for (const keyword of roleKeywords) {
        expect(keyword, family).toBe(keyword.trim().toLowerCase());
        const spelling = keyword.replaceAll('-', ' ');
        expect(seen.get(spelling), `'${keyword}' in ${family}`).toBeUndefined();
        seen.set(spelling, family);
      }
    }
  });
});

describe('familiesForRole', () => {
  it('puts the family of the typed role first', () => {
    expect(familiesForRole('technology', 'Data Scientist')[0]).toBe('data-analytics');
    expect(familiesForRole('healthcare', 'Registered Nurse')[0]).toBe('nursing');
  });

  it("falls back to the industry's families when no keyword matches", () => {
    const retail = ROLE_FAMILIES.filter(
      (family) => family.industry === 'retail' || family.otherIndustries.some((other) => other === 'retail'),
    ).map((family) => family.id);
    expect(retail.length).toBeGreaterThan(0);
    expect(familiesForRole('retail', 'Wizard')).toEqual(retail);
    expect(familiesForRole('Retail', '')).toEqual(retail);
    expect(familiesForRole('astrology', 'Wizard')).toEqual([]);
  });

  it('matches whole words, ignoring case, hyphens and "&"', () => {
    expect(familiesForRole('technology', 'DATA SCIENTIST')[0]).toBe('data-analytics');
    expect(familiesForRole('technology', 'Front End Developer')[0]).toBe('software-engineering');
    expect(familiesForRole('education', 'Learning & Development Manager')[0]).toBe('instructional-design');
    expect(familiesForRole('technology', 'Nursery Manager')).toEqual(familiesForRole('technology', ''));
    expect(familiesForRole('retail', 'Itinerary Planner')).toEqual(familiesForRole('retail', ''));
  });

  it('ranks longer, more specific keyword matches first', () => {
    expect(familiesForRole('technology', 'Senior Network Security Engineer')).toEqual([
      'cybersecurity',
      'network-telecom',
    ]);
    expect(familiesForRole('education', 'Nurse Educator')[0]).toBe('nursing');
    expect(familiesForRole('retail', 'Sales Associate')[0]).toBe('retail-operations');
  });

  it.each<[string, string, RoleFamilyId]>([
    ['technology', 'Senior Software Engineer', 'software-engineering'],
    ['technology', 'Machine Learning Engineer', 'data-analytics'],
    ['technology', 'Site Reliability Engineer', 'devops-cloud'],
    ['technology', 'SOC Analyst', 'cybersecurity'],
    ['technology', 'Product Owner', 'product-management'],
    ['technology', 'UX Designer', 'ux-design'],
    ['technology', 'IT Support Technician', 'it-support'],
    ['technology', 'QA Engineer', 'qa-testing'],
    ['finance', 'Staff Accountant', 'accounting'],
    ['finance', 'FP&A Analyst', 'financial-analysis'],
    ['finance', 'Loan Officer', 'banking'],
    ['finance', 'Portfolio Manager', 'investment-management'],
    ['healthcare', 'Charge Nurse', 'nursing'],
    ['healthcare', 'General Practitioner', 'clinical-medicine'],
    ['healthcare', 'Clinical Pharmacist', 'pharmacy'],
    ['healthcare', 'Physiotherapist', 'allied-health'],
    ['healthcare', 'Practice Manager', 'healthcare-administration'],
    ['marketing', 'SEO Specialist', 'digital-marketing'],
    ['marketing', 'Copywriter', 'content-communications'],
    ['marketing', 'Account Executive', 'sales'],
    ['consulting', 'Management Consultant', 'management-consulting'],
    ['consulting', 'HR Business Partner', 'human-resources'],
    ['consulting', 'Scrum Master', 'project-management'],
    ['education', 'Maths Teacher', 'teaching'],
    ['education', 'Headteacher', 'education-administration'],
    ['education', 'Instructional Designer', 'instructional-design'],
    ['retail', 'Store Manager', 'retail-operations'],
    ['retail', 'Customer Success Manager', 'customer-service'],
    ['retail', 'Warehouse Manager', 'supply-chain-logistics'],
    ['manufacturing', 'Mechanical Engineer', 'manufacturing-engineering'],
    ['manufacturing', 'Production Supervisor', 'production-operations'],
    ['manufacturing', 'Quality Engineer', 'quality-management'],
    ['finance', 'Paralegal', 'legal'],
    ['retail', 'Sous Chef', 'hospitality'],
    ['manufacturing', 'Site Manager', 'construction-management'],
    ['consulting', 'Policy Analyst', 'public-administration'],
    ['manufacturing', 'Electrical Engineer', 'energy-engineering'],
    ['marketing', 'Reporter', 'journalism-media'],
    ['education', 'Fundraising Manager', 'nonprofit-programs'],
    ['finance', 'Property Manager', 'real-estate'],
    ['technology', 'Network Engineer', 'network-telecom'],
  ])('(%s, %s) starts with %s', (industry, role, family) => {
    expect(familiesForRole(industry, role)[0]).toBe(family);
  });

  it.each<[string, string, RoleFamilyId]>([
    ['construction', 'Construction Project Manager', 'construction-management'],
    ['government', 'Logistician', 'supply-chain-logistics'],
    ['finance', 'Treasury Manager', 'financial-analysis'],
    ['construction', 'Quantity Surveyor', 'construction-management'],
  ])(
    '(%s, %s) starts with the family of the catalogue occupation the title names, %s',
    (industry, role, family) => {
      expect(findRole(role)?.family).toBe(family);
      const families = familiesForRole(industry, role);
      expect(families[0]).toBe(family);
      expect(new Set(families).size).toBe(families.length);
    },
  );

  it('keeps to keyword matching for an occupation of a family the bank has no questions of', () => {
    const role = findRole('Dental Hygienist');
    expect(role && isWrittenFamily(role.family)).toBe(false);
    const families = familiesForRole('healthcare', 'Dental Hygienist');
    expect(families.length).toBeGreaterThan(0);
    expect(families.every((family) => isWrittenFamily(family))).toBe(true);
  });

  it('gives a data scientist and a registered nurse no technical question in common', () => {
    const technicalIdsFor = (industry: string, role: string) =>
      new Set(
        familiesForRole(industry, role).flatMap((family) => questionsOfFamily(family).map(({ id }) => id)),
      );
    const dataScientist = technicalIdsFor('technology', 'Data Scientist');
    const nurse = technicalIdsFor('healthcare', 'Registered Nurse');
    expect(dataScientist.size).toBeGreaterThan(0);
    expect(nurse.size).toBeGreaterThan(0);
    expect([...dataScientist].filter((id) => nurse.has(id))).toEqual([]);
  });
});
