import type { CareerChatContext } from '#server/ai/provider.ts';

/**
 * One question as a job seeker types it, labelled with what a right answer must cover. Each case is asked twice:
 * with the named saved profile (career profile, analysed resume, practice and matches) and with nothing saved.
 */
export type AssistantCase = {
  id: string;
  message: string;
  history?: { sender: 'user' | 'ai'; content: string }[];
  /** The saved profile the case is asked with in its 'with profile' run. */
  profile: ProfileId;
  /** Groups of words: a right answer contains at least one word of every group (case-insensitive, at a word start). */
  covers: string[][];
  /** Groups required only when a profile is saved (e.g. a comparison with the user's resume). */
  withProfile?: string[][];
  /** Groups required only when nothing is saved (e.g. saying what to save to get a comparison). */
  withoutProfile?: string[][];
  /** Phrases a right answer never contains, in either run. */
  never?: string[];
  /** Skills a right answer never credits to the person (the saved analysis calls them missing), in either run. */
  neverCredits?: string[];
};

export type ProfileId =
  | 'analyst'
  | 'teacher'
  | 'nurse'
  | 'sales'
  | 'developer'
  | 'accountant'
  | 'marketer'
  | 'switcher';

const noPractice = { sessions: 0, answered: 0, averageScore: null, weakestArea: null, lastRole: null };
const noMatches = { total: 0, applied: 0, top: [], salaries: [] };

export const EMPTY_CONTEXT: CareerChatContext = {
  careerProfile: null,
  resume: null,
  interviews: noPractice,
  matches: noMatches,
  linkedin: null,
};

type PaidMatch = CareerChatContext['matches']['salaries'][number];

type Saved = {
  currentRole: string;
  targetRole: string;
  industry: string;
  experience: number;
  skills: string[];
  goals: string[];
  location: string;
  resumeSkills: string[];
  answered: number;
  /** What the resume analysis calls missing for the target role. */
  missingKeywords?: string[];
  /** The matched postings that state pay; by default three of the target role in the saved place. */
  paid?: PaidMatch[];
};

/** A matched posting that states yearly pay. */
const paidMatch = (
  title: string,
  places: string[],
  workType: string,
  seniority: string,
  min: number,
  max: number,
): PaidMatch => ({ title, places, workType, seniority, min, max });

const paidInSavedPlace = (saved: Saved): PaidMatch[] => [
  paidMatch(saved.targetRole, [saved.location], 'hybrid', 'mid', 65_000, 85_000),
  paidMatch(saved.targetRole, [saved.location], 'hybrid', 'mid', 70_000, 90_000),
  paidMatch(saved.targetRole, [saved.location], 'onsite', 'mid', 75_000, 95_000),
];

function savedContext(saved: Saved): CareerChatContext {
  return {
    careerProfile: {
      currentRole: saved.currentRole,
      targetRole: saved.targetRole,
      industry: saved.industry,
      experience: saved.experience,
      skills: saved.skills,
      goals: saved.goals,
      workType: 'hybrid',
      location: saved.location,
    },
    resume: {
      fileName: 'resume.pdf',
      score: 68,
      atsCompatibility: 84,
      keywordOptimization: 55,
      contentQuality: 62,
      topSuggestion: 'Add a number to your first bullet: how many, how much, how fast?',
      missingKeywords: saved.missingKeywords ?? [],
      skills: saved.resumeSkills,
    },
    interviews:
      saved.answered > 0
        ? {
            sessions: 2,
            answered: saved.answered,
            averageScore: 61,
            weakestArea: 'specificity',
            lastRole: saved.targetRole,
          }
        : noPractice,
    matches: {
      total: 9,
      applied: 2,
      top: [{ title: saved.targetRole, company: 'Northwind', matchScore: 84, salary: '$70,000 – $90,000' }],
      salaries: saved.paid ?? paidInSavedPlace(saved),
    },
    linkedin: { score: 61, headline: saved.currentRole },
  };
}

export const PROFILES: Record<ProfileId, CareerChatContext> = {
  analyst: savedContext({
    currentRole: 'Data Analyst',
    targetRole: 'Data Scientist',
    industry: 'technology',
    experience: 4,
    skills: ['SQL', 'Python', 'Excel'],
    goals: ['Lead a modelling project'],
    location: 'Austin, TX',
    resumeSkills: ['SQL', 'Python', 'Tableau', 'Microsoft Excel', 'Data Visualization'],
    answered: 5,
  }),
  teacher: savedContext({
    currentRole: 'High School Teacher',
    targetRole: 'Instructional Designer',
    industry: 'education',
    experience: 8,
    skills: ['Lesson Planning', 'Classroom Management', 'Curriculum Development'],
    goals: ['Move into instructional design'],
    location: 'Denver, CO',
    resumeSkills: [
      'Lesson Planning',
      'Curriculum Development',
      'Differentiated Instruction',
      'Google Classroom',
    ],
    answered: 0,
  }),
  nurse: savedContext({
    currentRole: 'Registered Nurse',
    targetRole: 'Registered Nurse',
    industry: 'healthcare',
    experience: 5,
    skills: ['Patient Care', 'Patient Assessment', 'Medication Administration'],
    goals: ['Work in an ICU near Seattle'],
    location: 'Seattle, WA',
    resumeSkills: ['Patient Care', 'Patient Assessment', 'Medication Administration', 'Epic Systems'],
    answered: 3,
  }),
  sales: savedContext({
    currentRole: 'Sales and Marketing Head',
    targetRole: 'Sales Manager',
    industry: 'retail',
    experience: 14,
    skills: ['B2B Sales', 'Team Leadership', 'Negotiation'],
    goals: ['Run a national sales team'],
    location: 'Mumbai',
    resumeSkills: ['B2B Sales', 'Negotiation', 'Salesforce', 'Sales Forecasting'],
    answered: 0,
  }),
  developer: savedContext({
    currentRole: 'Frontend Developer',
    targetRole: 'Full-Stack Developer',
    industry: 'technology',
    experience: 3,
    skills: ['JavaScript', 'React', 'CSS'],
    goals: ['Build backend skills'],
    location: 'Berlin',
    resumeSkills: ['JavaScript', 'TypeScript', 'React', 'CSS', 'HTML', 'Git'],
    answered: 8,
  }),
  accountant: savedContext({
    currentRole: 'Staff Accountant',
    targetRole: 'Financial Analyst',
    industry: 'finance',
    experience: 6,
    skills: ['General Ledger', 'Financial Reporting', 'Excel'],
    goals: [],
    location: 'Chicago, IL',
    resumeSkills: [
      'General Ledger',
      'Financial Reporting',
      'Microsoft Excel',
      'Account Reconciliation',
      'QuickBooks',
    ],
    answered: 0,
  }),
  marketer: savedContext({
    currentRole: 'Marketing Manager',
    targetRole: 'Senior Marketing Manager',
    industry: 'technology',
    experience: 8,
    skills: ['Campaign Management', 'Content Marketing', 'Marketing Strategy'],
    goals: ['Lead a marketing team'],
    location: 'Chicago, IL',
    resumeSkills: ['Campaign Management', 'Content Marketing', 'HubSpot', 'Google Analytics', 'Budgeting'],
    answered: 0,
    missingKeywords: ['Marketing Automation', 'Marketo', 'Customer Segmentation'],
    paid: [
      paidMatch('Senior Marketing Manager', ['Chicago, IL'], 'hybrid', 'senior', 130_000, 165_000),
      paidMatch('Senior Marketing Manager', ['Chicago, IL'], 'onsite', 'senior', 140_000, 170_000),
      paidMatch('Marketing Manager', ['Evanston, IL'], 'hybrid', 'mid', 105_000, 130_000),
      paidMatch('Senior Marketing Manager', ['Remote'], 'remote', 'senior', 115_000, 145_000),
      paidMatch('Marketing Manager', ['Remote (US)'], 'remote', 'mid', 90_000, 120_000),
      paidMatch('Senior Marketing Manager', ['New York, NY'], 'hybrid', 'senior', 150_000, 185_000),
      paidMatch('Brand Manager', ['Chicago, IL'], 'hybrid', 'mid', 95_000, 120_000),
    ],
  }),
  switcher: savedContext({
    currentRole: 'Marketing Manager',
    targetRole: 'Product Manager',
    industry: 'technology',
    experience: 7,
    skills: ['Go-to-Market Strategy', 'Campaign Management', 'Stakeholder Management'],
    goals: ['Move into product management'],
    location: 'Chicago, IL',
    resumeSkills: [
      'Go-to-Market Strategy',
      'Campaign Management',
      'Content Marketing',
      'HubSpot',
      'Google Analytics',
    ],
    answered: 0,
    missingKeywords: ['Product Roadmapping', 'A/B Testing', 'Market Research', 'Agile'],
  }),
};
