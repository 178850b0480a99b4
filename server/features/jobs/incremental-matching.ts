import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { Database } from '#server/db/client.ts';
import { careerRepository } from '#server/features/career/repository.ts';
import type { CatalogueKind } from './catalogue-kind.ts';
import {
  type CandidateJob,
  MATCHES_KEPT,
  type MatchingProfile,
  type MatchResult,
  readProfile,
  scoreJob,
} from './matching.ts';
import { CANDIDATE_LIMITS, jobRepository, titleSearchWords } from './repository.ts';

/** Profiles matched per round trip: their stored matches are read, and the changes written, together. */
const PROFILES_PER_PAGE = 500;

/**
 * New postings indexed as the database pre-selects candidates for one profile: by role, by family, and by the words
 * of their titles. Each list is newest first, so the limits keep the newest as the database's would.
 */
function indexPostings(postings: (CandidateJob & { postedAt: Date })[]) {
  const newestFirst = [...postings].sort((a, b) => b.postedAt.getTime() - a.postedAt.getTime());
  const byRole = new Map<string, CandidateJob[]>();
  const byFamily = new Map<string, CandidateJob[]>();
  const byTitleWord = new Map<string, CandidateJob[]>();
  const push = (map: Map<string, CandidateJob[]>, key: string, job: CandidateJob) => {
    const list = map.get(key);
    if (list) list.push(job);
    else map.set(key, [job]);
  };
  for (const job of newestFirst) {
    if (job.roleId) push(byRole, job.roleId, job);
    if (job.family) push(byFamily, job.family, job);
    for (const word of new Set(titleSearchWords(job.title))) push(byTitleWord, word, job);
  }
  return { byRole, byFamily, byTitleWord };
}

type PostingIndex = ReturnType<typeof indexPostings>;

/** The new postings worth scoring for a profile: the same choice `jobRepository.candidates` makes in SQL. */
function candidatesFor(reader: MatchingProfile, index: PostingIndex): CandidateJob[] {
  const found = new Map<number, CandidateJob>();
  const { target } = reader;
  if (target) {
    for (const job of (index.byRole.get(target.id) ?? []).slice(0, CANDIDATE_LIMITS.sameRole))
      found.set(job.id, job);
    const family = (index.byFamily.get(target.family) ?? []).filter((job) => job.roleId !== target.id);
    for (const job of family.slice(0, CANDIDATE_LIMITS.sameFamily)) found.set(job.id, job);
  }
  const byTitle = new Map<number, CandidateJob>();
  for (const word of titleSearchWords(reader.profile.targetRole)) {
    for (const job of index.byTitleWord.get(word) ?? []) {
      if (!target || job.family !== target.family) byTitle.set(job.id, job);
    }
  }
  for (const job of [...byTitle.values()].slice(0, CANDIDATE_LIMITS.titleSearch)) found.set(job.id, job);
  return [...found.values()];
}

type StoredMatch = { jobId: number; matchScore: number; isApplied: boolean };

/** The ranking a full recompute would keep, from the stored matches and the new scores: best first, applications kept. */
export function mergeRanking(
  stored: StoredMatch[],
  scored: MatchResult[],
): { upsert: MatchResult[]; remove: number[] } {
  const rescored = new Set(scored.map((match) => match.jobId));
  const entries = [
    ...stored
      .filter((match) => !rescored.has(match.jobId))
      .map((match) => ({ jobId: match.jobId, matchScore: match.matchScore, fresh: undefined })),
    ...scored.map((match) => ({ jobId: match.jobId, matchScore: match.matchScore, fresh: match })),
  ].sort((a, b) => b.matchScore - a.matchScore || b.jobId - a.jobId);
  const kept = new Set(entries.slice(0, MATCHES_KEPT).map((entry) => entry.jobId));
  const applied = new Set(stored.filter((match) => match.isApplied).map((match) => match.jobId));
  return {
    upsert: scored.filter((match) => kept.has(match.jobId) || applied.has(match.jobId)),
    remove: stored.filter((match) => !match.isApplied && !kept.has(match.jobId)).map((match) => match.jobId),
  };
}

export type IncrementalMatching = { profiles: number; postings: number; upserted: number; removed: number };

/**
 * Scores new (or changed, or reopened) postings against every saved profile and folds them into each user's stored
 * matches, as saving the profile again would, without reading the rest of the catalogue again. The engine's reason
 * stands for these; the AI writes reasons when the user saves their profile.
 */
export async function matchNewPostings(
  db: Database,
  jobIds: number[],
  kind: CatalogueKind,
): Promise<IncrementalMatching> {
  const jobs = jobRepository(db);
  const postings = await jobs.candidatesByIds(jobIds, kind);
  const totals: IncrementalMatching = { profiles: 0, postings: postings.length, upserted: 0, removed: 0 };
  if (postings.length === 0) return totals;
  const index = indexPostings(postings);
  const career = careerRepository(db);
  let after: string | null = null;
  for (;;) {
    const page = await career.profilesPage(after, PROFILES_PER_PAGE);
    if (page.length === 0) break;
    after = page.at(-1)?.userId ?? null;
    const scoredByUser = new Map<string, MatchResult[]>();
    for (const { userId, profile } of page) {
      const reader = readProfile(profile);
      const scored = candidatesFor(reader, index)
        .map((job) => scoreJob(reader, job))
        .filter((match) => match.matchScore > 0);
      if (scored.length > 0) scoredByUser.set(userId, scored);
    }
    totals.profiles += page.length;
    const stored = await jobs.storedMatches([...scoredByUser.keys()]);
    const upserts: (MatchResult & { userId: string })[] = [];
    const removals: { userId: string; jobId: number }[] = [];
    for (const [userId, scored] of scoredByUser) {
      const { upsert, remove } = mergeRanking(stored.get(userId) ?? [], scored);
      upserts.push(...upsert.map((match) => ({ ...match, userId })));
      removals.push(...remove.map((jobId) => ({ userId, jobId })));
    }
    await jobs.applyMatchChanges(upserts, removals);
    totals.upserted += upserts.length;
    totals.removed += removals.length;
    await yieldToEventLoop();
  }
  await jobs.refreshStatistics();
  return totals;
}
