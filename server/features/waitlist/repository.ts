import { count, eq, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { subscribeRequestSchema } from '#common/api/waitlist.ts';
import type { Database } from '#server/db/client.ts';
import { moveAllRows } from '#server/db/guest-transfer.ts';
import { waitlistSubscribers } from '#server/db/schema/index.ts';

export type NewSubscriber = z.output<typeof subscribeRequestSchema>;

export function waitlistRepository(db: Database) {
  return {
    /**
     * True when the email was new. Concurrent identical sign-ups leave one row: the unique email decides. The row
     * remembers the visitor who added it, when there is one, so that it is theirs to export and delete.
     */
    async add(subscriber: NewSubscriber, userId: string | undefined): Promise<boolean> {
      const inserted = await db
        .insert(waitlistSubscribers)
        .values({ ...subscriber, userId })
        .onConflictDoNothing({ target: waitlistSubscribers.email })
        .returning({ id: waitlistSubscribers.id });
      return inserted.length > 0;
    },

    /** The entries the user added, and the one with their email once they have proved they own the address. */
    entriesOf(userId: string, verifiedEmail: string | null) {
      return db
        .select()
        .from(waitlistSubscribers)
        .where(
          or(
            eq(waitlistSubscribers.userId, userId),
            verifiedEmail ? eq(waitlistSubscribers.email, verifiedEmail) : undefined,
          ),
        );
    },

    async removeAddedBy(userId: string): Promise<void> {
      await db.delete(waitlistSubscribers).where(eq(waitlistSubscribers.userId, userId));
    },

    moveGuestData: (guestId: string, accountId: string) =>
      moveAllRows(db, waitlistSubscribers, guestId, accountId),

    async count(): Promise<number> {
      const [row] = await db.select({ value: count() }).from(waitlistSubscribers);
      return row?.value ?? 0;
    },
  };
}
