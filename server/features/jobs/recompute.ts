import type { CareerProfileInput } from '#common/api/career.ts';
import type { AiProvider } from '#server/ai/provider.ts';
import type { Database } from '#server/db/client.ts';
import {
  type CandidateJob,
  type MatchingProfile,
  type MatchResult,
  rankMatches,
  readProfile,
} from './matching.ts';
import { jobRepository } from './repository.ts';

/** The best matches get their reason written by the AI; the rest keep the engine's. */
const EXPLAINED_MATCHES = 10;

async function explainBest(
  ai: AiProvider,
  reader: MatchingProfile,
  ranked: MatchResult[],
  candidates: CandidateJob[],
): Promise<MatchResult[]> {
  const jobs = new Map(candidates.map((job) => [job.id, job]));
  const best = ranked.slice(0, EXPLAINED_MATCHES).flatMap((match) => {
    const job = jobs.get(match.jobId);
    return job ? [{ match, job }] : [];
  });
  if (best.length === 0) return ranked;
  const { profile } = reader;
  const reasons = await ai.matchReasons({
    profile: {
      currentRole: profile.currentRole,
      targetRole: profile.targetRole,
      experience: profile.experience,
      skills: profile.skills,
      workType: profile.preferences.workType,
      location: profile.preferences.location,
    },
    matches: best.map(({ match, job }) => ({
      jobId: job.id,
      title: job.title,
      location: job.location,
      workType: job.workType,
      requirements: job.requirements,
      held: job.requirements.filter((requirement) => reader.skills.has(requirement)),
      matchScore: match.matchScore,
      reason: match.reason,
    })),
  });
  const written = new Map(best.map(({ match }, index) => [match.jobId, reasons[index] ?? match.reason]));
  return ranked.map((match) => ({ ...match, reason: written.get(match.jobId) ?? match.reason }));
}

/** Scores the pre-selected postings for a saved profile and stores the ranking, the best explained. */
export async function recomputeMatches(
  db: Database,
  ai: AiProvider,
  userId: string,
  profile: CareerProfileInput,
): Promise<void> {
  const repository = jobRepository(db);
  const reader = readProfile(profile);
  const candidates = await repository.candidates(reader);
  const ranked = rankMatches(reader, candidates);
  await repository.replaceMatches(userId, await explainBest(ai, reader, ranked, candidates));
}
