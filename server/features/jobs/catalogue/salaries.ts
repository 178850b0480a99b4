import { isWrittenFamily, type Role, type RoleFamilyId } from '#server/knowledge/index.ts';
import type { Seniority } from '#server/knowledge/seniority.ts';
import type { SampleRole } from './sample-role.ts';

/** Yearly US base pay in thousands of dollars: the low and high end of a posting's range. */
export type PayBand = readonly [low: number, high: number];
export type SeniorityPay = Readonly<Record<Seniority, PayBand>>;

/**
 * Typical US base pay by role family, for a mid-cost city. The Record type makes the compiler flag a family
 * added to the knowledge base but not here.
 */
export const SALARY_BANDS_BY_FAMILY: Readonly<Record<RoleFamilyId, SeniorityPay>> = {
  'software-engineering': { entry: [85, 120], mid: [115, 160], senior: [155, 215] },
  'data-analytics': { entry: [80, 110], mid: [110, 150], senior: [145, 200] },
  'devops-cloud': { entry: [85, 115], mid: [120, 165], senior: [160, 215] },
  cybersecurity: { entry: [75, 100], mid: [105, 145], senior: [145, 195] },
  'product-management': { entry: [85, 115], mid: [125, 170], senior: [165, 220] },
  'ux-design': { entry: [65, 90], mid: [95, 130], senior: [130, 170] },
  'it-support': { entry: [42, 55], mid: [55, 75], senior: [72, 95] },
  'qa-testing': { entry: [65, 85], mid: [90, 125], senior: [120, 155] },
  accounting: { entry: [55, 68], mid: [68, 90], senior: [88, 115] },
  'financial-analysis': { entry: [65, 82], mid: [80, 105], senior: [105, 135] },
  banking: { entry: [45, 60], mid: [60, 85], senior: [85, 120] },
  'investment-management': { entry: [75, 100], mid: [100, 150], senior: [150, 220] },
  nursing: { entry: [65, 82], mid: [75, 105], senior: [95, 125] },
  'clinical-medicine': { entry: [210, 250], mid: [240, 320], senior: [300, 400] },
  pharmacy: { entry: [115, 128], mid: [125, 142], senior: [138, 158] },
  'allied-health': { entry: [52, 62], mid: [60, 75], senior: [72, 90] },
  'healthcare-administration': { entry: [65, 85], mid: [90, 120], senior: [120, 160] },
  'digital-marketing': { entry: [52, 65], mid: [70, 95], senior: [95, 130] },
  'content-communications': { entry: [45, 58], mid: [60, 80], senior: [80, 110] },
  sales: { entry: [60, 80], mid: [80, 110], senior: [110, 150] },
  'management-consulting': { entry: [75, 95], mid: [100, 140], senior: [140, 190] },
  'human-resources': { entry: [50, 62], mid: [62, 80], senior: [80, 105] },
  'project-management': { entry: [60, 78], mid: [85, 115], senior: [115, 150] },
  teaching: { entry: [44, 52], mid: [52, 66], senior: [64, 82] },
  'education-administration': { entry: [48, 56], mid: [55, 68], senior: [66, 82] },
  'instructional-design': { entry: [55, 68], mid: [68, 88], senior: [86, 110] },
  'retail-operations': { entry: [35, 42], mid: [40, 52], senior: [50, 65] },
  'customer-service': { entry: [32, 38], mid: [36, 44], senior: [42, 52] },
  'supply-chain-logistics': { entry: [55, 68], mid: [68, 85], senior: [85, 108] },
  'manufacturing-engineering': { entry: [65, 80], mid: [80, 105], senior: [100, 130] },
  'production-operations': { entry: [52, 62], mid: [60, 78], senior: [76, 98] },
  'quality-management': { entry: [62, 76], mid: [76, 98], senior: [95, 122] },
  legal: { entry: [85, 110], mid: [115, 160], senior: [160, 220] },
  hospitality: { entry: [45, 55], mid: [55, 70], senior: [68, 88] },
  'construction-management': { entry: [65, 80], mid: [85, 115], senior: [115, 155] },
  'public-administration': { entry: [52, 64], mid: [64, 85], senior: [84, 110] },
  'energy-engineering': { entry: [70, 85], mid: [88, 115], senior: [112, 145] },
  'journalism-media': { entry: [40, 50], mid: [52, 70], senior: [68, 95] },
  'nonprofit-programs': { entry: [48, 58], mid: [58, 75], senior: [74, 95] },
  'real-estate': { entry: [45, 55], mid: [55, 70], senior: [68, 90] },
  'network-telecom': { entry: [70, 90], mid: [90, 125], senior: [120, 160] },
};

/** Roles paid well above or below the rest of their family (a nurse practitioner, a bank teller, a chef). */
export const SALARY_BANDS_BY_ROLE: Readonly<Record<string, SeniorityPay>> = {
  'data-analyst': { entry: [60, 78], mid: [75, 105], senior: [100, 135] },
  'business-intelligence-analyst': { entry: [65, 85], mid: [85, 115], senior: [110, 145] },
  'machine-learning-engineer': { entry: [100, 135], mid: [140, 190], senior: [185, 250] },
  'cloud-architect': { entry: [110, 140], mid: [150, 190], senior: [185, 240] },
  'graphic-designer': { entry: [45, 58], mid: [58, 78], senior: [75, 100] },
  'systems-administrator': { entry: [60, 78], mid: [78, 100], senior: [98, 128] },
  'telecommunications-technician': { entry: [42, 55], mid: [55, 72], senior: [70, 90] },
  bookkeeper: { entry: [38, 48], mid: [46, 58], senior: [56, 70] },
  'fpa-manager': { entry: [110, 135], mid: [130, 165], senior: [160, 200] },
  'bank-teller': { entry: [32, 38], mid: [36, 43], senior: [41, 50] },
  'nurse-practitioner': { entry: [105, 120], mid: [118, 140], senior: [135, 160] },
  'physician-assistant': { entry: [105, 120], mid: [120, 140], senior: [135, 160] },
  'pharmacy-technician': { entry: [34, 40], mid: [38, 46], senior: [44, 53] },
  'physical-therapist': { entry: [80, 92], mid: [90, 105], senior: [102, 120] },
  'medical-assistant': { entry: [34, 39], mid: [38, 44], senior: [43, 50] },
  'medical-coder': { entry: [40, 50], mid: [48, 60], senior: [58, 72] },
  'marketing-manager': { entry: [70, 90], mid: [95, 130], senior: [130, 170] },
  'communications-manager': { entry: [65, 85], mid: [85, 115], senior: [115, 150] },
  'sales-representative': { entry: [45, 58], mid: [55, 72], senior: [70, 90] },
  'sales-manager': { entry: [80, 100], mid: [100, 135], senior: [130, 175] },
  'business-analyst': { entry: [62, 78], mid: [78, 100], senior: [98, 125] },
  'program-manager': { entry: [95, 120], mid: [120, 155], senior: [150, 195] },
  'scrum-master': { entry: [80, 95], mid: [95, 120], senior: [118, 145] },
  'school-principal': { entry: [85, 100], mid: [100, 125], senior: [120, 150] },
  'store-manager': { entry: [45, 55], mid: [55, 72], senior: [70, 95] },
  'retail-sales-associate': { entry: [29, 34], mid: [31, 38], senior: [35, 42] },
  'customer-success-manager': { entry: [55, 70], mid: [70, 95], senior: [95, 125] },
  'logistics-coordinator': { entry: [40, 48], mid: [46, 56], senior: [55, 68] },
  'warehouse-manager': { entry: [55, 68], mid: [68, 88], senior: [86, 110] },
  electrician: { entry: [38, 48], mid: [52, 72], senior: [70, 92] },
  'civil-engineer': { entry: [62, 75], mid: [78, 100], senior: [98, 130] },
  paralegal: { entry: [42, 52], mid: [52, 68], senior: [66, 85] },
  'hotel-manager': { entry: [50, 62], mid: [62, 85], senior: [85, 120] },
  chef: { entry: [34, 42], mid: [48, 62], senior: [65, 90] },
  'event-planner': { entry: [42, 50], mid: [50, 64], senior: [62, 80] },
  'real-estate-agent': { entry: [40, 55], mid: [50, 75], senior: [70, 110] },
  'grant-writer': { entry: [45, 55], mid: [55, 68], senior: [66, 85] },
  'development-director': { entry: [65, 80], mid: [80, 105], senior: [100, 135] },
};

/** A role's pay by level; none for a family the sample catalogue has no pay for. */
export function payBandsFor(role: SampleRole): SeniorityPay;
export function payBandsFor(role: Role): SeniorityPay | undefined;
export function payBandsFor(role: Role): SeniorityPay | undefined {
  return (
    SALARY_BANDS_BY_ROLE[role.id] ??
    (isWrittenFamily(role.family) ? SALARY_BANDS_BY_FAMILY[role.family] : undefined)
  );
}

const roundToThousand = (dollars: number) => Math.round(dollars / 1000) * 1000;

/**
 * A posting's yearly range in dollars: the band scaled by the city's pay level, each end nudged up to 6 % either way
 * so postings for the same job differ, and the top kept at least 5 % above the bottom.
 */
export function salaryRange(
  band: PayBand,
  payFactor: number,
  random: () => number,
): { salaryMin: number; salaryMax: number } {
  const nudge = () => 0.94 + random() * 0.12;
  const salaryMin = roundToThousand(band[0] * 1000 * payFactor * nudge());
  const salaryMax = Math.max(
    roundToThousand(band[1] * 1000 * payFactor * nudge()),
    roundToThousand(salaryMin * 1.05) + 1000,
  );
  return { salaryMin, salaryMax };
}
