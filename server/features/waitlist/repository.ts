import { and, count, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { subscribeRequestSchema } from '#common/api/waitlist.ts';
import type { Database } from '#server/db/client.ts';
import { moveAllRows } from '#server/db/guest-transfer.ts';
import { waitlistSubscribers } from '#server/db/schema/index.ts';

export type NewSubscriber = z.output<typeof subscribeRequestSchema>;

/** What a confirmation e-mail needs of a subscriber. */
export type Confirmable = { id: string; name: string; email: string };

const confirmableColumns = {
  id: waitlistSubscribers.id,
  name: waitlistSubscribers.name,
  email: waitlistSubscribers.email,
};

export function waitlistRepository(db: Database) {
  return {
    /**
     * The new row, stamped as sent its confirmation; undefined when the email is already listed. Concurrent
     * identical sign-ups leave one row: the unique email decides. The row remembers the visitor who added it, when
     * there is one, so that it is theirs to export and delete.
     */
    async add(subscriber: NewSubscriber, userId: string | undefined): Promise<Confirmable | undefined> {
      const [inserted] = await db
        .insert(waitlistSubscribers)
        .values({ ...subscriber, userId, confirmationSentAt: sql`now()` })
        .onConflictDoNothing({ target: waitlistSubscribers.email })
        .returning(confirmableColumns);
      return inserted;
    },

    /**
     * Claims a new confirmation e-mail for a listed address that is not confirmed and was sent none in the last
     * `minutes`: stamps the row and answers it; undefined when none is due (so two requests at once send one).
     */
    async claimConfirmationResend(email: string, minutes: number): Promise<Confirmable | undefined> {
      const [row] = await db
        .update(waitlistSubscribers)
        .set({ confirmationSentAt: sql`now()` })
        .where(
          and(
            eq(waitlistSubscribers.email, email),
            isNull(waitlistSubscribers.confirmedAt),
            or(
              isNull(waitlistSubscribers.confirmationSentAt),
              lte(waitlistSubscribers.confirmationSentAt, sql`now() - make_interval(mins => ${minutes})`),
            ),
          ),
        )
        .returning(confirmableColumns);
      return row;
    },

    /** Marks the subscriber confirmed (the first time counts); answers whether the row still exists. */
    async confirm(subscriberId: string): Promise<boolean> {
      const updated = await db
        .update(waitlistSubscribers)
        .set({ confirmedAt: sql`coalesce(${waitlistSubscribers.confirmedAt}, now())` })
        .where(eq(waitlistSubscribers.id, subscriberId))
        .returning({ id: waitlistSubscribers.id });
      return updated.length > 0;
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

    /** Everyone who joined, confirmed or not (decision 0029). */
    async count(): Promise<number> {
      const [row] = await db.select({ value: count() }).from(waitlistSubscribers);
      return row?.value ?? 0;
    },
  };
}
