import { BUSINESS_SKILLS } from './skills-business.ts';
import { GENERAL_PURPOSE_SKILLS } from './skills-general.ts';
import { HEALTH_EDUCATION_SKILLS } from './skills-health-education.ts';
import { MARKETING_MEDIA_SKILLS } from './skills-marketing-media.ts';
import { OPERATIONS_SKILLS } from './skills-operations.ts';
import { TECHNOLOGY_SKILLS } from './skills-technology.ts';
import type { Skill } from './types.ts';

export const SKILLS: readonly Skill[] = [
  ...TECHNOLOGY_SKILLS,
  ...BUSINESS_SKILLS,
  ...HEALTH_EDUCATION_SKILLS,
  ...MARKETING_MEDIA_SKILLS,
  ...OPERATIONS_SKILLS,
  ...GENERAL_PURPOSE_SKILLS,
];
