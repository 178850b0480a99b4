import { describe, expect, it } from 'vitest';
import type { CareerProfileInput } from '#common/api/career.ts';
import { dataScientistProfile } from '#server/testing/career-profiles.ts';
import { type CandidateJob, rankMatches, readProfile, scoreJob } from './matching.ts';

const profile: CareerProfileInput = {
  ...dataScientistProfile,
  skills: ['python', 'SQL', 'ML', 'Statistics'],
  preferences: { ...dataScientistProfile.preferences, location: 'Austin, TX' },
};

const job = (overrides: Partial<CandidateJob>): CandidateJob => ({
  id: 1,
  title: 'Data Scientist',
  industry: 'technology',
  roleId: 'data-scientist',
  family: 'data-analytics',
  seniority: 'mid',
  workType: 'remote',
  location: 'Remote',
  requirements: ['Python', 'SQL', 'Machine Learning', 'Statistical Analysis'],
  ...overrides,
});

describe('scoreJob', () => {
  const reader = readProfile(profile);

  it('gives a perfect fit full marks and says why', () => {
    const result = scoreJob(reader, job({}));
    expect(result.matchScore).toBe(100);
    expect(result.reason).toMatch(
      /^The role you want; you have 4 of its 4 requirements \(Python, SQL and Machine Learning\); remote as you prefer; suits 4 years/,
    );
  });

  it('counts skills through synonyms and case', () => {
    expect(reader.skills).toEqual(new Set(['Python', 'SQL', 'Machine Learning', 'Statistical Analysis']));
  });

  it('ranks a related role below the same role, and an unrelated one lower still', () => {
    const same = scoreJob(reader, job({ id: 1 })).matchScore;
    const related = scoreJob(
      reader,
      job({ id: 2, title: 'Data Analyst', roleId: 'data-analyst' }),
    ).matchScore;
    const other = scoreJob(
      reader,
      job({
        id: 3,
        title: 'Registered Nurse',
        roleId: 'registered-nurse',
        family: 'nursing',
        industry: 'healthcare',
        requirements: ['Patient Assessment'],
      }),
    ).matchScore;
    expect(same).toBeGreaterThan(related);
    expect(related).toBeGreaterThan(other);
  });

  it('weighs work type, location and seniority', () => {
    const onsiteElsewhere = scoreJob(reader, job({ workType: 'onsite', location: 'Boston, MA' })).matchScore;
    const onsiteHere = scoreJob(reader, job({ workType: 'onsite', location: 'Austin, TX' })).matchScore;
    const tooSenior = scoreJob(reader, job({ seniority: 'senior' })).matchScore;
    expect(onsiteHere).toBeGreaterThan(onsiteElsewhere);
    expect(tooSenior).toBeLessThan(100);
  });

  it('keeps at most 50 matches, best first', () => {
    const candidates = Array.from({ length: 80 }, (_, index) =>
      job({ id: index + 1, requirements: index % 2 ? ['Python'] : ['Java'] }),
    );
    const ranked = rankMatches(reader, candidates);
    expect(ranked).toHaveLength(50);
    expect(ranked.map((match) => match.matchScore)).toEqual(
      [...ranked.map((match) => match.matchScore)].sort((a, b) => b - a),
    );
  });
});

describe('rankMatches on the classes of real profiles', () => {
  const nurse: CareerProfileInput = {
    currentRole: 'Registered Nurse',
    targetRole: 'Registered Nurse',
    industry: 'healthcare',
    experience: 5,
    skills: ['Patient Assessment', 'Medication Administration', 'IV Therapy'],
    goals: [],
    preferences: { workType: 'onsite', location: 'Seattle, Washington', salaryRange: '' },
  };
  const nursing = (overrides: Partial<CandidateJob>) =>
    job({
      title: 'Registered Nurse',
      industry: 'healthcare',
      roleId: 'registered-nurse',
      family: 'nursing',
      workType: 'onsite',
      location: 'Boise, ID',
      requirements: ['Patient Assessment', 'Medication Administration', 'IV Therapy', 'Patient Care'],
      ...overrides,
    });
  const titlesInOrder = (reader: ReturnType<typeof readProfile>, candidates: CandidateJob[]) => {
    const titles = new Map(
      candidates.map((candidate) => [candidate.id, `${candidate.title} (${candidate.location})`]),
    );
    return rankMatches(reader, candidates).map((match) => titles.get(match.jobId));
  };

  it('puts the right level far away above a new-graduate post nearby', () => {
    const ranked = titlesInOrder(readProfile(nurse), [
      nursing({ id: 1, title: 'Graduate Registered Nurse', seniority: 'entry', location: 'Seattle, WA' }),
      nursing({ id: 2, title: 'Registered Nurse', seniority: 'mid', location: 'Boise, ID' }),
    ]);
    expect(ranked).toEqual(['Registered Nurse (Boise, ID)', 'Graduate Registered Nurse (Seattle, WA)']);
  });

  it('puts a posting near the preferred place above the same posting far away', () => {
    const ranked = titlesInOrder(readProfile(nurse), [
      nursing({ id: 1, location: 'Boise, ID' }),
      nursing({ id: 2, location: 'Portland, OR' }),
      nursing({ id: 3, location: 'Seattle, WA' }),
    ]);
    expect(ranked).toEqual([
      'Registered Nurse (Seattle, WA)',
      'Registered Nurse (Portland, OR)',
      'Registered Nurse (Boise, ID)',
    ]);
  });

  it('counts a suburb as the place, a posting an hour or two away in between, and one a day away as far as any', () => {
    const reader = readProfile({ ...nurse, preferences: { ...nurse.preferences, location: 'Chicago, IL' } });
    const scoreIn = (location: string) => scoreJob(reader, nursing({ location })).matchScore;
    expect(scoreIn('Evanston, IL')).toBe(scoreIn('Chicago, IL'));
    expect(scoreIn('Milwaukee, WI')).toBeLessThan(scoreIn('Chicago, IL'));
    expect(scoreIn('Milwaukee, WI')).toBeGreaterThan(scoreIn('Nashville, TN'));
    expect(scoreIn('Nashville, TN')).toBe(scoreIn('Denver, CO'));
  });

  it('says when a posting is worked otherwise than asked, or far from the place asked', () => {
    const reader = readProfile({ ...nurse, preferences: { ...nurse.preferences, workType: 'hybrid' } });
    expect(scoreJob(reader, nursing({ workType: 'remote', location: 'Remote' })).reason).toMatch(
      /remote, not hybrid as you asked/,
    );
    expect(scoreJob(reader, nursing({ location: 'Denver, CO' })).reason).toMatch(
      /in Denver, CO, far from Seattle, Washington/,
    );
  });

  it('puts a hybrid posting in the asked city, however the city is written, above a remote one with more skills', () => {
    for (const location of ['Chicago, IL', 'Greater Chicago Area', 'Evanston, Illinois']) {
      const reader = readProfile({
        ...nurse,
        preferences: { ...nurse.preferences, workType: 'hybrid', location },
      });
      const ranked = titlesInOrder(reader, [
        nursing({ id: 1, workType: 'remote', location: 'Remote' }),
        nursing({
          id: 2,
          workType: 'hybrid',
          location: 'Chicago, IL',
          requirements: ['Patient Assessment', 'Triage'],
        }),
      ]);
      expect(ranked, location).toEqual(['Registered Nurse (Chicago, IL)', 'Registered Nurse (Remote)']);
    }
  });

  it('puts a remote posting above a far one for someone who asked for hybrid work', () => {
    const reader = readProfile({ ...nurse, preferences: { ...nurse.preferences, workType: 'hybrid' } });
    const ranked = titlesInOrder(reader, [
      nursing({ id: 1, workType: 'hybrid', location: 'Denver, CO' }),
      nursing({ id: 2, workType: 'remote', location: 'Remote' }),
    ]);
    expect(ranked).toEqual(['Registered Nurse (Remote)', 'Registered Nurse (Denver, CO)']);
  });

  it('puts remote postings first for someone who asked for remote work, even above an office in their city', () => {
    const reader = readProfile({ ...nurse, preferences: { ...nurse.preferences, workType: 'remote' } });
    const ranked = titlesInOrder(reader, [
      nursing({ id: 1, location: 'Seattle, WA' }),
      nursing({ id: 2, workType: 'hybrid', location: 'Seattle, WA' }),
      nursing({
        id: 3,
        workType: 'remote',
        location: 'Remote',
        requirements: ['Patient Assessment', 'Triage'],
      }),
    ]);
    expect(ranked[0]).toBe('Registered Nurse (Remote)');
  });

  it('counts a posting three hours’ drive away as far, and does not call it close', () => {
    const reader = readProfile({ ...nurse, preferences: { ...nurse.preferences, location: 'Brooklyn, NY' } });
    const baltimore = scoreJob(reader, nursing({ location: 'Baltimore, MD' }));
    expect(baltimore.matchScore).toBeLessThan(
      0.8 * scoreJob(reader, nursing({ location: 'Newark, NJ' })).matchScore,
    );
    expect(baltimore.reason).not.toMatch(/close to/);
  });

  it('marks down a post needing a licence the person lacks, and does not call it close', () => {
    const reader = readProfile(nurse);
    const practitioner = scoreJob(
      reader,
      nursing({ id: 2, title: 'Nurse Practitioner', roleId: 'nurse-practitioner', location: 'Seattle, WA' }),
    );
    expect(practitioner.matchScore).toBeLessThan(scoreJob(reader, nursing({ id: 1 })).matchScore);
    expect(practitioner.reason).not.toMatch(/role close to/i);
    expect(practitioner.reason).toMatch(/needs a nurse practitioner licence/);
  });

  it('keeps licences the skills list names', () => {
    const reader = readProfile({ ...nurse, skills: [...nurse.skills, 'FNP-BC'] });
    expect(reader.licences).toEqual(new Set(['rn', 'aprn']));
  });

  const head = (targetRole: string): CareerProfileInput => ({
    currentRole: targetRole,
    targetRole,
    industry: '',
    experience: 15,
    skills: ['Sales Strategy', 'Negotiation', 'Team Leadership'],
    goals: [],
    preferences: { workType: 'flexible', location: '', salaryRange: '' },
  });

  it("never matches a title on a level word such as 'Head'", () => {
    const reader = readProfile(head('Head of Sales Operations'));
    for (const title of ['Head Teller', 'Head of School', 'Head Chef']) {
      expect(
        scoreJob(reader, job({ title, roleId: null, family: null, seniority: 'senior' })).reason,
      ).not.toMatch(/role you want|close to/i);
    }
  });

  it("reads a head of something as running it: 'Sales Manager' is a similar title, 'Sales Floor Associate' is not", () => {
    const reader = readProfile(head('Sales and Marketing Head'));
    const other = { roleId: null, family: null, seniority: 'senior' as const, requirements: ['Negotiation'] };
    const manager = scoreJob(reader, job({ ...other, title: 'Sales Manager' })).matchScore;
    const associate = scoreJob(reader, job({ ...other, title: 'Sales Floor Associate' })).matchScore;
    expect(manager).toBeGreaterThan(associate);
  });

  it('marks down a lower-paid job of the same family as a step down', () => {
    const reader = readProfile({ ...head('Store Manager'), industry: 'retail' });
    const retail = { industry: 'retail', family: 'retail-operations', seniority: 'senior' as const };
    const store = scoreJob(reader, job({ ...retail, title: 'Store Director', roleId: 'store-manager' }));
    const keyHolder = scoreJob(
      reader,
      job({ ...retail, title: 'Key Holder', roleId: 'retail-sales-associate' }),
    );
    expect(keyHolder.matchScore).toBeLessThan(store.matchScore / 2);
    expect(keyHolder.reason).toMatch(/^A step down from Store Manager/);
  });

  it('marks down a higher-paid job of the same family as a bigger job, not a close one', () => {
    const reader = readProfile({ ...head('Retail Sales Associate'), experience: 0, industry: 'retail' });
    const retail = { industry: 'retail', family: 'retail-operations', seniority: 'entry' as const };
    const associate = scoreJob(
      reader,
      job({ ...retail, title: 'Sales Associate', roleId: 'retail-sales-associate' }),
    );
    const manager = scoreJob(
      reader,
      job({ ...retail, title: 'Assistant Store Manager', roleId: 'store-manager' }),
    );
    expect(manager.matchScore).toBeLessThan(associate.matchScore / 2);
    expect(manager.reason).toMatch(/^A bigger job than Retail Sales Associate/);
  });

  it('falls back to the role the skills point to when the target title names none', () => {
    // 'Head of Engineering' is a catalogue title now (an engineering director's rung): a made-up one names none.
    const reader = readProfile({
      ...head('Head of Tinkering'),
      skills: ['Java', 'Spring Boot', 'Microservices', 'PostgreSQL', 'REST APIs'],
    });
    expect(reader.target?.id).toBe('backend-developer');
    const backend = scoreJob(
      reader,
      job({
        title: 'Senior Backend Developer',
        roleId: 'backend-developer',
        family: 'software-engineering',
        seniority: 'senior',
      }),
    );
    expect(backend.reason).toMatch(/^A Backend Developer role, as your skills suggest/);
  });
});

describe('the match score and the requirements the card shows', () => {
  const reader = readProfile(profile);
  const requirements = ['Python', 'SQL', 'Machine Learning', 'Spark', 'Airflow', 'Kubernetes', 'Scala'];
  const asksBeyondRequirements = 5;

  it('scores 3 of 7 requirements, with the job, level and place right, as 8 of 12 asks: never 80', () => {
    const result = scoreJob(reader, job({ requirements }));
    expect(result.reason).toMatch(/you have 3 of its 7 requirements/);
    expect(result.matchScore).toBe(
      Math.round((100 * (3 + asksBeyondRequirements)) / (7 + asksBeyondRequirements)),
    );
  });

  it('never scores a posting above the share of its asks the card says are met', () => {
    for (let count = 0; count <= requirements.length; count += 1) {
      for (const overrides of [
        {},
        { seniority: 'senior' as const },
        { workType: 'onsite' as const, location: 'Boston, MA' },
      ]) {
        const listed = requirements.slice(0, count);
        const result = scoreJob(reader, job({ ...overrides, requirements: listed }));
        const held = listed.filter((requirement) => reader.skills.has(requirement)).length;
        const bound = (100 * (held + asksBeyondRequirements)) / (listed.length + asksBeyondRequirements);
        expect(result.matchScore).toBeLessThanOrEqual(Math.round(bound));
      }
    }
  });

  it('ranks a posting of the job asked for, in the place asked, above one that merely lists fewer requirements', () => {
    const ranked = rankMatches(reader, [
      job({
        id: 1,
        title: 'Registered Nurse',
        roleId: 'registered-nurse',
        family: 'nursing',
        requirements: ['SQL'],
      }),
      job({ id: 2, requirements }),
    ]);
    expect(ranked.map((match) => match.jobId)).toEqual([2, 1]);
  });
});

describe('titleFit through scoreJob', () => {
  it('does not call two known, different roles similar for sharing a head noun', () => {
    const reader = readProfile({
      ...profile,
      targetRole: 'Pharmacy Technician',
      currentRole: 'Pharmacy Technician',
    });
    const telecom = { roleId: 'telecommunications-technician', family: 'network-telecom' };
    const sharingHead = scoreJob(reader, job({ ...telecom, title: 'Telecom Technician' }));
    const sharingNothing = scoreJob(reader, job({ ...telecom, title: 'Cable Installer' }));
    expect(sharingHead.matchScore).toBe(sharingNothing.matchScore);
  });
});

describe('the seniority ladder in matching', () => {
  const finance = (title: string, id: number) =>
    job({
      id,
      title,
      roleId: 'financial-controller',
      family: 'accounting',
      industry: 'finance',
      seniority: 'senior',
      requirements: ['Financial Reporting', 'GAAP', 'Budgeting', 'SAP'],
    });
  const cfo = readProfile({
    ...dataScientistProfile,
    currentRole: 'Chief Financial Officer',
    targetRole: 'Chief Financial Officer',
    industry: 'finance',
    experience: 20,
    skills: ['Financial Reporting', 'GAAP', 'Budgeting', 'SAP'],
  });

  it('reads a CFO as the financial managers’ occupation at its top rung', () => {
    expect(cfo.target?.id).toBe('financial-controller');
    expect(cfo.leadershipRung).toBe('chief');
    expect(cfo.seniority).toBe('senior');
  });

  it('offers a CFO finance leadership before the same occupation rungs below', () => {
    const ranked = rankMatches(cfo, [
      finance('Senior Financial Controller', 1),
      finance('Director of Finance', 2),
      finance('Chief Financial Officer', 3),
    ]).map((match) => match.jobId);
    expect(ranked.slice(0, 2).sort()).toEqual([2, 3]);
    expect(ranked[2]).toBe(1);
  });

  it('leaves a title without a leadership rung to seniority alone', () => {
    const controller = readProfile({
      ...dataScientistProfile,
      targetRole: 'Financial Controller',
      experience: 9,
    });
    expect(controller.leadershipRung).toBeUndefined();
    expect(scoreJob(controller, finance('Senior Financial Controller', 1)).matchScore).toBe(
      scoreJob(controller, finance('Director of Finance', 2)).matchScore,
    );
  });
});
