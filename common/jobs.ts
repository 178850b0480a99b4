/** Where postings come from: the built-in sample catalogue, or an employer's own board on an applicant tracking system. */
export const POSTING_SOURCES = ['sample', 'greenhouse', 'lever', 'ashby'] as const;
export type PostingSourceName = (typeof POSTING_SOURCES)[number];
export const POSTING_SOURCE_LABELS: Record<PostingSourceName, string> = {
  sample: 'Sample posting',
  greenhouse: 'Greenhouse',
  lever: 'Lever',
  ashby: 'Ashby',
};

/** Match badge colours: 90 or more green, 70 or more blue, below 70 yellow. */
export function matchBand(score: number): 'green' | 'blue' | 'yellow' {
  if (score >= 90) return 'green';
  if (score >= 70) return 'blue';
  return 'yellow';
}
