import type { InterviewIndustry } from '#common/industries.ts';

export function industryLabel(industry: InterviewIndustry | string): string {
  return industry.charAt(0).toUpperCase() + industry.slice(1);
}
