import { z } from 'zod';
import type { MatchReasonsRequest } from '../provider.ts';
import { addsNothing } from './grounding.ts';
import type { StructuredClient } from './structured.ts';

const REASON_LIMIT = 240;

const reasonsSchema = z.object({
  reasons: z.array(z.object({ jobId: z.number().int(), reason: z.string().describe('one sentence') })),
});

const INSTRUCTIONS = `You explain to a job seeker, in one sentence per job, why each job matches them.
Use only the facts given: the job's title, location, work type and requirements, which of those requirements they
hold, and their profile. Name the strongest reasons first. Never add figures, employers or facts not given.`;

/**
 * One line per match written by the model from the match's facts; a line that adds a figure or a name not in
 * them keeps the engine's own reason.
 */
export async function writeMatchReasons(
  client: StructuredClient,
  request: MatchReasonsRequest,
): Promise<string[]> {
  const { reasons } = await client.complete({
    name: 'match_reasons',
    schema: reasonsSchema,
    instructions: INSTRUCTIONS,
    input: JSON.stringify({
      profile: request.profile,
      jobs: request.matches.map(({ reason: _engineReason, ...facts }) => facts),
    }),
  });
  const written = new Map(reasons.map((item) => [item.jobId, item.reason.trim()]));
  const profileFacts = JSON.stringify(request.profile);
  return request.matches.map((match) => {
    const reason = written.get(match.jobId);
    const facts = `${profileFacts}\n${JSON.stringify(match)}`;
    return reason && reason.length <= REASON_LIMIT && addsNothing(reason, facts) ? reason : match.reason;
  });
}
