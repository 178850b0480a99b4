import { eq, sql } from 'drizzle-orm';
import type { LinkedinProfile } from '#common/api/linkedin.ts';
import type { ProfileOptimizationResult } from '#server/ai/provider.ts';
import type { Database } from '#server/db/client.ts';
import { moveRowUnlessOwned } from '#server/db/guest-transfer.ts';
import { preparedQuery } from '#server/db/prepared.ts';
import { linkedinProfiles } from '#server/db/schema/index.ts';

type ProfileRow = typeof linkedinProfiles.$inferSelect;

function toProfile(row: ProfileRow): LinkedinProfile {
  return {
    headline: row.headline,
    summary: row.summary,
    experience: row.experience,
    skills: row.skills,
    optimizationScore: row.optimizationScore,
    recommendations: row.recommendations,
    checks: row.checks,
    targetRole: row.targetRole ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type ProfileInput = { headline: string; summary: string; experience: string[]; skills: string[] };

const profileOfUser = preparedQuery('linkedin_profile_of_user', (db, name) =>
  db
    .select()
    .from(linkedinProfiles)
    .where(eq(linkedinProfiles.userId, sql.placeholder('userId')))
    .prepare(name),
);

/** One profile per user: each optimisation replaces the last. */
export function linkedinRepository(db: Database) {
  return {
    async find(userId: string): Promise<LinkedinProfile | null> {
      const [row] = await profileOfUser(db).execute({ userId });
      return row ? toProfile(row) : null;
    },

    /** The profile as stored, for the user's own export. */
    exportFor(userId: string) {
      return db.query.linkedinProfiles.findFirst({ where: eq(linkedinProfiles.userId, userId) });
    },

    moveGuestData: (guestId: string, accountId: string) =>
      moveRowUnlessOwned(db, linkedinProfiles, guestId, accountId),

    async save(
      userId: string,
      input: ProfileInput,
      result: ProfileOptimizationResult,
    ): Promise<LinkedinProfile> {
      const { checks, targetRole, ...recommendations } = result;
      const values = {
        ...input,
        optimizationScore: result.profileScore,
        recommendations,
        checks,
        targetRole,
        updatedAt: sql`now()`,
      };
      const [row] = await db
        .insert(linkedinProfiles)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: linkedinProfiles.userId, set: values })
        .returning();
      if (!row) throw new Error('saving a profile returned no row');
      return toProfile(row);
    },
  };
}
