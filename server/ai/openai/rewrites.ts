import { z } from 'zod';
import { type BulletRewrite, rewriteChangeSchema } from '#common/api/tailoring.ts';
import type { BulletRewriteRequest, BulletRewriteResult } from '../provider.ts';
import type { StructuredClient } from './structured.ts';

/** Enough of any resume and any posting; longer text is cut. */
const RESUME_TEXT_LIMIT = 20_000;
const DESCRIPTION_LIMIT = 8_000;

const rewritesSchema = z.object({
  rewrites: z.array(
    z.object({
      id: z.string().describe('the id of the bullet rewritten, exactly as given'),
      after: z.string().describe('the rewritten bullet, one line'),
      changes: z
        .array(rewriteChangeSchema)
        .min(1)
        .describe('each change and why it helps for this job, one sentence each'),
    }),
  ),
});

const INSTRUCTIONS = `You rewrite a job seeker's resume bullets for one job. You may only say better what the bullet
already says:
- open with a strong verb for what the person did, instead of phrases such as 'Responsible for' or 'Helped with';
- write the job's own term for a skill the bullet already shows (e.g. 'PostgreSQL' for 'Postgres');
- move a number the bullet already holds to the front;
- where a number would help and the bullet has none, write a visible placeholder such as [how many?] or
  [by how much?] for the person to fill in;
- cut words that add nothing.
Never add a skill, tool, employer, job title, degree, certification, number, percentage or amount that the resume
does not show: a rewrite that does is thrown away. Leave out a bullet that no honest change would improve.
Keep each bullet's meaning, tense and person. Give each change's kind: verb, job-term, number-forward, placeholder
or concise.`;

/**
 * The model's rewrites of the bullets asked for, matched to them by id (an id not asked for is dropped). They are
 * not trusted: the server checks every rewrite against the resume, as it does the built-in engine's.
 */
export async function rewriteBulletsWithModel(
  client: StructuredClient,
  request: BulletRewriteRequest,
): Promise<BulletRewriteResult> {
  if (request.bullets.length === 0) return { rewrites: [] };
  const { job } = request;
  const answer = await client.complete({
    name: 'bullet_rewrites',
    schema: rewritesSchema,
    instructions: INSTRUCTIONS,
    input: JSON.stringify({
      job: {
        title: job.title,
        company: job.company,
        requiredSkills: job.requiredSkills,
        preferredSkills: job.preferredSkills,
        description: job.description.slice(0, DESCRIPTION_LIMIT),
      },
      bullets: request.bullets.map(({ id, section, text }) => ({ id, section, text })),
      resume: request.resumeText.slice(0, RESUME_TEXT_LIMIT),
    }),
  });
  const asked = new Map(request.bullets.map((bullet) => [bullet.id, bullet]));
  const rewrites: BulletRewrite[] = [];
  for (const written of answer.rewrites) {
    const bullet = asked.get(written.id.trim());
    if (!bullet) continue;
    asked.delete(bullet.id);
    rewrites.push({
      id: bullet.id,
      section: bullet.section,
      before: bullet.text,
      after: written.after.trim(),
      changes: written.changes,
    });
  }
  return { rewrites };
}
