/** The industries the interview setup offers, in its order. */
export const INTERVIEW_INDUSTRIES = [
  'technology',
  'finance',
  'healthcare',
  'marketing',
  'consulting',
  'education',
  'retail',
  'manufacturing',
] as const;

export type InterviewIndustry = (typeof INTERVIEW_INDUSTRIES)[number];

/** Every industry the product knows roles and postings for: the interview's eight and more. */
export const INDUSTRIES = [
  ...INTERVIEW_INDUSTRIES,
  'government',
  'hospitality',
  'logistics',
  'legal',
  'media',
  'energy',
  'nonprofit',
  'real-estate',
  'construction',
  'telecommunications',
] as const;

export type Industry = (typeof INDUSTRIES)[number];

/** How an industry reads on screen: 'real-estate' as 'Real estate'. */
export function industryLabel(industry: string): string {
  return industry.charAt(0).toUpperCase() + industry.slice(1).replaceAll('-', ' ');
}
