import type { ParsePreview, TargetJob } from '#common/api/tailoring.ts';
import {
  JOB_COMPANY_MAX_LENGTH,
  JOB_DESCRIPTION_MAX_LENGTH,
  JOB_TITLE_MAX_LENGTH,
} from '#common/tailoring.ts';
import { parseResume } from '#server/ai/local/resume/parse.ts';
import type { BulletRewriteRequest, BulletRewriteResult, BulletToRewrite } from '#server/ai/provider.ts';
import type { ResumeFormat } from '#server/files/file-type.ts';
import type { LayoutSignals } from '#server/files/layout-signals.ts';
import { type CheckedRewrites, checkRewrites } from './check-rewrites.ts';
import { matchResume, type ResumeMatch } from './match.ts';
import { parsePreview } from './preview.ts';
import { type KnownJob, type ReadJob, readTargetJob } from './read-job.ts';
import { chooseBullets, rewriteBulletsLocally } from './rewrites.ts';

/** The tailoring work of the built-in engine as its worker threads run it: one request object each. */

/**
 * A posting read for its title, company, level, years, degree and skills. What a structured source already states
 * (a board's title and company) stands over what is read from the text.
 */
export const readJob = ({ text, known }: { text: string; known: KnownJob }): ReadJob => {
  const read = readTargetJob(text, known);
  return {
    ...read,
    title: (known.title?.trim() || read.title).slice(0, JOB_TITLE_MAX_LENGTH),
    company: (known.company?.trim() || read.company).slice(0, JOB_COMPANY_MAX_LENGTH),
    description: read.description.slice(0, JOB_DESCRIPTION_MAX_LENGTH),
  };
};

export type TailoringDraft = ResumeMatch & { preview: ParsePreview; bullets: BulletToRewrite[] };

/** The resume read once, then matched with the job, previewed as an ATS reads it, and its bullets for the job chosen. */
export const tailorResume = ({
  resumeText,
  format,
  job,
  signals,
}: {
  resumeText: string;
  format: ResumeFormat;
  job: TargetJob;
  signals: LayoutSignals;
}): TailoringDraft => {
  const facts = parseResume(resumeText);
  const layout = { format, twoColumns: signals.twoColumns, pageCount: signals.pageCount };
  return {
    ...matchResume(facts, job, layout),
    preview: parsePreview(facts, signals),
    bullets: chooseBullets(facts, job),
  };
};

export const rewriteBullets = ({ resumeText, job, bullets }: BulletRewriteRequest): BulletRewriteResult => ({
  rewrites: rewriteBulletsLocally(parseResume(resumeText), job, bullets),
});

export const checkBulletRewrites = ({
  resumeText,
  rewrites,
  askedFor,
}: {
  resumeText: string;
  rewrites: BulletRewriteResult['rewrites'];
  askedFor?: BulletToRewrite[];
}): CheckedRewrites => checkRewrites(resumeText, rewrites, askedFor);
