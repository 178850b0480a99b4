import { z } from 'zod';
import { readKeyword } from '#server/ai/local/tailoring/keywords.ts';
import type { ReadJob } from '#server/ai/local/tailoring/read-job.ts';
import { count, type Metric, share } from '../report.ts';

/** One requirement of a posting: a term, or terms any of which meets it ('Power BI', 'Tableau'). */
const requirementSchema = z.union([z.string().min(1), z.array(z.string().min(1)).min(2)]);

/** What a recruiter reads a posting to ask for (eval/real/postings.json's `about` says how it was labelled). */
export const keywordLabelFields = {
  required: z.array(requirementSchema).optional(),
  preferred: z.array(requirementSchema).optional(),
  /** [start, end) character offsets of the company, benefits, pay, schedule and equal-opportunity text. */
  boilerplate: z.array(z.tuple([z.number().int().min(0), z.number().int().min(0)])).optional(),
};

export type Requirement = z.infer<typeof requirementSchema>;
export type KeywordLabel = {
  file: string;
  part: 'tuning' | 'held-out';
  required?: Requirement[];
  preferred?: Requirement[];
  boilerplate?: [number, number][];
};

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#]+/gu, ' ')
    .trim();

/** A term by the skills it names ('Power BI or Tableau' names both), else by its words. */
function keysOf(term: string): string[] {
  const skills = readKeyword(term).skills;
  return skills.length > 0 ? skills.map((skill) => skill.toLowerCase()) : [wordsOf(term)];
}

const requirementKeys = (requirement: Requirement) =>
  (typeof requirement === 'string' ? [requirement] : requirement).flatMap(keysOf);

const shareAKey = (a: string[], b: string[]) => a.some((key) => b.includes(key));

type Comparison = {
  reported: number;
  reportedRight: number;
  labelled: number;
  found: number;
  wrong: string[];
  missed: string[];
};

/** The engine's keywords of one kind against the labelled ones: compared by the skills they name. */
function compare(reported: string[], labelled: Requirement[]): Comparison {
  const reportedKeys = reported.map((keyword) => ({ keyword, keys: keysOf(keyword) }));
  const labelledKeys = labelled.map((requirement) => ({ requirement, keys: requirementKeys(requirement) }));
  const wrong = reportedKeys.filter(
    (entry) => !labelledKeys.some((label) => shareAKey(entry.keys, label.keys)),
  );
  const missed = labelledKeys.filter(
    (label) => !reportedKeys.some((entry) => shareAKey(entry.keys, label.keys)),
  );
  return {
    reported: reported.length,
    reportedRight: reported.length - wrong.length,
    labelled: labelled.length,
    found: labelled.length - missed.length,
    wrong: wrong.map((entry) => entry.keyword),
    missed: missed.map((label) =>
      typeof label.requirement === 'string' ? label.requirement : label.requirement.join(' / '),
    ),
  };
}

/** The posting without its boilerplate parts, in one spacing and case, to look a keyword's words up in. */
function outsideBoilerplate(text: string, boilerplate: [number, number][]): string {
  let kept = text.replace(/[\u00a0\u202f\u2007]/g, ' ');
  for (const [start, end] of boilerplate)
    kept = `${kept.slice(0, start)}${'\n'.repeat(end - start)}${kept.slice(end)}`;
  return kept.toLowerCase().replace(/[ \t]+/g, ' ');
}

const spacedOf = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();
/** The keyword as written, or each of its words ('oral communication' of 'oral and written communication'). */
const foundIn = (outside: string, keyword: string) =>
  outside.includes(spacedOf(keyword)) ||
  spacedOf(keyword)
    .split(' ')
    .every((word) => outside.includes(word));

export type KeywordReading = {
  label: KeywordLabel;
  required: Comparison;
  preferred: Comparison;
  /** Keywords whose words the posting holds only in its boilerplate. */
  fromBoilerplate: string[];
};

export function readKeywords(label: KeywordLabel, text: string, job: ReadJob): KeywordReading {
  const outside = outsideBoilerplate(text, label.boilerplate ?? []);
  const reported = [...job.requiredSkills, ...job.preferredSkills];
  return {
    label,
    required: compare(job.requiredSkills, label.required ?? []),
    preferred: compare(job.preferredSkills, label.preferred ?? []),
    fromBoilerplate: reported.filter((keyword) => !foundIn(outside, keyword)),
  };
}

const sum = (readings: KeywordReading[], pick: (reading: KeywordReading) => number) =>
  readings.reduce((total, reading) => total + pick(reading), 0);

/** Required and preferred precision and recall, and keywords from boilerplate, of one part of the labels. */
export function keywordMetrics(readings: KeywordReading[], part: string, goal?: number): Metric[] {
  const figure = (kind: 'required' | 'preferred', measure: 'precision' | 'recall', goalOf?: number) => {
    const [hits, over] =
      measure === 'precision'
        ? [
            sum(readings, (reading) => reading[kind].reportedRight),
            sum(readings, (reading) => reading[kind].reported),
          ]
        : [
            sum(readings, (reading) => reading[kind].found),
            sum(readings, (reading) => reading[kind].labelled),
          ];
    return share(`${kind} keywords, ${measure}, ${part}`, hits, over, goalOf);
  };
  return [
    figure('required', 'precision', goal),
    figure('required', 'recall', goal),
    figure('preferred', 'precision'),
    figure('preferred', 'recall'),
    count(
      `keywords from boilerplate, ${part}`,
      sum(readings, (reading) => reading.fromBoilerplate.length),
      readings.length,
      goal === undefined ? undefined : 0,
    ),
  ];
}

/** One line per posting and kind of mistake. */
export function keywordFailures(reading: KeywordReading): string[] {
  const { file } = reading.label;
  const lines: [string, string[]][] = [
    ['required keywords reported that it does not require', reading.required.wrong],
    ['required keywords not reported', reading.required.missed],
    ['preferred keywords reported that it does not prefer', reading.preferred.wrong],
    ['preferred keywords not reported', reading.preferred.missed],
    ['keywords from boilerplate', reading.fromBoilerplate],
  ];
  return lines
    .filter(([, keywords]) => keywords.length > 0)
    .map(([what, keywords]) => `${file}: ${what}: ${keywords.map((keyword) => `'${keyword}'`).join(', ')}`);
}
