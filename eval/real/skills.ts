import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { analyzeResumeText } from '#server/ai/local/resume/analyze.ts';
import { missingSkills, reportedMissing } from '#server/ai/local/resume/missing-keywords.ts';
import { parseResume } from '#server/ai/local/resume/parse.ts';
import { extractText } from '#server/files/extract.ts';
import { ROLES, type Role, skillsShownBy } from '#server/knowledge/index.ts';
import { count, type Metric, type SuiteResult, share } from '../report.ts';
import { CORPUS_DIR, readingsByPart, readLabels, skippedWithoutCorpus } from './labels.ts';

/** The issue whose goals these are: printed against them, held by the baseline, not yet required. */
const OPEN_ISSUE = 47;
/** Skills reported missing that the resume shows, per this many resumes. */
const PER_RESUMES = 25;
const GOAL_FALSE_MISSING_PER_25 = 1;

/**
 * What a careful recruiter reads in one real resume of `../shared/corpus/resumes/`: for every hard skill and tool the
 * labelled occupation lists, whether the resume shows it under any wording (eval/real/skills.json says how).
 */
const skillLabelSchema = z.strictObject({
  file: z.string().regex(/^[a-z-]+-\d+$/),
  /** The catalogue occupation (Role.id) whose skills were judged. */
  occupation: z.string().min(1),
  part: z.enum(['tuning', 'held-out']),
  shown: z.array(z.string().min(1)),
  notShown: z.array(z.string().min(1)),
});
const skillLabelsSchema = z.strictObject({ about: z.string(), labels: z.array(skillLabelSchema) });

type SkillLabel = z.infer<typeof skillLabelSchema>;
type Reading = {
  label: SkillLabel;
  /** Every skill of the labelled occupation judged missing, and the ones the analysis reports. */
  judgedMissing: string[];
  reported: string[];
  /** What the analysis reports missing for the role it reads itself, and that role. */
  ownRoleReported: string[];
};

const askedBy = (role: Role): string[] => [...role.hardSkills, ...role.tools];

function occupationOf(label: SkillLabel): Role {
  const role = ROLES.find((candidate) => candidate.id === label.occupation);
  if (!role) throw new Error(`eval/real/skills.json: ${label.file} names no occupation ${label.occupation}`);
  return role;
}

async function readResume(label: SkillLabel): Promise<Reading | undefined> {
  const extraction = await extractText(
    'pdf',
    await readFile(join(CORPUS_DIR, 'resumes', `${label.file}.pdf`)),
  );
  if (!extraction.ok) return undefined;
  const { text, pageCount, twoColumns } = extraction;
  const shown = skillsShownBy(parseResume(text).text);
  const asked = askedBy(occupationOf(label));
  const { keywords } = analyzeResumeText({ text, format: 'pdf', pageCount, twoColumns });
  return {
    label,
    judgedMissing: missingSkills(asked, shown),
    reported: reportedMissing(asked, shown),
    ownRoleReported: keywords,
  };
}

const per25 = (value: number, resumes: number) =>
  resumes === 0 ? 0 : Math.round((value / resumes) * PER_RESUMES * 100) / 100;

/** Skills the analysis reports missing that the resume shows, as a rate per 25 resumes. */
function falseMissingFigure(readings: Reading[], reportedOf: (reading: Reading) => string[], name: string) {
  let falselyMissing = 0;
  for (const reading of readings) {
    const shown = new Set(reading.label.shown);
    falselyMissing += reportedOf(reading).filter((skill) => shown.has(skill)).length;
  }
  return count(name, per25(falselyMissing, readings.length), readings.length, GOAL_FALSE_MISSING_PER_25);
}

/** Of every skill of the occupation the resume shows, the share not judged missing (the whole list, not the top ten). */
function shownReadFigure(readings: Reading[], failures: string[] | undefined, part: string): Metric {
  let shown = 0;
  let read = 0;
  for (const { label, judgedMissing, reported } of readings) {
    const missing = new Set(judgedMissing);
    const wrong = label.shown.filter((skill) => missing.has(skill));
    shown += label.shown.length;
    read += label.shown.length - wrong.length;
    const marked = wrong.map((skill) => (reported.includes(skill) ? `${skill} (reported)` : skill));
    if (failures && wrong.length > 0)
      failures.push(`${label.file}: judged missing, but shown: ${marked.join(', ')}`);
  }
  return share(`skills the resume shows not judged missing (every skill asked), ${part}`, read, shown);
}

/** Of every skill of the occupation the resume does not show, the share judged missing: the gaps the analysis finds. */
function gapsFigure(readings: Reading[], failures: string[] | undefined, part: string): Metric {
  let gaps = 0;
  let found = 0;
  for (const { label, judgedMissing } of readings) {
    const missing = new Set(judgedMissing);
    const asked = new Set(askedBy(occupationOf(label)));
    const labelledGaps = label.notShown.filter((skill) => asked.has(skill));
    const credited = labelledGaps.filter((skill) => !missing.has(skill));
    gaps += labelledGaps.length;
    found += labelledGaps.length - credited.length;
    if (failures && credited.length > 0)
      failures.push(`${label.file}: credited, but not shown: ${credited.join(', ')}`);
  }
  return share(`gaps judged missing (skills asked that the resume does not show), ${part}`, found, gaps);
}

/**
 * Real resumes nobody here wrote, labelled with the skills of their occupation that they show (eval/real/skills.json),
 * read from their PDF as an upload is. The missing skills are those of the labelled occupation, so that a role read
 * wrong does not blur the figure; the analysis's own report, for the role it reads, is measured beside it. Skipped
 * where the corpus is absent.
 */
export async function evaluateRealSkills(): Promise<SuiteResult> {
  const skipped = skippedWithoutCorpus('real skills', 'resumes');
  if (skipped) return skipped;
  const labels = await readLabels('skills.json', skillLabelsSchema);
  const { readings, tuning, heldOut } = await readingsByPart(labels, readResume);
  const failures: string[] = [];
  const reported = (reading: Reading) => reading.reported;
  const ownRole = (reading: Reading) => reading.ownRoleReported;
  const metrics = [
    falseMissingFigure(
      tuning,
      reported,
      `skills reported missing that the resume shows, per 25, tuning part`,
    ),
    falseMissingFigure(
      heldOut,
      reported,
      `skills reported missing that the resume shows, per 25, held-out part`,
    ),
    falseMissingFigure(
      readings,
      ownRole,
      `skills reported missing that the resume shows, per 25, role the analysis reads (both parts)`,
    ),
    shownReadFigure(tuning, failures, 'tuning part'),
    shownReadFigure(heldOut, undefined, 'held-out part'),
    gapsFigure(tuning, failures, 'tuning part'),
    gapsFigure(heldOut, undefined, 'held-out part'),
  ];
  if (heldOut.length > 0)
    failures.push(`and the held-out part's failures, not listed: it is kept out of tuning`);
  return {
    suite: `real skills (${readings.length})`,
    metrics: metrics.map((metric) => ({ ...metric, openIssue: OPEN_ISSUE })),
    failures,
  };
}
