import type { ExperienceEntry, ResumeFacts, YearMonth } from '#server/ai/local/resume/parse.ts';

/** A year written alone is read as its middle: '2017 – 2020' is three years, not four. */
const MID_YEAR = 6;
const MONTHS_PER_YEAR = 12;

function monthIndex(point: YearMonth | 'present', today: Date): number | undefined {
  if (point === 'present') return today.getUTCFullYear() * MONTHS_PER_YEAR + today.getUTCMonth();
  const match = point.match(/^(\d{4})(?:-(\d{2}))?$/);
  if (!match) return undefined;
  const month = match[2] ? Number(match[2]) - 1 : MID_YEAR - 1;
  return Number(match[1]) * MONTHS_PER_YEAR + month;
}

type Span = { from: number; to: number };

function spanOf(entry: ExperienceEntry, today: Date): Span | undefined {
  if (!entry.start) return undefined;
  const from = monthIndex(entry.start, today);
  const to = monthIndex(entry.end ?? entry.start, today);
  if (from === undefined || to === undefined || to < from) return undefined;
  // A job that starts and ends in the same month still counts as one month of work.
  return { from, to: to + (to === from ? 1 : 0) };
}

/**
 * Years of work from the dated jobs (those `counts` keeps), overlapping jobs counted once. Jobs under an experience
 * heading count; when there are none, volunteering and projects with dates do.
 */
export function yearsOfExperience(
  facts: ResumeFacts,
  today: Date,
  counts: (entry: ExperienceEntry) => boolean = () => true,
): number {
  const jobs = facts.entries.filter((entry) => entry.section === 'experience');
  const counted = (jobs.length > 0 ? jobs : facts.entries).filter(counts);
  const spans = counted.flatMap((entry) => spanOf(entry, today) ?? []).sort((a, b) => a.from - b.from);
  let months = 0;
  let covered = Number.NEGATIVE_INFINITY;
  for (const span of spans) {
    const from = Math.max(span.from, covered);
    if (span.to > from) months += span.to - from;
    covered = Math.max(covered, span.to);
  }
  return months / MONTHS_PER_YEAR;
}
