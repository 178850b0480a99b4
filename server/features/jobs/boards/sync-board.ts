import { createHash } from 'node:crypto';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { TextEngine } from '#server/ai/provider.ts';
import type { Database } from '#server/db/client.ts';
import type { WorkType } from '#server/knowledge/work-type.ts';
import type { BoardListing, BoardPosting, BoardRef } from '#server/postings/posting.ts';
import { type NewPosting, postingRepository } from '../posting-repository.ts';
import { jobRepository } from '../repository.ts';
import { duplicateKey, findDuplicates } from '../vetting/duplicates.ts';
import { scamSignalsIn } from '../vetting/scam-signals.ts';

/** What one refresh of a board changed; new, changed and reopened postings are what matching must look at. */
export type BoardSync = {
  status: 'listed' | 'removed';
  added: number[];
  changed: number[];
  reopened: number[];
  closed: number[];
  unchanged: number;
};

export type SyncDependencies = { db: Database; engine: TextEngine; now?: () => Date };

const DAY_MS = 86_400_000;
/** An earlier listing of the same job that left the board within this many days makes a new one a repost. */
const REPOST_WINDOW_DAYS = 180;
/** Postings read for matching at once: the engine's threads work on them side by side. */
const READ_BATCH = 8;
/** Postings digested before the event loop is given back: a large board's digests take a hundred milliseconds and more. */
const DIGEST_BATCH = 50;

/** A digest of everything the board said of a posting: unchanged postings are not read again. */
function contentHash(posting: BoardPosting): string {
  return createHash('sha256').update(JSON.stringify(posting)).digest('base64url');
}

async function withContentHashes(
  postings: BoardPosting[],
): Promise<{ posting: BoardPosting; hash: string }[]> {
  const digested: { posting: BoardPosting; hash: string }[] = [];
  for (const posting of postings) {
    digested.push({ posting, hash: contentHash(posting) });
    if (digested.length % DIGEST_BATCH === 0) await yieldToEventLoop();
  }
  return digested;
}

/** The board's word on where the job is done, else what its location says, else on site. */
function workTypeOf(posting: BoardPosting): WorkType {
  if (posting.workplace) return posting.workplace;
  const places = posting.location.toLowerCase();
  if (places.includes('remote')) return 'remote';
  return places.includes('hybrid') ? 'hybrid' : 'onsite';
}

const validDate = (iso: string | null): Date | null => {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

async function toRow(engine: TextEngine, posting: BoardPosting, hash: string, at: Date): Promise<NewPosting> {
  const reading = await engine.run('readPosting', {
    title: posting.title,
    company: posting.company,
    text: posting.descriptionText,
  });
  const salary = posting.salary;
  const postedAt = validDate(posting.datePosted);
  return {
    source: posting.source,
    externalId: posting.sourceId,
    board: posting.board,
    url: posting.url,
    title: posting.title,
    company: posting.company,
    location: posting.location || (posting.workplace === 'remote' ? 'Remote' : ''),
    locations: posting.locations,
    workType: workTypeOf(posting),
    department: posting.department,
    employmentType: posting.employmentType,
    salaryMin: salary?.min ?? null,
    salaryMax: salary?.max ?? null,
    salaryCurrency: salary?.currency ?? null,
    salaryPeriod: salary?.period ?? null,
    requirements: reading.requirements,
    description: posting.descriptionText,
    descriptionHtml: posting.descriptionHtml,
    industry: reading.industry,
    roleId: reading.roleId,
    family: reading.family,
    seniority: reading.seniority,
    // A date in the future is the board's mistake; the posting is no newer than now.
    postedAt: postedAt && postedAt <= at ? postedAt : at,
    firstSeenAt: at,
    lastSeenAt: at,
    sourceUpdatedAt: validDate(posting.updatedAt),
    contentHash: hash,
    dedupeKey: duplicateKey(posting),
    scamSignals: scamSignalsIn({
      title: posting.title,
      descriptionText: posting.descriptionText,
      salary,
      roleId: reading.roleId,
      seniority: reading.seniority,
    }),
  };
}

async function readRows(
  engine: TextEngine,
  postings: { posting: BoardPosting; hash: string }[],
  at: Date,
): Promise<NewPosting[]> {
  const rows: NewPosting[] = [];
  for (let start = 0; start < postings.length; start += READ_BATCH) {
    const batch = postings.slice(start, start + READ_BATCH);
    rows.push(...(await Promise.all(batch.map(({ posting, hash }) => toRow(engine, posting, hash, at)))));
    await yieldToEventLoop();
  }
  return rows;
}

/** Marks new postings that repeat a job the company took down within the window as reposts. */
function markReposts(rows: NewPosting[], lastClosed: Map<string, Date>, at: Date): void {
  for (const row of rows) {
    const closedAt = row.dedupeKey ? lastClosed.get(row.dedupeKey) : undefined;
    if (!closedAt) continue;
    const days = Math.floor((at.getTime() - closedAt.getTime()) / DAY_MS);
    if (days <= REPOST_WINDOW_DAYS) row.repostedAfterDays = Math.max(0, days);
  }
}

/** Merges the company's open postings under the touched keys: each repeat points at its first-seen original. */
async function mergeDuplicates(db: Database, company: string, keys: string[]): Promise<void> {
  const postings = postingRepository(db);
  const candidates = await postings.duplicateCandidates(company, keys);
  const canonical = findDuplicates(candidates);
  const changes = candidates
    .map((candidate) => ({
      id: candidate.id,
      was: candidate.duplicateOf,
      duplicateOf: canonical.get(candidate.id) ?? null,
    }))
    .filter((change) => change.was !== change.duplicateOf)
    .map(({ id, duplicateOf }) => ({ id, duplicateOf }));
  await postings.setDuplicateOf(changes);
  await jobRepository(db).removeUnappliedMatches(
    changes.filter((change) => change.duplicateOf !== null).map((change) => change.id),
  );
}

/**
 * Brings one board's listing into the catalogue: new postings read and added, changed ones read again, ones that
 * came back reopened, ones no longer listed closed (with the matches nobody applied to), and repeats merged. A
 * board that is gone closes all its postings.
 */
export async function syncBoard(
  { db, engine, now = () => new Date() }: SyncDependencies,
  ref: BoardRef,
  listing: BoardListing,
): Promise<BoardSync> {
  const postings = postingRepository(db);
  const at = now();
  const stored = await postings.boardPostings(ref);
  const listed = listing.kind === 'listed' ? listing.postings : [];
  const byExternalId = new Map(stored.map((row) => [row.externalId, row]));
  const seenIds = new Set<string>();
  const fresh: { posting: BoardPosting; hash: string }[] = [];
  const changed: { id: number; posting: BoardPosting; hash: string }[] = [];
  const unchangedIds: number[] = [];
  const reopened: number[] = [];
  for (const { posting, hash } of await withContentHashes(listed)) {
    if (seenIds.has(posting.sourceId)) continue;
    seenIds.add(posting.sourceId);
    const existing = byExternalId.get(posting.sourceId);
    if (!existing) fresh.push({ posting, hash });
    else if (existing.contentHash !== hash) changed.push({ id: existing.id, posting, hash });
    else {
      unchangedIds.push(existing.id);
      if (existing.closed) reopened.push(existing.id);
    }
  }
  const closed = stored.filter((row) => !row.closed && !seenIds.has(row.externalId)).map((row) => row.id);

  const newRows = await readRows(engine, fresh, at);
  const changedRows = await readRows(engine, changed, at);
  const company = listed[0]?.company ?? '';
  const keys = [
    ...new Set([...newRows, ...changedRows].flatMap((row) => (row.dedupeKey ? [row.dedupeKey] : []))),
  ];
  markReposts(newRows, await postings.lastClosedByKey(company, keys), at);

  const added = await postings.insertBoardPostings(newRows);
  for (const [index, row] of changedRows.entries()) {
    const id = changed[index]?.id;
    if (id !== undefined) await postings.updateBoardPosting(id, row);
  }
  await postings.markSeen(unchangedIds, at);
  await postings.close(closed, at);
  await jobRepository(db).removeUnappliedMatches(closed);
  if (company) await mergeDuplicates(db, company, keys);
  await postings.recordOutcome(
    ref,
    listing.kind === 'listed' ? { status: 'listed', company, at } : { status: 'removed', at },
  );
  return {
    status: listing.kind,
    added,
    changed: changed.map((entry) => entry.id),
    reopened,
    closed,
    unchanged: unchangedIds.length - reopened.length,
  };
}
