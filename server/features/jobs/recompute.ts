import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { CareerProfileInput } from '#common/api/career.ts';
import type { AiProvider } from '#server/ai/provider.ts';
import type { Database } from '#server/db/client.ts';
import { careerRepository } from '#server/features/career/repository.ts';
import type { CatalogueKind } from './catalogue-kind.ts';
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

/** Scores the pre-selected postings of the catalogue in use for a saved profile and stores the ranking, the best explained. */
export async function recomputeMatches(
  db: Database,
  ai: AiProvider,
  userId: string,
  profile: CareerProfileInput,
  kind: CatalogueKind,
): Promise<void> {
  const repository = jobRepository(db);
  const reader = readProfile(profile);
  const candidates = await repository.candidates(reader, kind);
  const ranked = rankMatches(reader, candidates);
  await repository.replaceMatches(userId, await explainBest(ai, reader, ranked, candidates));
}

const PROFILES_PER_PAGE = 200;

/**
 * Matches every saved profile again from the catalogue in use, with the engine's reasons (no AI call per user):
 * after the catalogue changed kind. Returns how many profiles it matched.
 */
export async function rematchEveryProfile(db: Database, kind: CatalogueKind): Promise<number> {
  const repository = jobRepository(db);
  const career = careerRepository(db);
  let after: string | null = null;
  let matched = 0;
  for (;;) {
    const page = await career.profilesPage(after, PROFILES_PER_PAGE);
    if (page.length === 0) {
      await repository.refreshStatistics();
      return matched;
    }
    after = page.at(-1)?.userId ?? null;
    for (const { userId, profile } of page) {
      const reader = readProfile(profile);
      await repository.replaceMatches(userId, rankMatches(reader, await repository.candidates(reader, kind)));
      matched += 1;
    }
    await yieldToEventLoop();
  }
}
