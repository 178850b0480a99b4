import type { TargetJob } from '#common/api/tailoring.ts';
import { sentenceFaults } from '#server/ai/local/grammar/grammar.ts';
import { parseResume } from '#server/ai/local/resume/parse.ts';
import { readKeyword } from '#server/ai/local/tailoring/keywords.ts';
import { matchResume } from '#server/ai/local/tailoring/match.ts';
import { readTargetJob } from '#server/ai/local/tailoring/read-job.ts';
import { chooseBullets, draftRewrites } from '#server/ai/local/tailoring/rewrites.ts';
import { unsupportedClaims } from '#server/ai/local/tailoring/truth.ts';
import { skillsShownBy } from '#server/knowledge/index.ts';
import { count, type SuiteResult, share } from '../report.ts';
import { loadTailoringCases } from './case.ts';

/** 'present' is read as this day, so that the figures do not move with the calendar. */
const EVAL_TODAY = new Date('2026-11-01T00:00:00Z');
const TIER_ORDER = { good: 2, stretch: 1, poor: 0 } as const;

/** A keyword by the skill it names ('Power BI or Tableau' and 'Power BI' are one), else by its words. */
const keyOf = (keyword: string) => {
  const read = readKeyword(keyword);
  return (read.skills[0] ?? keyword).toLowerCase();
};

const FIGURE = /\d+(?:[.,]\d+)*/g;

/**
 * What a rewrite says that the resume does not, by two plain readings that share nothing with the engine's own
 * check: figures written in digits, and skills the knowledge base finds.
 */
function plainlyUnsupported(resumeText: string, after: string): string[] {
  const figures = new Set(resumeText.match(FIGURE));
  const skills = new Set(skillsShownBy(resumeText).keys());
  return [
    ...(after.match(FIGURE) ?? []).filter((figure) => !figures.has(figure)),
    ...[...skillsShownBy(after).keys()].filter((skill) => !skills.has(skill)),
  ];
}

const sameTitle = (a: string, b: string) =>
  a.toLowerCase().replace(/\s+/g, ' ').trim() === b.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * Tailoring on labelled resume × job pairs: the job read from its posting as a user would paste it, then the resume
 * matched against it. Missing keywords are the required ones the resume does not show; fit tiers for one job must
 * come out in order of match rate (good above stretch above poor).
 */
export async function evaluateTailoring(): Promise<SuiteResult> {
  const { jobs, pairs, resumes } = await loadTailoringCases();
  const failures: string[] = [];
  const read = new Map(
    jobs.map((job) => {
      const { description, ...fields } = readTargetJob(job.text);
      const target: TargetJob = {
        ...fields,
        description,
        url: null,
        source: { kind: 'pasted', matchId: null },
      };
      return [job.id, target] as const;
    }),
  );
  let titles = 0;
  let years = 0;
  let education = 0;
  for (const job of jobs) {
    const target = read.get(job.id) as TargetJob;
    if (sameTitle(target.title, job.title)) titles += 1;
    else failures.push(`${job.id}: title read as '${target.title}', not '${job.title}'`);
    if (target.years === job.years) years += 1;
    else failures.push(`${job.id}: years read as ${target.years}, not ${job.years}`);
    if (target.education === job.education) education += 1;
    else failures.push(`${job.id}: education read as ${target.education}, not ${job.education}`);
  }
  let flagged = 0;
  let flaggedRight = 0;
  let labelled = 0;
  let found = 0;
  let tiersRight = 0;
  let drafted = 0;
  let draftsClaiming = 0;
  let offeredClaiming = 0;
  let draftsDroppingFigures = 0;
  let draftsUngrammatical = 0;
  const rates = new Map<string, { fit: keyof typeof TIER_ORDER; rate: number; resume: string }[]>();
  for (const pair of pairs) {
    const resume = resumes.get(pair.resume);
    const target = read.get(pair.job);
    if (!resume || !target) continue;
    const layout = { twoColumns: resume.twoColumns, format: resume.format, pageCount: resume.pageCount };
    const facts = parseResume(resume.text);
    const result = matchResume(facts, target, layout, EVAL_TODAY);
    for (const rewrite of draftRewrites(facts, target, chooseBullets(facts, target))) {
      drafted += 1;
      const claims = unsupportedClaims(resume.text, rewrite.before, rewrite.after);
      if (claims.length > 0) {
        draftsClaiming += 1;
        failures.push(
          `${pair.job} × ${pair.resume}: a draft rewrite claims ${claims.join(', ')}: ${rewrite.after}`,
        );
      }
      const lost = (rewrite.before.match(FIGURE) ?? []).filter((figure) => !rewrite.after.includes(figure));
      const faultsBefore = new Set(sentenceFaults(rewrite.before));
      const faults = sentenceFaults(rewrite.after).filter((fault) => !faultsBefore.has(fault));
      if (lost.length > 0) {
        draftsDroppingFigures += 1;
        failures.push(
          `${pair.job} × ${pair.resume}: a draft rewrite drops ${lost.join(', ')}: ${rewrite.after}`,
        );
      }
      if (faults.length > 0) {
        draftsUngrammatical += 1;
        failures.push(`${pair.job} × ${pair.resume}: a draft rewrite ${faults.join(', ')}: ${rewrite.after}`);
      }
      const plain = plainlyUnsupported(resume.text, rewrite.after);
      if (claims.length === 0 && plain.length > 0) {
        offeredClaiming += 1;
        failures.push(
          `${pair.job} × ${pair.resume}: a rewrite offered says ${plain.join(', ')}: ${rewrite.after}`,
        );
      }
    }
    const engine = new Set(result.missing.filter((gap) => gap.required).map((gap) => keyOf(gap.keyword)));
    const gold = new Set(pair.missing.map(keyOf));
    const label = `${pair.job} × ${pair.resume}`;
    flagged += engine.size;
    labelled += gold.size;
    for (const key of engine) {
      if (gold.has(key)) flaggedRight += 1;
      else
        failures.push(`${label}: '${key}' reported missing, but the resume shows it (or it is not required)`);
    }
    for (const key of gold) {
      if (engine.has(key)) found += 1;
      else failures.push(`${label}: '${key}' is missing from the resume but not reported`);
    }
    if (result.fit === pair.fit) tiersRight += 1;
    rates.set(pair.job, [
      ...(rates.get(pair.job) ?? []),
      { fit: pair.fit, rate: result.matchRate, resume: pair.resume },
    ]);
  }
  let ordered = 0;
  let comparisons = 0;
  for (const [job, list] of rates) {
    for (const higher of list) {
      for (const lower of list) {
        if (TIER_ORDER[higher.fit] <= TIER_ORDER[lower.fit]) continue;
        comparisons += 1;
        if (higher.rate > lower.rate) ordered += 1;
        else
          failures.push(
            `${job}: ${higher.resume} (${higher.fit}) rated ${higher.rate}, not above ${lower.resume} (${lower.fit}) at ${lower.rate}`,
          );
      }
    }
  }
  return {
    suite: 'tailoring',
    metrics: [
      share('missing keywords reported that are missing (precision)', flaggedRight, flagged, 0.9),
      share('missing keywords that are reported (recall)', found, labelled, 0.9),
      share('fit tiers ordered by match rate, pairs of one job', ordered, comparisons, 0.9),
      share('fit tier as labelled', tiersRight, pairs.length),
      share('job title read right', titles, jobs.length, 0.9),
      share('years asked for read right', years, jobs.length, 0.9),
      share('degree asked for read right', education, jobs.length, 0.9),
      count('rewrites drafted that claim what the resume does not show', draftsClaiming, drafted, 0),
      count('rewrites offered that add a figure or skill, read plainly', offeredClaiming, drafted, 0),
      count('rewrites drafted that drop a figure of the bullet', draftsDroppingFigures, drafted, 0),
      count('rewrites drafted that a grammar check rejects', draftsUngrammatical, drafted, 0),
    ],
    failures,
  };
}
