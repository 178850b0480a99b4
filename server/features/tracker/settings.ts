import { eq } from 'drizzle-orm';
import type { TrackerSettings } from '#common/api/tracker.ts';
import { FOLLOW_UP_DAYS } from '#common/tracker.ts';
import type { Database } from '#server/db/client.ts';
import { moveRowUnlessOwned } from '#server/db/guest-transfer.ts';
import { trackerSettings } from '#server/db/schema/index.ts';

export function trackerSettingsRepository(db: Database) {
  return {
    /** The user's settings; the defaults when they never saved any. */
    async get(userId: string): Promise<TrackerSettings> {
      const [row] = await db
        .select({ followUpDays: trackerSettings.followUpDays })
        .from(trackerSettings)
        .where(eq(trackerSettings.userId, userId));
      return row ?? { followUpDays: FOLLOW_UP_DAYS.default };
    },

    async save(userId: string, settings: TrackerSettings): Promise<void> {
      await db
        .insert(trackerSettings)
        .values({ userId, ...settings })
        .onConflictDoUpdate({ target: trackerSettings.userId, set: settings });
    },

    /** The account keeps its own settings; without any, it takes the guest's. */
    moveGuestData: (guestId: string, accountId: string) =>
      moveRowUnlessOwned(db, trackerSettings, guestId, accountId),
  };
}
