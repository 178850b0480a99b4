import { and, eq, notExists, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';

/** A table whose rows belong to a user. */
type OwnedTable = PgTable & { userId: PgColumn };

/** Gives every row of the guest's to the account: for tables holding a list per user. */
export async function moveAllRows(db: Database, table: OwnedTable, guestId: string, accountId: string) {
  await db.update(table).set({ userId: accountId }).where(eq(table.userId, guestId));
}

/** Gives the guest's row to the account only when the account has none: for tables holding one row per user. */
export async function moveRowUnlessOwned(
  db: Database,
  table: OwnedTable,
  guestId: string,
  accountId: string,
) {
  await db
    .update(table)
    .set({ userId: accountId })
    .where(
      and(
        eq(table.userId, guestId),
        notExists(db.select({ one: sql`1` }).from(table).where(eq(table.userId, accountId))),
      ),
    );
}
