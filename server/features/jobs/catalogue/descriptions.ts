import type { RoleFamilyId } from '#server/knowledge/index.ts';
import { listPhrase } from '#server/knowledge/quotes.ts';
import type { Seniority } from '#server/knowledge/seniority.ts';
import type { WorkType } from '#server/knowledge/work-type.ts';

/** The team a role sits in, who it serves, and what the team spends its time on. */
type FamilySetting = { team: string; serves: string; focus: string };

const SETTINGS_BY_FAMILY: Readonly<Record<RoleFamilyId, FamilySetting>> = {
  'software-engineering': {
    team: 'engineering team',
    serves: 'customers',
    focus: 'building and running the products customers rely on',
  },
  'data-analytics': {
    team: 'data team',
    serves: 'decision-makers across the business',
    focus: 'turning raw data into trustworthy answers',
  },
  'devops-cloud': {
    team: 'platform team',
    serves: 'engineering teams',
    focus: 'keeping infrastructure fast, secure and easy to ship to',
  },
  cybersecurity: {
    team: 'security team',
    serves: 'the whole organization',
    focus: 'finding and closing risks before attackers do',
  },
  'product-management': {
    team: 'product team',
    serves: 'customers',
    focus: 'deciding what to build next and why',
  },
  'ux-design': {
    team: 'design team',
    serves: 'users',
    focus: 'making products clear, accessible and pleasant to use',
  },
  'it-support': { team: 'IT team', serves: 'employees', focus: 'keeping people and their systems working' },
  'qa-testing': {
    team: 'quality team',
    serves: 'customers',
    focus: 'catching defects long before customers could',
  },
  accounting: {
    team: 'finance team',
    serves: 'leadership and auditors',
    focus: 'keeping the books accurate and the close on time',
  },
  'financial-analysis': {
    team: 'FP&A team',
    serves: 'business leaders',
    focus: 'planning, forecasting and explaining the numbers',
  },
  banking: {
    team: 'branch team',
    serves: 'members and clients',
    focus: 'helping clients borrow, save and bank with confidence',
  },
  'investment-management': {
    team: 'investment team',
    serves: 'clients',
    focus: 'researching opportunities and managing portfolios',
  },
  nursing: {
    team: 'nursing unit',
    serves: 'patients and their families',
    focus: 'delivering safe, attentive care around the clock',
  },
  'clinical-medicine': {
    team: 'medical team',
    serves: 'patients',
    focus: 'diagnosing and treating patients with evidence-based care',
  },
  pharmacy: {
    team: 'pharmacy team',
    serves: 'patients',
    focus: 'dispensing medications safely and counseling patients',
  },
  'allied-health': {
    team: 'clinical team',
    serves: 'patients',
    focus: 'supporting diagnosis, treatment and recovery',
  },
  'healthcare-administration': {
    team: 'operations team',
    serves: 'patients and providers',
    focus: 'running clinics and services smoothly',
  },
  'digital-marketing': {
    team: 'marketing team',
    serves: 'customers',
    focus: 'reaching the right audiences and turning interest into revenue',
  },
  'content-communications': {
    team: 'communications team',
    serves: 'audiences',
    focus: 'telling clear, credible stories',
  },
  sales: { team: 'sales team', serves: 'customers', focus: 'building pipeline and closing business' },
  'management-consulting': {
    team: 'consulting practice',
    serves: 'clients',
    focus: 'solving clients’ hardest operational and strategic problems',
  },
  'human-resources': {
    team: 'people team',
    serves: 'employees and managers',
    focus: 'hiring, supporting and retaining great people',
  },
  'project-management': {
    team: 'delivery team',
    serves: 'stakeholders',
    focus: 'delivering projects on time and on budget',
  },
  teaching: { team: 'teaching team', serves: 'students', focus: 'helping every student learn and grow' },
  'education-administration': {
    team: 'school leadership team',
    serves: 'students and families',
    focus: 'creating a school where students thrive',
  },
  'instructional-design': {
    team: 'learning team',
    serves: 'learners',
    focus: 'designing training that changes how people work',
  },
  'retail-operations': {
    team: 'store team',
    serves: 'shoppers',
    focus: 'running a store customers want to come back to',
  },
  'customer-service': {
    team: 'customer experience team',
    serves: 'customers',
    focus: 'solving customer problems quickly and kindly',
  },
  'supply-chain-logistics': {
    team: 'supply chain team',
    serves: 'customers',
    focus: 'moving goods reliably at the right cost',
  },
  'manufacturing-engineering': {
    team: 'engineering group',
    serves: 'production and customers',
    focus: 'designing products and processes that scale',
  },
  'production-operations': {
    team: 'plant floor team',
    serves: 'customers',
    focus: 'producing quality output safely, shift after shift',
  },
  'quality-management': {
    team: 'quality group',
    serves: 'customers',
    focus: 'preventing defects and meeting every standard',
  },
  legal: {
    team: 'legal team',
    serves: 'clients',
    focus: 'protecting clients and resolving matters efficiently',
  },
  hospitality: {
    team: 'hospitality team',
    serves: 'guests',
    focus: 'creating memorable experiences for guests',
  },
  'construction-management': {
    team: 'field team',
    serves: 'clients',
    focus: 'building safely, to spec and on schedule',
  },
  'public-administration': {
    team: 'policy and planning office',
    serves: 'residents',
    focus: 'shaping plans and policies that improve public life',
  },
  'energy-engineering': {
    team: 'engineering group',
    serves: 'homes and businesses',
    focus: 'delivering reliable, cleaner energy',
  },
  'journalism-media': {
    team: 'newsroom',
    serves: 'readers and viewers',
    focus: 'producing accurate, engaging stories',
  },
  'nonprofit-programs': {
    team: 'programs team',
    serves: 'local families and communities',
    focus: 'funding and running programs that change lives',
  },
  'real-estate': {
    team: 'property team',
    serves: 'clients and residents',
    focus: 'helping people buy, rent and live well',
  },
  'network-telecom': {
    team: 'network operations team',
    serves: 'subscribers and businesses',
    focus: 'keeping networks fast and available',
  },
};

/** Roles that work apart from the rest of their family: a chef in a kitchen, an electrician on a crew. */
const SETTINGS_BY_ROLE: Readonly<Record<string, FamilySetting>> = {
  chef: {
    team: 'kitchen team',
    serves: 'guests',
    focus: 'cooking food guests remember, consistently and safely',
  },
  'event-planner': {
    team: 'events team',
    serves: 'clients and attendees',
    focus: 'planning events that run without a hitch',
  },
  electrician: {
    team: 'electrical crew',
    serves: 'clients',
    focus: 'installing and maintaining safe, code-compliant electrical systems',
  },
  'civil-engineer': {
    team: 'engineering team',
    serves: 'the public',
    focus: 'designing infrastructure that lasts',
  },
  'telecommunications-technician': {
    team: 'field services team',
    serves: 'subscribers and businesses',
    focus: 'installing and repairing network connections',
  },
  recruiter: {
    team: 'talent acquisition team',
    serves: 'hiring managers',
    focus: 'finding and hiring great people',
  },
  'customer-success-manager': {
    team: 'customer success team',
    serves: 'customers',
    focus: 'helping customers get lasting value from the product',
  },
};

export type DescriptionInput = {
  roleId: string;
  family: RoleFamilyId;
  company: string;
  title: string;
  seniority: Seniority;
  /** Two or three of the posting's hard skills and tools. */
  skills: string[];
  impactArea: string;
  workType: WorkType;
  city: string | undefined;
};

type Template = (input: DescriptionInput, setting: FamilySetting) => string;

/** 'an' before a vowel sound: 'an SEO Specialist', 'a UX Designer', 'an Urban Planner', 'a User Researcher'. */
export function withArticle(phrase: string): string {
  const firstWord = phrase.split(' ')[0] ?? '';
  const isAbbreviation =
    firstWord.length > 1 && firstWord === firstWord.toUpperCase() && /[A-Z]/.test(firstWord);
  const vowelSound = isAbbreviation
    ? /^[AEFHILMNORSX]/.test(firstWord)
    : /^[aeiou]/i.test(phrase) && !/^(us|uni|eu)/i.test(phrase);
  return `${vowelSound ? 'an' : 'a'} ${phrase}`;
}

const INTRODUCTIONS: Readonly<Record<Seniority, readonly Template[]>> = {
  entry: [
    (d, s) =>
      `${d.company} is hiring ${withArticle(d.title)} to join its ${s.team}, which focuses on ${s.focus}.`,
    (d, s) =>
      `Join ${d.company} as ${withArticle(d.title)} and grow your career in ${withArticle(s.team)} that serves ${s.serves}.`,
    (d, s) =>
      `${d.company} wants to hire ${withArticle(d.title)} early in their career to support ${withArticle(s.team)} focused on ${s.focus}.`,
  ],
  mid: [
    (d, s) =>
      `${d.company} is looking for ${withArticle(d.title)} to take ownership of day-to-day work in its ${s.team}.`,
    (d, s) =>
      `As ${withArticle(d.title)} at ${d.company}, you will join the ${s.team} and spend most of your time ${s.focus}.`,
    (d, s) => `${d.company} is adding an experienced ${d.title} to its ${s.team}, which serves ${s.serves}.`,
  ],
  senior: [
    (d, s) =>
      `${d.company} is seeking ${withArticle(d.title)} to set direction for its ${s.team} and raise the bar on ${s.focus}.`,
    (d, s) =>
      `As ${withArticle(d.title)} at ${d.company}, you will lead the most complex work in the ${s.team} and shape how it serves ${s.serves}.`,
    (d, s) => `${d.company} needs a seasoned ${d.title} to guide its ${s.team} in ${s.focus}.`,
  ],
};

const SKILL_SENTENCES: Readonly<Record<Seniority, readonly ((skills: string) => string)[]>> = {
  entry: [
    (skills) => `You should be comfortable with ${skills}, and we will help you deepen that experience.`,
    (skills) => `A working knowledge of ${skills} will help you get started quickly.`,
  ],
  mid: [
    (skills) => `Day to day you will rely on ${skills}.`,
    (skills) => `The role calls for solid, hands-on experience with ${skills}.`,
  ],
  senior: [
    (skills) => `You bring deep expertise in ${skills} and can coach others in using them well.`,
    (skills) => `We expect mastery of ${skills} and the judgment to know when each applies.`,
  ],
};

const IMPACT_SENTENCES: Readonly<Record<Seniority, readonly Template[]>> = {
  entry: [
    (d) => `You will learn how the team measures ${d.impactArea} and help improve it.`,
    (d) => `Your work will contribute directly to ${d.impactArea}.`,
  ],
  mid: [
    (d) => `Success in this role shows up in ${d.impactArea}.`,
    (d) => `Your work will have a direct effect on ${d.impactArea}.`,
  ],
  senior: [
    (d) => `You will own results for ${d.impactArea} and report progress to leadership.`,
    (d, s) => `You will be accountable for ${d.impactArea} across the ${s.team}.`,
  ],
};

const CLOSINGS: Readonly<Record<Seniority, readonly string[]>> = {
  entry: [
    'Structured onboarding and a dedicated mentor are part of the role.',
    'You will have clear goals for your first months and regular feedback along the way.',
  ],
  mid: ['You will work closely with colleagues across teams and have room to take on more responsibility.'],
  senior: [
    'You will mentor colleagues and help hire and develop the team.',
    'You will partner with leadership on priorities and plans for the year ahead.',
  ],
};

function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length)] as T;
}

function closing(input: DescriptionInput, random: () => number): string {
  if (input.workType === 'remote' && random() < 0.5)
    return 'This is a fully remote position open to candidates across the US.';
  if (input.workType === 'hybrid' && input.city && random() < 0.5) {
    return `The role is hybrid, with regular days in the ${input.city} office.`;
  }
  return pick(CLOSINGS[input.seniority], random);
}

const CLOSING_SHARE = 0.6;

/** Three or four sentences: who is hiring and for what, the skills used, the outcome owned, sometimes a closing note. */
export function postingDescription(input: DescriptionInput, random: () => number): string {
  const setting = SETTINGS_BY_ROLE[input.roleId] ?? SETTINGS_BY_FAMILY[input.family];
  const sentences = [
    pick(INTRODUCTIONS[input.seniority], random)(input, setting),
    pick(SKILL_SENTENCES[input.seniority], random)(listPhrase(input.skills)),
    pick(IMPACT_SENTENCES[input.seniority], random)(input, setting),
  ];
  if (random() < CLOSING_SHARE) sentences.push(closing(input, random));
  return sentences.join(' ');
}
