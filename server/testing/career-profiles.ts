import type { CareerProfileRequest } from '#common/api/career.ts';

/** A career profile with enough skills that the sample catalogue gives it more matches than the Free plan shows. */
export const dataScientistProfile: CareerProfileRequest = {
  currentRole: 'Data Analyst',
  targetRole: 'Data Scientist',
  industry: 'technology',
  experience: 4,
  skills: ['Python', 'SQL', 'Machine Learning'],
  goals: [],
  preferences: { workType: 'remote', location: '', salaryRange: '' },
};
