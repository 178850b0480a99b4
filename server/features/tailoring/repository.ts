import { and, asc, desc, eq } from 'drizzle-orm';
import type { Tailoring, TailoringSummary, TargetJob } from '#common/api/tailoring.ts';
import type { Database, Transaction } from '#server/db/client.ts';
import { moveAllRows } from '#server/db/guest-transfer.ts';
import { resumes, type TailoringFindings, tailorings } from '#server/db/schema/index.ts';

export type NewTailoring = {
  userId: string;
  resumeId: number;
  job: TargetJob;
  matchRate: number;
  fit: Tailoring['fit'];
  findings: TailoringFindings;
};

type TailoringRow = typeof tailorings.$inferSelect & { resumeFileName: string };

const toTailoring = ({ findings, userId: _userId, createdAt, ...row }: TailoringRow): Tailoring => ({
  ...row,
  ...findings,
  createdAt: createdAt.toISOString(),
});

const tailoringColumns = {
  id: tailorings.id,
  userId: tailorings.userId,
  resumeId: tailorings.resumeId,
  job: tailorings.job,
  matchRate: tailorings.matchRate,
  fit: tailorings.fit,
  findings: tailorings.findings,
  accepted: tailorings.accepted,
  createdAt: tailorings.createdAt,
  resumeFileName: resumes.fileName,
};

/** Every query is scoped by the owner: another user's id finds nothing. */
export function tailoringRepository(db: Database) {
  const findRow = async (userId: string, id: number) => {
    const [row] = await db
      .select(tailoringColumns)
      .from(tailorings)
      .innerJoin(resumes, eq(resumes.id, tailorings.resumeId))
      .where(and(eq(tailorings.id, id), eq(tailorings.userId, userId)));
    return row;
  };

  return {
    /** `countUse` runs first in the same transaction and may refuse. */
    async create(tailoring: NewTailoring, countUse: (tx: Transaction) => Promise<void>): Promise<number> {
      return db.transaction(async (tx) => {
        await countUse(tx);
        const [row] = await tx.insert(tailorings).values(tailoring).returning({ id: tailorings.id });
        if (!row) throw new Error('inserting a tailoring returned no row');
        return row.id;
      });
    },

    async find(userId: string, id: number): Promise<Tailoring | undefined> {
      const row = await findRow(userId, id);
      return row && toTailoring(row);
    },

    /** The resume's tailorings, newest first. */
    async listFor(userId: string, resumeId: number): Promise<TailoringSummary[]> {
      const rows = await db
        .select({
          id: tailorings.id,
          resumeId: tailorings.resumeId,
          createdAt: tailorings.createdAt,
          matchRate: tailorings.matchRate,
          fit: tailorings.fit,
          job: tailorings.job,
        })
        .from(tailorings)
        .where(and(eq(tailorings.userId, userId), eq(tailorings.resumeId, resumeId)))
        .orderBy(desc(tailorings.createdAt), desc(tailorings.id));
      return rows.map(({ job, createdAt, ...row }) => ({
        ...row,
        createdAt: createdAt.toISOString(),
        title: job.title,
        company: job.company,
      }));
    },

    /** Keeps the rewrites the user took; ids of rewrites the tailoring does not have are dropped. */
    async setAccepted(userId: string, id: number, accepted: string[]): Promise<Tailoring | undefined> {
      const row = await findRow(userId, id);
      if (!row) return undefined;
      const known = new Set(row.findings.rewrites.map((rewrite) => rewrite.id));
      const kept = [...new Set(accepted)].filter((rewriteId) => known.has(rewriteId));
      await db
        .update(tailorings)
        .set({ accepted: kept })
        .where(and(eq(tailorings.id, id), eq(tailorings.userId, userId)));
      return toTailoring({ ...row, accepted: kept });
    },

    async remove(userId: string, id: number): Promise<boolean> {
      const deleted = await db
        .delete(tailorings)
        .where(and(eq(tailorings.id, id), eq(tailorings.userId, userId)))
        .returning({ id: tailorings.id });
      return deleted.length > 0;
    },

    exportFor(userId: string) {
      return db.select().from(tailorings).where(eq(tailorings.userId, userId)).orderBy(asc(tailorings.id));
    },

    moveGuestData: (guestId: string, accountId: string) => moveAllRows(db, tailorings, guestId, accountId),
  };
}
