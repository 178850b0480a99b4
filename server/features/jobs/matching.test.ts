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
      /^The role you want; you have 4 of 4 requirements \(Python, SQL and Machine Learning\); remote as you prefer; suits 4 years/,
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
