import { CONSULTING_LEGAL_QUESTIONS } from './technical/consulting-legal.ts';
import { EDUCATION_QUESTIONS } from './technical/education.ts';
import { FINANCE_QUESTIONS } from './technical/finance.ts';
import { HEALTHCARE_QUESTIONS } from './technical/healthcare.ts';
import { INDUSTRIAL_QUESTIONS } from './technical/industrial.ts';
import { MARKETING_MEDIA_QUESTIONS } from './technical/marketing-media.ts';
import { PUBLIC_SECTOR_QUESTIONS } from './technical/public-sector.ts';
import { RETAIL_HOSPITALITY_QUESTIONS } from './technical/retail-hospitality.ts';
import { TECHNOLOGY_QUESTIONS } from './technical/technology.ts';
import type { Question } from './types.ts';

/** Technical and situational questions of every role family. */
export const TECHNICAL_QUESTIONS: readonly Question[] = [
  ...TECHNOLOGY_QUESTIONS,
  ...FINANCE_QUESTIONS,
  ...HEALTHCARE_QUESTIONS,
  ...MARKETING_MEDIA_QUESTIONS,
  ...CONSULTING_LEGAL_QUESTIONS,
  ...EDUCATION_QUESTIONS,
  ...RETAIL_HOSPITALITY_QUESTIONS,
  ...INDUSTRIAL_QUESTIONS,
  ...PUBLIC_SECTOR_QUESTIONS,
];
