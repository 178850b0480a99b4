import type { RoleFamilyId } from '#server/knowledge/index.ts';
import type { WorkType } from '#server/knowledge/work-type.ts';
import type { SampleRole } from './sample-role.ts';

/** Percent of a role's postings that are remote, hybrid and on-site. */
export type WorkTypeMix = readonly [remote: number, hybrid: number, onsite: number];

const ON_SITE_ONLY: WorkTypeMix = [0, 0, 100];

/** Most families' usual mix; hands-on work (care, teaching, kitchens, stores, plants, sites) is on-site only. */
export const WORK_TYPE_MIX_BY_FAMILY: Readonly<Record<RoleFamilyId, WorkTypeMix>> = {
  'software-engineering': [62, 30, 8],
  'data-analytics': [58, 34, 8],
  'devops-cloud': [64, 28, 8],
  cybersecurity: [50, 40, 10],
  'product-management': [50, 42, 8],
  'ux-design': [58, 34, 8],
  'it-support': [15, 50, 35],
  'qa-testing': [62, 30, 8],
  accounting: [30, 55, 15],
  'financial-analysis': [30, 58, 12],
  banking: [10, 45, 45],
  'investment-management': [10, 65, 25],
  nursing: ON_SITE_ONLY,
  'clinical-medicine': [0, 5, 95],
  pharmacy: ON_SITE_ONLY,
  'allied-health': ON_SITE_ONLY,
  'healthcare-administration': [10, 50, 40],
  'digital-marketing': [58, 34, 8],
  'content-communications': [60, 32, 8],
  sales: [35, 50, 15],
  'management-consulting': [25, 60, 15],
  'human-resources': [30, 55, 15],
  'project-management': [45, 45, 10],
  teaching: ON_SITE_ONLY,
  'education-administration': ON_SITE_ONLY,
  'instructional-design': [58, 34, 8],
  'retail-operations': ON_SITE_ONLY,
  'customer-service': [50, 25, 25],
  'supply-chain-logistics': [30, 55, 15],
  'manufacturing-engineering': [0, 55, 45],
  'production-operations': ON_SITE_ONLY,
  'quality-management': [0, 40, 60],
  legal: [20, 60, 20],
  hospitality: ON_SITE_ONLY,
  'construction-management': [0, 30, 70],
  'public-administration': [20, 60, 20],
  'energy-engineering': [10, 60, 30],
  'journalism-media': [35, 50, 15],
  'nonprofit-programs': [25, 55, 20],
  'real-estate': [0, 50, 50],
  'network-telecom': [15, 55, 30],
};

/** Roles whose mix differs from their family's: a medical coder works from home, an electrician never does. */
export const WORK_TYPE_MIX_BY_ROLE: Readonly<Record<string, WorkTypeMix>> = {
  'systems-administrator': [25, 50, 25],
  'telecommunications-technician': ON_SITE_ONLY,
  bookkeeper: [25, 30, 45],
  'bank-teller': ON_SITE_ONLY,
  'nurse-practitioner': [0, 10, 90],
  'medical-coder': [70, 25, 5],
  'account-executive': [50, 40, 10],
  recruiter: [50, 35, 15],
  'corporate-trainer': [20, 50, 30],
  merchandiser: [0, 10, 90],
  'customer-success-manager': [62, 30, 8],
  'logistics-coordinator': [10, 50, 40],
  'warehouse-manager': ON_SITE_ONLY,
  'urban-planner': [5, 60, 35],
  electrician: ON_SITE_ONLY,
  'civil-engineer': [5, 60, 35],
  'event-planner': [5, 40, 55],
  'grant-writer': [60, 28, 12],
  'real-estate-agent': [5, 40, 55],
  'property-manager': ON_SITE_ONLY,
};

export function workTypeMixFor(role: SampleRole): WorkTypeMix {
  return WORK_TYPE_MIX_BY_ROLE[role.id] ?? WORK_TYPE_MIX_BY_FAMILY[role.family];
}

export function pickWorkType(mix: WorkTypeMix, random: () => number): WorkType {
  const [remote, hybrid, onsite] = mix;
  const draw = random() * (remote + hybrid + onsite);
  if (draw < remote) return 'remote';
  if (draw < remote + hybrid) return 'hybrid';
  return 'onsite';
}
