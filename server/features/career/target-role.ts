import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { careerProfiles } from '#server/db/schema/index.ts';

/** The target role the user saved in the Career Guide, for other features to measure against. */
export async function savedTargetRole(db: Database, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ targetRole: careerProfiles.targetRole })
    .from(careerProfiles)
    .where(eq(careerProfiles.userId, userId));
  return row?.targetRole;
}
