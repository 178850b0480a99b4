import { count } from 'drizzle-orm';
import type { z } from 'zod';
import type { subscribeRequestSchema } from '#common/api/waitlist.ts';
import type { Database } from '#server/db/client.ts';
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

    async count(): Promise<number> {
      const [row] = await db.select({ value: count() }).from(waitlistSubscribers);
      return row?.value ?? 0;
    },
  };
}
