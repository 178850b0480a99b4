/** The plans with their prices, features and the Free plan's allowances: one table for the page and the server. */

export const PLAN_IDS = ['free', 'interview-prep', 'linkedin-pro', 'full-suite'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const PAID_PLAN_IDS = ['interview-prep', 'linkedin-pro', 'full-suite'] as const;
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];

export const isPaidPlan = (id: PlanId): id is PaidPlanId => id !== 'free';

/** What a plan can be limited on; a free-plan allowance per calendar month (UTC). */
export type Allowance = 'resumeAnalyses' | 'interviewSessions' | 'jobTailorings';

export type Plan = {
  id: PlanId;
  name: string;
  price: string;
  period: string;
  description: string;
  features: string[];
  popular: boolean;
  /** The allowances this plan makes unlimited. */
  unlimited: Allowance[];
  /** More is better: the plan kept when two overlap for a moment. */
  rank: number;
};

export const TRIAL_DAYS = 14;

export const FREE_PLAN_ALLOWANCES: Record<Allowance, number> = {
  resumeAnalyses: 1,
  interviewSessions: 3,
  /** Tailoring a resume to one job is an analysis of its own: a few a month, lifted with resume analyses (decision 0026). */
  jobTailorings: 3,
};

/** The job matches a free-plan user sees; paid plans see the whole ranked list. */
export const FREE_PLAN_JOB_MATCHES = 5;

export const PLANS: Record<PlanId, Plan> = {
  free: {
    id: 'free',
    name: 'Free',
    price: '$0',
    period: 'forever',
    description: 'Try CareerPilot and see where your job search stands.',
    features: [
      '1 resume analysis per month',
      'Basic LinkedIn tips',
      '3 interview practice sessions',
      'Limited job matching',
    ],
    popular: false,
    unlimited: [],
    rank: 0,
  },
  'interview-prep': {
    id: 'interview-prep',
    name: 'Interview Prep',
    price: '$15',
    period: 'per month',
    description: 'Walk into every interview practised and confident.',
    features: [
      'Unlimited interview practice',
      'Industry-specific questions',
      'AI feedback and scoring',
      'Performance analytics',
      'Mock interview recordings',
      'Confidence-building tips',
    ],
    popular: false,
    unlimited: ['interviewSessions'],
    rank: 1,
  },
  'linkedin-pro': {
    id: 'linkedin-pro',
    name: 'LinkedIn Pro',
    price: '$20',
    period: 'per month',
    description: 'A profile recruiters find, read and reach out to.',
    features: [
      'Advanced profile optimization',
      'Headline suggestions',
      'Content recommendations',
      'Networking strategies',
      'Personal branding advice',
      'Monthly profile reviews',
    ],
    popular: true,
    unlimited: [],
    rank: 2,
  },
  'full-suite': {
    id: 'full-suite',
    name: 'Full Suite',
    price: '$30',
    period: 'per month',
    description: 'Everything CareerPilot does, for the whole job search.',
    features: [
      'Everything in Interview Prep and LinkedIn Pro',
      'Unlimited resume analyses',
      'AI-powered job matching',
      'Personalized career advice',
      'Priority support',
    ],
    popular: false,
    unlimited: ['resumeAnalyses', 'interviewSessions', 'jobTailorings'],
    rank: 3,
  },
};

/** The cheapest plans that make an allowance unlimited, for the message that names them. */
export function plansLifting(allowance: Allowance): Plan[] {
  return PAID_PLAN_IDS.map((id) => PLANS[id])
    .filter((plan) => plan.unlimited.includes(allowance))
    .sort((a, b) => a.rank - b.rank);
}

export const allowanceLimit = (plan: PlanId, allowance: Allowance): number | null =>
  PLANS[plan].unlimited.includes(allowance) ? null : FREE_PLAN_ALLOWANCES[allowance];

/** Whether the plan sees every job match, not only the first few. */
export const seesAllJobMatches = (plan: PlanId): boolean => plan === 'full-suite';
