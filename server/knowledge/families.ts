import type { Industry } from '#common/industries.ts';
import { CATALOGUE_FILES } from './catalogue.ts';

/** Groups of related roles. Roles in the knowledge base and technical interview questions both belong to one. */
export type RoleFamily = {
  id: string;
  name: string;
  industry: Industry;
  otherIndustries: Industry[];
};

export const ROLE_FAMILIES = [
  {
    id: 'software-engineering',
    name: 'Software Engineering',
    industry: 'technology',
    otherIndustries: ['finance', 'retail', 'media'],
  },
  {
    id: 'data-analytics',
    name: 'Data Science & Analytics',
    industry: 'technology',
    otherIndustries: ['finance', 'healthcare', 'retail', 'marketing'],
  },
  {
    id: 'devops-cloud',
    name: 'DevOps & Cloud',
    industry: 'technology',
    otherIndustries: ['finance', 'telecommunications'],
  },
  {
    id: 'cybersecurity',
    name: 'Cybersecurity',
    industry: 'technology',
    otherIndustries: ['finance', 'government'],
  },
  {
    id: 'product-management',
    name: 'Product Management',
    industry: 'technology',
    otherIndustries: ['finance', 'retail'],
  },
  {
    id: 'ux-design',
    name: 'UX & Product Design',
    industry: 'technology',
    otherIndustries: ['media', 'retail'],
  },
  {
    id: 'it-support',
    name: 'IT Support & Administration',
    industry: 'technology',
    otherIndustries: ['education', 'healthcare', 'government'],
  },
  {
    id: 'qa-testing',
    name: 'Quality Assurance & Testing',
    industry: 'technology',
    otherIndustries: ['finance'],
  },
  {
    id: 'accounting',
    name: 'Accounting & Audit',
    industry: 'finance',
    otherIndustries: ['consulting', 'government', 'nonprofit'],
  },
  {
    id: 'financial-analysis',
    name: 'Financial Planning & Analysis',
    industry: 'finance',
    otherIndustries: ['technology', 'manufacturing', 'retail'],
  },
  { id: 'banking', name: 'Banking & Lending', industry: 'finance', otherIndustries: [] },
  {
    id: 'investment-management',
    name: 'Investment & Wealth Management',
    industry: 'finance',
    otherIndustries: [],
  },
  { id: 'nursing', name: 'Nursing', industry: 'healthcare', otherIndustries: ['education'] },
  { id: 'clinical-medicine', name: 'Clinical Medicine', industry: 'healthcare', otherIndustries: [] },
  { id: 'pharmacy', name: 'Pharmacy', industry: 'healthcare', otherIndustries: ['retail'] },
  {
    id: 'allied-health',
    name: 'Allied Health & Therapy',
    industry: 'healthcare',
    otherIndustries: ['education'],
  },
  {
    id: 'healthcare-administration',
    name: 'Healthcare Administration',
    industry: 'healthcare',
    otherIndustries: ['government'],
  },
  {
    id: 'digital-marketing',
    name: 'Digital Marketing',
    industry: 'marketing',
    otherIndustries: ['retail', 'technology', 'media'],
  },
  {
    id: 'content-communications',
    name: 'Content & Communications',
    industry: 'marketing',
    otherIndustries: ['media', 'nonprofit', 'government'],
  },
  {
    id: 'sales',
    name: 'Sales & Account Management',
    industry: 'marketing',
    otherIndustries: ['technology', 'retail', 'finance', 'manufacturing'],
  },
  {
    id: 'management-consulting',
    name: 'Management Consulting',
    industry: 'consulting',
    otherIndustries: ['finance', 'government'],
  },
  {
    id: 'human-resources',
    name: 'Human Resources & Recruiting',
    industry: 'consulting',
    otherIndustries: ['technology', 'healthcare', 'retail', 'government'],
  },
  {
    id: 'project-management',
    name: 'Project & Program Management',
    industry: 'consulting',
    otherIndustries: ['technology', 'construction', 'manufacturing', 'government'],
  },
  { id: 'teaching', name: 'Teaching', industry: 'education', otherIndustries: [] },
  {
    id: 'education-administration',
    name: 'Education Administration & Counselling',
    industry: 'education',
    otherIndustries: ['government'],
  },
  {
    id: 'instructional-design',
    name: 'Instructional Design & Training',
    industry: 'education',
    otherIndustries: ['technology', 'healthcare'],
  },
  {
    id: 'retail-operations',
    name: 'Retail Operations & Merchandising',
    industry: 'retail',
    otherIndustries: ['hospitality'],
  },
  {
    id: 'customer-service',
    name: 'Customer Service & Success',
    industry: 'retail',
    otherIndustries: ['technology', 'telecommunications', 'finance'],
  },
  {
    id: 'supply-chain-logistics',
    name: 'Supply Chain & Logistics',
    industry: 'logistics',
    otherIndustries: ['manufacturing', 'retail'],
  },
  {
    id: 'manufacturing-engineering',
    name: 'Manufacturing & Mechanical Engineering',
    industry: 'manufacturing',
    otherIndustries: ['energy', 'construction'],
  },
  {
    id: 'production-operations',
    name: 'Production & Plant Operations',
    industry: 'manufacturing',
    otherIndustries: ['energy'],
  },
  {
    id: 'quality-management',
    name: 'Quality Management',
    industry: 'manufacturing',
    otherIndustries: ['healthcare'],
  },
  { id: 'legal', name: 'Legal', industry: 'legal', otherIndustries: ['finance', 'government'] },
  {
    id: 'hospitality',
    name: 'Hospitality & Food Service',
    industry: 'hospitality',
    otherIndustries: ['retail'],
  },
  {
    id: 'construction-management',
    name: 'Construction & Skilled Trades',
    industry: 'construction',
    otherIndustries: ['real-estate', 'energy'],
  },
  {
    id: 'public-administration',
    name: 'Public Administration & Policy',
    industry: 'government',
    otherIndustries: ['nonprofit'],
  },
  {
    id: 'energy-engineering',
    name: 'Energy & Electrical Engineering',
    industry: 'energy',
    otherIndustries: ['manufacturing', 'construction'],
  },
  {
    id: 'journalism-media',
    name: 'Journalism & Media Production',
    industry: 'media',
    otherIndustries: ['marketing'],
  },
  {
    id: 'nonprofit-programs',
    name: 'Nonprofit Programs & Fundraising',
    industry: 'nonprofit',
    otherIndustries: ['education', 'government'],
  },
  {
    id: 'real-estate',
    name: 'Real Estate & Property Management',
    industry: 'real-estate',
    otherIndustries: ['finance'],
  },
  {
    id: 'network-telecom',
    name: 'Networks & Telecommunications',
    industry: 'telecommunications',
    otherIndustries: ['technology'],
  },
] as const satisfies readonly RoleFamily[];

export type RoleFamilyId = (typeof ROLE_FAMILIES)[number]['id'];

const writtenFamilyIds = new Set<string>(ROLE_FAMILIES.map((family) => family.id));

/** Whether a family is one of the written ones, which the interview's question bank and the sample postings cover. */
export const isWrittenFamily = (id: string): id is RoleFamilyId => writtenFamilyIds.has(id);

/** Every family: the written ones above (which the interview's question bank covers) and the catalogue files'. */
const FAMILIES: readonly RoleFamily[] = [
  ...ROLE_FAMILIES,
  ...CATALOGUE_FILES.flatMap((file) => file.families),
];

const familiesById = new Map(FAMILIES.map((family) => [family.id, family]));

/** A family by its id: 'accounting' → Accounting & Audit. */
export const familyOf = (id: string): RoleFamily | undefined => familiesById.get(id);
