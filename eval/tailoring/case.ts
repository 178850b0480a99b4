import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { educationLevelSchema, fitSchema } from '#common/api/tailoring.ts';
import { type ResumeLabels, resumeLabelsSchema } from '../resumes/case.ts';

const id = z.string().regex(/^[a-z0-9-]+$/);

/** What a careful reader finds in a posting (eval/README.md, 'tailoring'). */
const jobLabelsSchema = z.strictObject({
  id,
  shape: z.string().min(5),
  /** The title as the posting writes it (compared without regard to case). */
  title: z.string().min(1),
  company: z.string(),
  /** The fewest years of experience asked for. */
  years: z.number().int().min(0).nullable(),
  /** The lowest degree asked for. */
  education: educationLevelSchema.nullable(),
  /** The skills the posting requires, one entry for alternatives it accepts any of, in its own words. */
  required: z.array(z.string().min(1)).min(1),
  preferred: z.array(z.string().min(1)),
});

const pairSchema = z.strictObject({
  job: id,
  resume: id,
  fit: fitSchema,
  /** The required keywords the resume does not show, by name, synonym or a narrower skill. */
  missing: z.array(z.string().min(1)),
});

const casesSchema = z.strictObject({
  jobs: z.array(jobLabelsSchema).min(1),
  pairs: z.array(pairSchema).min(1),
});

export type JobLabels = z.infer<typeof jobLabelsSchema>;
export type TailoringPair = z.infer<typeof pairSchema>;
export type TailoringCases = {
  jobs: (JobLabels & { text: string })[];
  pairs: TailoringPair[];
  resumes: Map<string, ResumeLabels & { id: string; text: string }>;
};

const HERE = import.meta.dirname;
const RESUMES = join(HERE, '..', 'resumes', 'cases');

/** The labelled jobs with their texts, the pairs, and the resume cases the pairs name (text cases only). */
export async function loadTailoringCases(): Promise<TailoringCases> {
  const parsed = casesSchema.safeParse(JSON.parse(await readFile(join(HERE, 'cases.json'), 'utf8')));
  if (!parsed.success) throw new Error(`eval/tailoring/cases.json: ${z.prettifyError(parsed.error)}`);
  const { jobs, pairs } = parsed.data;
  const jobIds = new Set(jobs.map((job) => job.id));
  if (jobIds.size !== jobs.length) throw new Error('eval/tailoring/cases.json: job ids must be unique');
  const unknownJob = pairs.find((pair) => !jobIds.has(pair.job));
  if (unknownJob) throw new Error(`eval/tailoring/cases.json: no job '${unknownJob.job}'`);
  const resumes = new Map<string, ResumeLabels & { id: string; text: string }>();
  for (const resumeId of new Set(pairs.map((pair) => pair.resume))) {
    const labels = resumeLabelsSchema.parse(
      JSON.parse(await readFile(join(RESUMES, `${resumeId}.json`), 'utf8')),
    );
    resumes.set(resumeId, {
      ...labels,
      id: resumeId,
      text: await readFile(join(RESUMES, `${resumeId}.txt`), 'utf8'),
    });
  }
  return {
    jobs: await Promise.all(
      jobs.map(async (job) => ({
        ...job,
        text: await readFile(join(HERE, 'jobs', `${job.id}.txt`), 'utf8'),
      })),
    ),
    pairs,
    resumes,
  };
}
