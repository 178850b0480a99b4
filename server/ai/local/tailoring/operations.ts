import type { TargetJob } from '#common/api/tailoring.ts';
import { parseResume } from '#server/ai/local/resume/parse.ts';
import type { BulletRewriteRequest, BulletRewriteResult, BulletToRewrite } from '#server/ai/provider.ts';
import { type CheckedRewrites, checkRewrites } from './check-rewrites.ts';
import { chooseBullets, rewriteBulletsLocally } from './rewrites.ts';

/** The tailoring work of the built-in engine as its worker threads run it: one request object each. */

export const bulletsForJob = ({
  resumeText,
  job,
}: {
  resumeText: string;
  job: TargetJob;
}): BulletToRewrite[] => chooseBullets(parseResume(resumeText), job);

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
