import { describe, expect, it } from 'vitest';
import { mergeRanking } from './incremental-matching.ts';
import { MATCHES_KEPT } from './matching.ts';

const stored = (jobId: number, matchScore: number, isApplied = false) => ({ jobId, matchScore, isApplied });
const scored = (jobId: number, matchScore: number) => ({ jobId, matchScore, reason: `Reason ${jobId}.` });

describe('mergeRanking', () => {
  it('adds new postings that rank among the kept matches and drops the stored ones they push out', () => {
    const full = Array.from({ length: MATCHES_KEPT }, (_, index) => stored(index + 1, 50 + (index % 40)));
    const lowest = [...full].sort((a, b) => a.matchScore - b.matchScore || a.jobId - b.jobId)[0];
    const { upsert, remove } = mergeRanking(full, [scored(1000, 99)]);
    expect(upsert.map((match) => match.jobId)).toEqual([1000]);
    expect(remove).toEqual([lowest?.jobId]);
  });

  it('leaves the ranking alone when the new postings score below every kept match', () => {
    const full = Array.from({ length: MATCHES_KEPT }, (_, index) => stored(index + 1, 60));
    expect(mergeRanking(full, [scored(1000, 10)])).toEqual({ upsert: [], remove: [] });
  });

  it('rescores a stored posting in place instead of counting it twice', () => {
    const { upsert, remove } = mergeRanking([stored(7, 40), stored(8, 30)], [scored(7, 80)]);
    expect(upsert).toEqual([scored(7, 80)]);
    expect(remove).toEqual([]);
  });

  it('keeps an application whatever its score, and writes its new score', () => {
    const full = Array.from({ length: MATCHES_KEPT }, (_, index) => stored(index + 1, 90));
    const applied = stored(500, 10, true);
    const { upsert, remove } = mergeRanking([...full, applied], [scored(500, 5)]);
    expect(remove).not.toContain(500);
    expect(upsert).toEqual([scored(500, 5)]);
  });

  it('fills an empty ranking with the new postings, at most the kept number', () => {
    const many = Array.from({ length: MATCHES_KEPT + 10 }, (_, index) => scored(index + 1, index));
    const { upsert } = mergeRanking([], many);
    expect(upsert).toHaveLength(MATCHES_KEPT);
    expect(Math.min(...upsert.map((match) => match.matchScore))).toBe(10);
  });
});
