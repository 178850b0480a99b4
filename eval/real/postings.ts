import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { readTargetJob } from '#server/ai/local/tailoring/read-job.ts';
import { SENIORITIES } from '#server/knowledge/seniority.ts';
import { type Metric, type SuiteResult, share } from '../report.ts';
import { CORPUS_DIR, readingsByPart, readLabels, skippedWithoutCorpus } from './labels.ts';
import {
  type KeywordReading,
  keywordFailures,
  keywordLabelFields,
  keywordMetrics,
  readKeywords,
} from './posting-keywords.ts';

/** The issue whose goals these are: printed against them, held by the baseline, not yet required. */
const OPEN_ISSUE = 47;
const GOAL = 0.95;
const KEYWORD_GOAL = 0.9;

/**
 * One real job posting of `../shared/corpus/jobs/`, as a careful recruiter reads it: its title, the fewest years of
 * experience it asks for (null when it names none) and the level it is at; for some, the keywords it requires and
 * prefers and where its boilerplate stands.
 */
const postingLabelSchema = z.strictObject({
  /** The corpus file's name without its extension: 'accounting-01'. */
  file: z.string().regex(/^[a-z-]+-\d{2}$/),
  title: z.string().min(1),
  years: z.number().int().min(0).max(50).nullable(),
  seniority: z.enum(SENIORITIES),
  /** Held-out labels are never looked at while tuning: the suite prints no failure of theirs. */
  part: z.enum(['tuning', 'held-out']),
  ...keywordLabelFields,
});
const postingLabelsSchema = z.strictObject({ about: z.string(), labels: z.array(postingLabelSchema) });

type PostingLabel = z.infer<typeof postingLabelSchema>;
type Reading = {
  label: PostingLabel;
  title: string;
  years: number | null;
  seniority: string | null;
  keywords?: KeywordReading;
};

const titleKey = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

async function readPosting(label: PostingLabel): Promise<Reading> {
  const text = await readFile(join(CORPUS_DIR, 'jobs', `${label.file}.txt`), 'utf8');
  const job = readTargetJob(text);
  const keywords = label.required ? readKeywords(label, text, job) : undefined;
  return { label, title: job.title, years: job.years, seniority: job.seniority, keywords };
}

const fields = {
  title: (reading: Reading) => titleKey(reading.title) === titleKey(reading.label.title),
  years: (reading: Reading) => reading.years === reading.label.years,
  seniority: (reading: Reading) => reading.seniority === reading.label.seniority,
} as const;

function failureOf(reading: Reading, field: keyof typeof fields): string {
  const read = { title: reading.title, years: reading.years, seniority: reading.seniority }[field];
  return `${reading.label.file}: ${field} read ${JSON.stringify(read)}, is ${JSON.stringify(reading.label[field])}`;
}

/**
 * Real job postings nobody here wrote (`../shared/corpus/jobs`), read as a pasted posting is, against the title,
 * years, level and keywords a recruiter reads in them (eval/real/postings.json). Skipped, with a line saying so, where the
 * corpus is absent.
 */
export async function evaluateRealPostings(): Promise<SuiteResult> {
  const skipped = skippedWithoutCorpus('real postings', 'jobs');
  if (skipped) return skipped;
  const labels = await readLabels('postings.json', postingLabelsSchema);
  const { readings, tuning, heldOut } = await readingsByPart(labels, readPosting);
  const figure = (field: keyof typeof fields, part: Reading[], name: string, goal?: number): Metric =>
    share(`${field} read right, ${name}`, part.filter(fields[field]).length, part.length, goal);
  const failures = (Object.keys(fields) as (keyof typeof fields)[]).flatMap((field) =>
    tuning.filter((reading) => !fields[field](reading)).map((reading) => failureOf(reading, field)),
  );
  const heldOutWrong = heldOut.filter(
    (reading) => !fields.years(reading) || !fields.seniority(reading),
  ).length;
  if (heldOutWrong > 0)
    failures.push(`and ${heldOutWrong} held-out postings, not listed: they are kept out of tuning`);
  const keywordsOf = (part: Reading[]) => part.flatMap((reading) => reading.keywords ?? []);
  failures.push(...keywordsOf(tuning).flatMap(keywordFailures));
  const heldOutKeywordsWrong = keywordsOf(heldOut).filter(
    (reading) => keywordFailures(reading).length > 0,
  ).length;
  if (heldOutKeywordsWrong > 0)
    failures.push(`and ${heldOutKeywordsWrong} held-out postings with a keyword wrong, not listed`);
  return {
    suite: `real postings (${readings.length})`,
    metrics: [
      figure('title', readings, 'both parts'),
      figure('years', tuning, 'tuning part'),
      figure('years', heldOut, 'held-out part', GOAL),
      figure('seniority', tuning, 'tuning part'),
      figure('seniority', heldOut, 'held-out part', GOAL),
      ...keywordMetrics(keywordsOf(tuning), 'tuning part', KEYWORD_GOAL),
      ...keywordMetrics(keywordsOf(heldOut), 'held-out part', KEYWORD_GOAL),
    ].map((metric) => ({ ...metric, openIssue: OPEN_ISSUE })),
    failures,
  };
}
