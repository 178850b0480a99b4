import type { LadderLevel } from '#server/knowledge/catalogue-schema.ts';
import type { Role } from '#server/knowledge/index.ts';
import type { Seniority } from '#server/knowledge/seniority.ts';
import { postingFactsFor } from './posting-facts.ts';

type TitlesBySeniority = Readonly<Record<Seniority, readonly string[]>>;

/** How a title shows its level. `{t}` stands for the role's title or one of its aliases. */
const SENIORITY_PATTERNS = {
  engineering: {
    entry: ['Junior {t}', 'Associate {t}', '{t} I'],
    mid: ['{t}', '{t}', '{t} II'],
    senior: ['Senior {t}', 'Senior {t}', 'Lead {t}', 'Staff {t}', 'Principal {t}'],
  },
  professional: {
    entry: ['Junior {t}', 'Associate {t}', '{t} I'],
    mid: ['{t}', '{t}', '{t} II'],
    senior: ['Senior {t}', 'Senior {t}', 'Lead {t}'],
  },
  manager: {
    entry: ['Associate {t}', 'Assistant {t}'],
    mid: ['{t}'],
    senior: ['Senior {t}'],
  },
  /** Care, teaching, trades and service work, where 'Junior' reads oddly. */
  plain: {
    entry: ['{t}'],
    mid: ['{t}'],
    senior: ['Senior {t}', 'Lead {t}'],
  },
} as const satisfies Record<string, TitlesBySeniority>;

type TitleStyle = keyof typeof SENIORITY_PATTERNS;

/** Roles whose levels have their own names: a charge nurse, a sous chef, a journeyman electrician. */
const TITLES_BY_ROLE: Readonly<Record<string, TitlesBySeniority>> = {
  'registered-nurse': {
    entry: ['Registered Nurse – New Graduate', 'Graduate Registered Nurse'],
    mid: ['Registered Nurse', 'Registered Nurse', 'Staff Nurse'],
    senior: ['Charge Nurse', 'Senior Registered Nurse', 'Clinical Nurse Lead'],
  },
  'nurse-practitioner': {
    entry: ['Nurse Practitioner – New Graduate', 'Nurse Practitioner'],
    mid: ['Nurse Practitioner', 'Advanced Practice Registered Nurse'],
    senior: ['Lead Nurse Practitioner', 'Senior Nurse Practitioner'],
  },
  physician: {
    entry: ['Associate Physician', 'Staff Physician'],
    mid: ['Physician', 'Attending Physician', 'Staff Physician'],
    senior: ['Lead Physician', 'Senior Attending Physician'],
  },
  'physician-assistant': {
    entry: ['Physician Assistant – New Graduate', 'Physician Assistant'],
    mid: ['Physician Assistant', 'Certified Physician Assistant'],
    senior: ['Lead Physician Assistant', 'Senior Physician Assistant'],
  },
  pharmacist: {
    entry: ['Staff Pharmacist', 'Pharmacist – New Graduate'],
    mid: ['Pharmacist', 'Clinical Pharmacist', 'Staff Pharmacist'],
    senior: ['Pharmacist in Charge', 'Lead Pharmacist', 'Senior Clinical Pharmacist'],
  },
  'pharmacy-technician': {
    entry: ['Pharmacy Technician Trainee', 'Pharmacy Technician'],
    mid: ['Pharmacy Technician', 'Certified Pharmacy Technician'],
    senior: ['Lead Pharmacy Technician', 'Senior Pharmacy Technician'],
  },
  chef: {
    entry: ['Line Cook', 'Commis Chef', 'Prep Cook'],
    mid: ['Sous Chef', 'Chef de Partie', 'Chef'],
    senior: ['Head Chef', 'Executive Chef', 'Chef de Cuisine'],
  },
  electrician: {
    entry: ['Apprentice Electrician', 'Electrician Helper'],
    mid: ['Journeyman Electrician', 'Electrician', 'Commercial Electrician'],
    senior: ['Master Electrician', 'Lead Electrician', 'Electrical Foreman'],
  },
  teacher: {
    entry: ['Teacher', 'Elementary School Teacher'],
    mid: ['Teacher', 'Middle School Teacher', 'High School Teacher'],
    senior: ['Lead Teacher', 'Senior Teacher', 'Department Chair'],
  },
  'special-education-teacher': {
    entry: ['Special Education Teacher', 'Intervention Specialist'],
    mid: ['Special Education Teacher', 'Inclusion Teacher', 'Resource Room Teacher'],
    senior: ['Lead Special Education Teacher', 'Special Education Coordinator'],
  },
  'school-principal': {
    entry: ['Assistant Principal'],
    mid: ['Principal', 'School Principal'],
    senior: ['Principal', 'Head of School'],
  },
  'bank-teller': {
    entry: ['Bank Teller', 'Teller'],
    mid: ['Bank Teller', 'Universal Banker'],
    senior: ['Head Teller', 'Lead Teller'],
  },
  'retail-sales-associate': {
    entry: ['Sales Associate', 'Retail Sales Associate'],
    mid: ['Retail Sales Associate', 'Sales Floor Associate'],
    senior: ['Senior Sales Associate', 'Lead Sales Associate', 'Key Holder'],
  },
  'store-manager': {
    entry: ['Assistant Store Manager'],
    mid: ['Store Manager', 'Retail Store Manager'],
    senior: ['Senior Store Manager', 'Store Director'],
  },
  'restaurant-manager': {
    entry: ['Assistant Restaurant Manager', 'Front of House Supervisor'],
    mid: ['Restaurant Manager', 'Food and Beverage Manager'],
    senior: ['Restaurant General Manager', 'Senior Restaurant Manager'],
  },
  'hotel-manager': {
    entry: ['Assistant Hotel Manager', 'Front Office Manager'],
    mid: ['Hotel Manager', 'Hotel Operations Manager'],
    senior: ['Hotel General Manager', 'Resort General Manager'],
  },
  'warehouse-manager': {
    entry: ['Warehouse Supervisor', 'Assistant Warehouse Manager'],
    mid: ['Warehouse Manager', 'Warehouse Operations Manager'],
    senior: ['Distribution Center Manager', 'Senior Warehouse Manager'],
  },
  'production-supervisor': {
    entry: ['Production Lead', 'Production Shift Supervisor'],
    mid: ['Production Supervisor', 'Manufacturing Supervisor'],
    senior: ['Production Manager', 'Senior Production Supervisor'],
  },
  accountant: {
    entry: ['Staff Accountant', 'Junior Accountant'],
    mid: ['Accountant', 'General Ledger Accountant', 'Accountant II'],
    senior: ['Senior Accountant', 'Lead Accountant'],
  },
  auditor: {
    entry: ['Audit Associate', 'Staff Auditor'],
    mid: ['Auditor', 'Internal Auditor', 'IT Auditor'],
    senior: ['Senior Auditor', 'Audit Senior', 'Lead Internal Auditor'],
  },
  attorney: {
    entry: ['Associate Attorney', 'Junior Associate Attorney'],
    mid: ['Attorney', 'Associate Attorney', 'Corporate Counsel'],
    senior: ['Senior Attorney', 'Senior Counsel'],
  },
  'customer-service-representative': {
    entry: ['Customer Service Representative', 'Customer Care Representative'],
    mid: ['Customer Service Representative II', 'Customer Support Representative'],
    senior: ['Senior Customer Service Representative', 'Customer Service Team Lead'],
  },
  'real-estate-agent': {
    entry: ['Real Estate Agent', 'Real Estate Salesperson'],
    mid: ['Real Estate Agent', 'Realtor', 'Listing Agent'],
    senior: ['Senior Real Estate Agent', 'Real Estate Broker'],
  },
};

/** Specialisations a posting sometimes names after its title ('Registered Nurse – ICU'). */
const SPECIALISATIONS_BY_ROLE: Readonly<Record<string, readonly string[]>> = {
  'registered-nurse': [
    'ICU',
    'Emergency Department',
    'Med-Surg',
    'Pediatrics',
    'Oncology',
    'Labor & Delivery',
    'Telemetry',
  ],
  'nurse-practitioner': ['Primary Care', 'Urgent Care', 'Cardiology', "Women's Health", 'Behavioral Health'],
  physician: ['Internal Medicine', 'Family Medicine', 'Emergency Medicine', 'Pediatrics'],
  'physician-assistant': ['Orthopedics', 'Emergency Medicine', 'Dermatology', 'Primary Care'],
  pharmacist: ['Oncology', 'Inpatient', 'Ambulatory Care'],
  'physical-therapist': ['Outpatient Orthopedics', 'Sports Medicine', 'Pediatrics', 'Neurology'],
  'radiologic-technologist': ['CT', 'MRI', 'Mammography'],
  'medical-laboratory-technician': ['Microbiology', 'Blood Bank', 'Chemistry'],
  'software-engineer': ['Payments', 'Platform', 'Search', 'Infrastructure', 'Growth'],
  'backend-developer': ['Payments', 'APIs', 'Data Platform'],
  'frontend-developer': ['Design Systems', 'Checkout', 'Web Platform'],
  'full-stack-developer': ['Internal Tools', 'Growth', 'Customer Portal'],
  'mobile-developer': ['iOS', 'Android'],
  'qa-engineer': ['Automation', 'Mobile', 'Performance'],
  'product-manager': ['Payments', 'Growth', 'Platform', 'Mobile'],
  'ux-designer': ['Mobile', 'Design Systems', 'Research'],
  'data-scientist': ['Pricing', 'Fraud', 'Marketing Analytics', 'Forecasting'],
  'data-engineer': ['Streaming', 'Data Platform'],
  'machine-learning-engineer': ['Recommendations', 'Natural Language Processing', 'Computer Vision'],
  'security-analyst': ['SOC', 'Threat Intelligence', 'Incident Response'],
  'security-engineer': ['Cloud Security', 'Application Security'],
  'site-reliability-engineer': ['Observability', 'Core Infrastructure'],
  accountant: ['Accounts Payable', 'Revenue', 'Tax', 'General Ledger'],
  'financial-analyst': ['Revenue', 'Operations', 'Corporate Development'],
  'investment-analyst': ['Fixed Income', 'Equities', 'Real Estate', 'Credit'],
  recruiter: ['Technical Hiring', 'Healthcare', 'Campus'],
  'sales-representative': ['SaaS', 'Medical Devices', 'Enterprise'],
  'account-executive': ['Enterprise', 'Mid-Market', 'SMB'],
  'customer-service-representative': ['Billing', 'Technical Support', 'Bilingual Spanish'],
  teacher: ['Mathematics', 'Science', 'English Language Arts', 'Social Studies', 'Art', 'Music'],
  'special-education-teacher': ['Elementary', 'Middle School', 'High School'],
  chef: ['Banquets', 'Fine Dining', 'Pastry'],
  attorney: ['Litigation', 'Corporate', 'Real Estate', 'Employment'],
  paralegal: ['Litigation', 'Corporate', 'Real Estate'],
  'mechanical-engineer': ['HVAC', 'Product Design', 'Thermal Systems'],
  'civil-engineer': ['Transportation', 'Water Resources', 'Structural'],
  'electrical-engineer': ['Power Systems', 'Controls', 'Substations'],
  'renewable-energy-engineer': ['Solar', 'Wind', 'Battery Storage'],
  journalist: ['Politics', 'Business', 'Local News', 'Health'],
  'supply-chain-analyst': ['Demand Planning', 'Inventory'],
};

const SPECIALISATION_SHARE = 0.3;
const ALIAS_SHARE = 0.2;

/** Words that give an alias a level or a different job of its own, so it cannot take a seniority prefix. */
const RANKED_ALIAS =
  /\b(senior|sr|junior|jr|lead|principal|staff|head|chief|director|vice|assistant|associate|apprentice|journeyman|master|charge|executive|coordinator|supervisor|intern|trainee|cook|clerk|of)\b/i;
/** Abbreviations such as RN, SDE or PA-C: fine in a resume, not as a posting's headline. */
const ABBREVIATION = /^[A-Z0-9&/-]+$/;

/** The postings are American: 'Programme Manager' and 'Town Planner' stay in the knowledge base for matching only. */
const BRITISH_USAGE = /\b(programme|counsellor|physiotherapist|town planner)\b/i;

/** A posting is titled by the occupation's main titles, which its data lists first, not by every title it has. */
const MAIN_ALIASES = 6;

/** A title a posting may carry as its headline: no abbreviation, no British wording. */
const postable = (title: string) => !ABBREVIATION.test(title) && !BRITISH_USAGE.test(title);

function usableAliases(role: Role): string[] {
  return role.aliases.slice(0, MAIN_ALIASES).filter((alias) => postable(alias) && !RANKED_ALIAS.test(alias));
}

const aliasCache = new Map<string, string[]>();

/**
 * The rungs of an occupation's ladder a posting level draws titles from: an entry post may be an 'Apprentice
 * Electrician', a senior one a 'Director of Finance' or a 'Chief Financial Officer'.
 */
const RUNGS_BY_SENIORITY: Readonly<Record<Seniority, readonly LadderLevel[]>> = {
  entry: ['trainee', 'junior'],
  mid: ['mid'],
  senior: ['senior', 'lead', 'manager', 'head', 'director', 'chief'],
};
const LADDER_SHARE = 0.35;
const rungCache = new Map<string, string[][]>();

/** The titles of each of the occupation's rungs at a posting level, postable ones only. */
function rungsAt(role: Role, seniority: Seniority): string[][] {
  const key = `${role.id}/${seniority}`;
  let rungs = rungCache.get(key);
  if (!rungs) {
    const levels = RUNGS_BY_SENIORITY[seniority];
    rungs = role.ladder
      .filter((rung) => levels.includes(rung.level))
      .map((rung) => rung.titles.filter(postable))
      .filter((titles) => titles.length > 0);
    rungCache.set(key, rungs);
  }
  return rungs;
}

function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length)] as T;
}

function styleFor(role: Role, base: string): TitleStyle {
  if (/\b(Engineer|Developer|Architect|Scientist)$/.test(base)) return 'engineering';
  if (/\b(Manager|Director)$/.test(base)) return 'manager';
  return postingFactsFor(role).titles;
}

/** A posting title for a role at a level: 'Senior Data Scientist', 'Registered Nurse – ICU', 'Junior Web Developer'. */
export function postingTitle(role: Role, seniority: Seniority, random: () => number): string {
  let aliases = aliasCache.get(role.id);
  if (!aliases) {
    aliases = usableAliases(role);
    aliasCache.set(role.id, aliases);
  }
  const custom = TITLES_BY_ROLE[role.id];
  // A rung first, then one of its titles: a controller's ladder names a CFO in a few titles and a director in many.
  const rungs = custom ? [] : rungsAt(role, seniority);
  if (rungs.length > 0 && random() < LADDER_SHARE) return pick(pick(rungs, random), random);
  const useAlias = !custom && aliases.length > 0 && random() < ALIAS_SHARE;
  const base = useAlias ? pick(aliases, random) : role.title;
  const title = custom
    ? pick(custom[seniority], random)
    : pick(SENIORITY_PATTERNS[styleFor(role, base)][seniority], random).replace('{t}', base);
  const specialisations = SPECIALISATIONS_BY_ROLE[role.id];
  // An alias is often a specialisation already ('iOS Developer'), and a title carries at most one.
  if (!specialisations || useAlias || title.includes(' – ') || random() >= SPECIALISATION_SHARE) return title;
  return `${title} – ${pick(specialisations, random)}`;
}
