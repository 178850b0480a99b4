import type { CareerProfileInput, CareerProfileRequest } from '#common/api/career.ts';

/** A career profile with enough skills that the sample catalogue gives it more matches than the Free plan shows. */
export const dataScientistProfile: CareerProfileInput = {
  currentRole: 'Data Analyst',
  targetRole: 'Data Scientist',
  industry: 'technology',
  experience: 4,
  skills: ['Python', 'SQL', 'Machine Learning'],
  goals: [],
  preferences: { workType: 'remote', location: '', salaryRange: '' },
};

/** A nurse aiming one step up, as the form sends it: no goals, no salary range. */
export const nurseProfile = {
  currentRole: 'Staff Nurse',
  targetRole: 'Registered Nurse',
  industry: 'healthcare',
  experience: 6,
  skills: ['Patient Assessment', 'BLS'],
  preferences: { workType: 'flexible', location: '' },
} satisfies CareerProfileRequest;
