import type { CareerProfileInput } from '#common/api/career.ts';
import { createEnginePool } from '#server/ai/local/engine-pool.ts';
import { createLocalProvider } from '#server/ai/local/provider.ts';
import { generateSampleCatalogue } from '#server/features/jobs/catalogue/generate.ts';
import { recomputeMatches } from '#server/features/jobs/recompute.ts';
import { insertPostings } from '#server/features/jobs/sample-catalogue.ts';
import { userRepository } from '#server/sessions/repository.ts';
import { ownBenchDatabase } from './bench-database.ts';

const SIZES = [10_000, 100_000] as const;
const RUNS = Number(process.env.BENCH_MATCHING_RUNS ?? 9);
/** Goal of the career issue: ten times the postings costs at most three times the time. */
const GROWTH_GOAL = 3;

/** Two saved profiles of different families, matched against the catalogue (also by the growth benchmark). */
export const MATCHING_PROFILES: Record<string, CareerProfileInput> = {
  'Data Scientist': {
    currentRole: 'Data Analyst',
    targetRole: 'Data Scientist',
    industry: 'technology',
    experience: 4,
    skills: ['Python', 'SQL', 'Machine Learning', 'Statistics'],
    goals: [],
    preferences: { workType: 'remote', location: 'Austin, TX', salaryRange: '' },
  },
  'Registered Nurse': {
    currentRole: 'Staff Nurse',
    targetRole: 'Registered Nurse',
    industry: 'healthcare',
    experience: 6,
    skills: ['Patient Assessment', 'Medication Administration', 'BLS'],
    goals: [],
    preferences: { workType: 'onsite', location: 'Columbus, OH', salaryRange: '' },
  },
};

async function medianTime(run: () => Promise<unknown>): Promise<number> {
  await run();
  const times: number[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

/**
 * Recomputing one profile's matches (pre-selection in SQL, scoring, storing) against catalogues of 10 000 and
 * 100 000 postings, in a database of its own (embedded, or beside BENCH_DATABASE_URL on its PostgreSQL server).
 */
export async function benchmarkJobMatching(): Promise<boolean> {
  const database = await ownBenchDatabase('careerpilot_bench_matching');
  const engine = createLocalProvider(createEnginePool({ timeoutMs: 10_000 }));
  try {
    await database.migrate();
    const userId = await userRepository(database.db).insertGuest();
    const timings = new Map<string, number[]>();
    for (const size of SIZES) {
      await insertPostings(database.db, generateSampleCatalogue(size, 'careerpilot-bench'));
      for (const [name, profile] of Object.entries(MATCHING_PROFILES)) {
        const time = await medianTime(() => recomputeMatches(database.db, engine, userId, profile, 'sample'));
        timings.set(name, [...(timings.get(name) ?? []), time]);
      }
    }
    await userRepository(database.db).removeGuest(userId);
    const rows = [...timings].map(([profile, [small = 0, large = 0]]) => ({
      profile,
      '10 000 postings ms': Number(small.toFixed(1)),
      '100 000 postings ms': Number(large.toFixed(1)),
      growth: Number((large / small).toFixed(2)),
    }));
    console.log(`\nJob matching: median of ${RUNS} recomputes per profile`);
    console.table(rows);
    const met = rows.every((row) => row.growth <= GROWTH_GOAL);
    console.log(
      `Ten times the postings costs ${rows.map((row) => `${row.growth}×`).join(' and ')} the time (goal ≤ ${GROWTH_GOAL}×): ${met ? 'ok' : 'MISSED'}`,
    );
    return met;
  } finally {
    await database.close();
  }
}
