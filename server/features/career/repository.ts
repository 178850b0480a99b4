import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { CareerProfile, CareerProfileInput, ChatMessage } from '#common/api/career.ts';
import type { Database } from '#server/db/client.ts';
import { moveAllRows, moveRowUnlessOwned } from '#server/db/guest-transfer.ts';
import { preparedQuery } from '#server/db/prepared.ts';
import { careerProfiles, chatMessages } from '#server/db/schema/index.ts';

type ProfileRow = typeof careerProfiles.$inferSelect;

const toChatMessage = (row: typeof chatMessages.$inferSelect): ChatMessage => ({
  id: row.id,
  content: row.content,
  sender: row.sender,
  timestamp: row.createdAt.toISOString(),
});

function toProfile({ userId: _userId, updatedAt, ...row }: ProfileRow): CareerProfile {
  return { ...row, updatedAt: updatedAt.toISOString() };
}

const byUser = eq(careerProfiles.userId, sql.placeholder('userId'));

const profileOfUser = preparedQuery('career_profile_of_user', (db, name) =>
  db.select().from(careerProfiles).where(byUser).prepare(name),
);

const targetRoleOfUser = preparedQuery('career_target_role_of_user', (db, name) =>
  db.select({ targetRole: careerProfiles.targetRole }).from(careerProfiles).where(byUser).prepare(name),
);

const recentMessages = preparedQuery('chat_recent_messages', (db, name) =>
  db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.userId, sql.placeholder('userId')))
    .orderBy(desc(chatMessages.id))
    .limit(sql.placeholder('limit'))
    .prepare(name),
);

export function careerRepository(db: Database) {
  return {
    async find(userId: string): Promise<CareerProfile | null> {
      const [row] = await profileOfUser(db).execute({ userId });
      return row ? toProfile(row) : null;
    },

    /** The target role the user saved in the Career Guide, for other features to measure against. */
    async savedTargetRole(userId: string): Promise<string | undefined> {
      const [row] = await targetRoleOfUser(db).execute({ userId });
      return row?.targetRole;
    },

    /** How many messages the user wrote to the assistant. */
    countUserMessages(userId: string): Promise<number> {
      return db.$count(chatMessages, and(eq(chatMessages.userId, userId), eq(chatMessages.sender, 'user')));
    },

    /** The profile and the conversation as stored, for the user's own export. */
    async exportFor(userId: string) {
      const [careerProfile, conversation] = await Promise.all([
        db.query.careerProfiles.findFirst({ where: eq(careerProfiles.userId, userId) }),
        db.query.chatMessages.findMany({
          where: eq(chatMessages.userId, userId),
          orderBy: asc(chatMessages.id),
        }),
      ]);
      return { careerProfile, conversation };
    },

    async moveGuestData(guestId: string, accountId: string): Promise<void> {
      await moveAllRows(db, chatMessages, guestId, accountId);
      await moveRowUnlessOwned(db, careerProfiles, guestId, accountId);
    },

    /** Saved profiles in user id order, `limit` after `afterUserId`: for work over every profile, a page at a time. */
    async profilesPage(
      afterUserId: string | null,
      limit: number,
    ): Promise<{ userId: string; profile: CareerProfileInput }[]> {
      const rows = await db
        .select()
        .from(careerProfiles)
        .where(afterUserId === null ? undefined : gt(careerProfiles.userId, afterUserId))
        .orderBy(asc(careerProfiles.userId))
        .limit(limit);
      // Stored only through `save`, whose input the request schema checked.
      return rows.map(({ userId, updatedAt: _updatedAt, ...profile }) => ({
        userId,
        profile: { ...profile, industry: profile.industry as CareerProfileInput['industry'] },
      }));
    },

    /** One career profile per user; saving replaces it. */
    async save(userId: string, input: CareerProfileInput): Promise<CareerProfile> {
      const values = { ...input, updatedAt: new Date() };
      const [row] = await db
        .insert(careerProfiles)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: careerProfiles.userId, set: values })
        .returning();
      if (!row) throw new Error('saving a career profile returned no row');
      return toProfile(row);
    },

    async conversation(userId: string): Promise<ChatMessage[]> {
      const rows = await db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.userId, userId))
        .orderBy(asc(chatMessages.id));
      return rows.map(toChatMessage);
    },

    /** The latest `limit` messages of the conversation, oldest first. */
    async recentConversation(userId: string, limit: number): Promise<ChatMessage[]> {
      const rows = await recentMessages(db).execute({ userId, limit });
      return rows.reverse().map(toChatMessage);
    },

    /** The user's message and the reply, together or not at all. */
    async addExchange(userId: string, message: string, reply: string): Promise<void> {
      await db.insert(chatMessages).values([
        { userId, sender: 'user', content: message },
        { userId, sender: 'ai', content: reply },
      ]);
    },
  };
}
