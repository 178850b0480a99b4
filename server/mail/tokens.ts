import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { type EmailTokenPurpose, emailTokens } from '#server/db/schema/index.ts';

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

export type IssuedFor = { userId: string; subscriberId?: never } | { subscriberId: string; userId?: never };

export type ConsumedToken = {
  purpose: EmailTokenPurpose;
  userId: string | null;
  subscriberId: string | null;
  email: string;
};

/** A token looked up without using it: whom it is for, and whether it can still be used. */
export type FoundToken = ConsumedToken & { state: 'usable' | 'used' | 'expired' };

/** One-time links sent by e-mail: 256 random bits in the link, only their SHA-256 stored, used once, expiring. */
export function emailTokenRepository(db: Database) {
  return {
    /** A new token for the link; the ones issued before stay valid until used or expired. */
    async issue(
      purpose: EmailTokenPurpose,
      owner: IssuedFor,
      email: string,
      validForMinutes: number,
    ): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await db.insert(emailTokens).values({
        tokenHash: hashOf(token),
        purpose,
        userId: owner.userId ?? null,
        subscriberId: owner.subscriberId ?? null,
        email,
        expiresAt: sql`now() + make_interval(mins => ${validForMinutes})`,
      });
      return token;
    },

    /** Marks the token used and answers what it was for; undefined when unknown, used, expired or for another purpose. */
    async consume(purpose: EmailTokenPurpose, token: string): Promise<ConsumedToken | undefined> {
      const [row] = await db
        .update(emailTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(emailTokens.tokenHash, hashOf(token)),
            eq(emailTokens.purpose, purpose),
            isNull(emailTokens.usedAt),
            gt(emailTokens.expiresAt, sql`now()`),
          ),
        )
        .returning({
          purpose: emailTokens.purpose,
          userId: emailTokens.userId,
          subscriberId: emailTokens.subscriberId,
          email: emailTokens.email,
        });
      return row;
    },

    /** What the token is for and whether it can still be used, without using it; undefined when unknown. */
    async find(purpose: EmailTokenPurpose, token: string): Promise<FoundToken | undefined> {
      const [row] = await db
        .select({
          purpose: emailTokens.purpose,
          userId: emailTokens.userId,
          subscriberId: emailTokens.subscriberId,
          email: emailTokens.email,
          used: sql<boolean>`${emailTokens.usedAt} is not null`,
          expired: sql<boolean>`${emailTokens.expiresAt} <= now()`,
        })
        .from(emailTokens)
        .where(and(eq(emailTokens.tokenHash, hashOf(token)), eq(emailTokens.purpose, purpose)));
      if (!row) return undefined;
      const { used, expired, ...found } = row;
      return { ...found, state: used ? 'used' : expired ? 'expired' : 'usable' };
    },

    /**
     * Ends every unused link of this purpose for the user, e.g. the other reset links once one was used; with
     * `exceptTo`, the links sent to that address stay.
     */
    async revoke(purpose: EmailTokenPurpose, userId: string, { exceptTo }: { exceptTo?: string } = {}) {
      await db
        .delete(emailTokens)
        .where(
          and(
            eq(emailTokens.purpose, purpose),
            eq(emailTokens.userId, userId),
            isNull(emailTokens.usedAt),
            exceptTo === undefined ? undefined : ne(emailTokens.email, exceptTo),
          ),
        );
    },

    /** Forgets links that can no longer be used (maintenance). */
    async deleteExpired(): Promise<number> {
      const removed = await db
        .delete(emailTokens)
        .where(sql`${emailTokens.expiresAt} < now() - interval '1 day'`)
        .returning({ tokenHash: emailTokens.tokenHash });
      return removed.length;
    },
  };
}
