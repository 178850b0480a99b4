import type { FastifyInstance } from 'fastify';
import type { JobMatch } from '#common/api/jobs.ts';
import { HttpError } from '#server/http-error.ts';
import { hiddenMatchMessage, NO_MATCH } from '#server/plans/allowances.ts';
import { jobRepository } from './repository.ts';

/** One of the user's job matches that their plan shows: 402 when the plan hides it, 404 when it is not theirs. */
export async function matchShownTo(app: FastifyInstance, userId: string, jobId: number): Promise<JobMatch> {
  const visible = await app.planLimits.visibleJobMatches(userId);
  const match = await jobRepository(app.db).shownMatch(userId, jobId, visible);
  if (match === 'hidden') throw new HttpError(402, hiddenMatchMessage(visible ?? 0));
  if (!match) throw new HttpError(404, NO_MATCH);
  return match;
}
