import { CONSULTING_HR_ROLES } from './roles-consulting-hr.ts';
import { DATA_SECURITY_ROLES } from './roles-data-security.ts';
import { EDUCATION_ROLES } from './roles-education.ts';
import { FINANCE_ROLES } from './roles-finance.ts';
import { HEALTH_ALLIED_ROLES } from './roles-health-allied.ts';
import { HEALTH_CLINICAL_ROLES } from './roles-health-clinical.ts';
import { INDUSTRY_ROLES } from './roles-industry.ts';
import { INFRASTRUCTURE_ROLES } from './roles-infrastructure.ts';
import { MARKETING_SALES_ROLES } from './roles-marketing-sales.ts';
import { PUBLIC_MEDIA_ROLES } from './roles-public-media.ts';
import { RETAIL_LOGISTICS_ROLES } from './roles-retail-logistics.ts';
import { SERVICES_ROLES } from './roles-services.ts';
import { SOFTWARE_ROLES } from './roles-software.ts';
import type { Role } from './types.ts';

/**
 * Every role in the knowledge base: its usual title, other titles, industries, family,
 * the canonical skills (most important first) and the outcomes the role is measured by.
 */
export const ROLES: readonly Role[] = [
  ...SOFTWARE_ROLES,
  ...DATA_SECURITY_ROLES,
  ...INFRASTRUCTURE_ROLES,
  ...FINANCE_ROLES,
  ...HEALTH_CLINICAL_ROLES,
  ...HEALTH_ALLIED_ROLES,
  ...MARKETING_SALES_ROLES,
  ...CONSULTING_HR_ROLES,
  ...EDUCATION_ROLES,
  ...RETAIL_LOGISTICS_ROLES,
  ...INDUSTRY_ROLES,
  ...SERVICES_ROLES,
  ...PUBLIC_MEDIA_ROLES,
];
