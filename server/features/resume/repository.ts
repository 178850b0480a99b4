import { createHash } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Resume, ResumeAnalysis, ResumeSummary } from '#common/api/resume.ts';
import type { Database, Transaction } from '#server/db/client.ts';
import { moveAllRows } from '#server/db/guest-transfer.ts';
import { preparedCount, preparedQuery } from '#server/db/prepared.ts';
import { resumeFiles, resumes } from '#server/db/schema/index.ts';
import type { ResumeFormat } from '#server/files/file-type.ts';

export type NewResume = {
  userId: string;
  fileName: string;
  format: ResumeFormat;
  bytes: Buffer;
  text: string;
  analysis: ResumeAnalysis;
};

const resumeColumns = {
  id: resumes.id,
  fileName: resumes.fileName,
  createdAt: resumes.createdAt,
  score: resumes.score,
  analysis: resumes.analysis,
};

const toResume = (row: {
  id: number;
  fileName: string;
  createdAt: Date;
  score: number;
  analysis: ResumeAnalysis;
}) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

const ofUser = eq(resumes.userId, sql.placeholder('userId'));

const summariesOfUser = preparedQuery('resume_summaries_of_user', (db, name) =>
  db
    .select({
      id: resumes.id,
      fileName: resumes.fileName,
      createdAt: resumes.createdAt,
      score: resumes.score,
    })
    .from(resumes)
    .where(ofUser)
    .orderBy(desc(resumes.createdAt), desc(resumes.id))
    .prepare(name),
);

const countOfUser = preparedCount('resume_count_of_user', (db, name) =>
  db.select({ value: count() }).from(resumes).where(ofUser).prepare(name),
);

const keywordsOfUser = preparedQuery('resume_keywords_of_user', (db, name) =>
  db
    .selectDistinct({ keyword: sql<string>`jsonb_array_elements_text(${resumes.analysis} -> 'keywords')` })
    .from(resumes)
    .where(ofUser)
    .prepare(name),
);

const latestOfUser = preparedQuery('resume_latest_of_user', (db, name) =>
  db
    .select({ fileName: resumes.fileName, analysis: resumes.analysis, text: resumes.text })
    .from(resumes)
    .where(ofUser)
    .orderBy(desc(resumes.createdAt), desc(resumes.id))
    .limit(1)
    .prepare(name),
);

/** Every query is scoped by the owner: another user's id finds nothing. */
export function resumeRepository(db: Database) {
  return {
    /**
     * The metadata, the text, the analysis and the original file: all of it or none of it. `countUse` runs first
     * in the same transaction and may refuse.
     */
    async create(resume: NewResume, countUse: (tx: Transaction) => Promise<void>): Promise<Resume> {
      return db.transaction(async (tx) => {
        await countUse(tx);
        const [row] = await tx
          .insert(resumes)
          .values({
            userId: resume.userId,
            fileName: resume.fileName,
            format: resume.format,
            sizeBytes: resume.bytes.length,
            sha256: createHash('sha256').update(resume.bytes).digest('hex'),
            text: resume.text,
            score: resume.analysis.overallScore,
            analysis: resume.analysis,
          })
          // Not the analysis: it is here already, and reading it back cost PostgreSQL and this process.
          .returning({ id: resumes.id, createdAt: resumes.createdAt });
        if (!row) throw new Error('inserting a resume returned no row');
        await tx.insert(resumeFiles).values({ resumeId: row.id, content: resume.bytes });
        return toResume({
          ...row,
          fileName: resume.fileName,
          score: resume.analysis.overallScore,
          analysis: resume.analysis,
        });
      });
    },

    async list(userId: string): Promise<ResumeSummary[]> {
      const rows = await summariesOfUser(db).execute({ userId });
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), overallScore: row.score }));
    },

    async find(userId: string, id: number): Promise<Resume | undefined> {
      const [row] = await db
        .select(resumeColumns)
        .from(resumes)
        .where(and(eq(resumes.id, id), eq(resumes.userId, userId)));
      return row && toResume(row);
    },

    /** What comparing the resume with a job reads: its text, how it was laid out, and the original file. */
    async sourceFor(userId: string, id: number) {
      const [row] = await db
        .select({
          fileName: resumes.fileName,
          format: resumes.format,
          text: resumes.text,
          analysis: resumes.analysis,
          file: resumeFiles.content,
        })
        .from(resumes)
        .innerJoin(resumeFiles, eq(resumeFiles.resumeId, resumes.id))
        .where(and(eq(resumes.id, id), eq(resumes.userId, userId)));
      return row && { ...row, layout: row.analysis.layout };
    },

    /** What analysing the resume again reads: its text, its format and how it was laid out. */
    async analysisSourceFor(userId: string, id: number) {
      const [row] = await db
        .select({ format: resumes.format, text: resumes.text, analysis: resumes.analysis })
        .from(resumes)
        .where(and(eq(resumes.id, id), eq(resumes.userId, userId)));
      return row && { format: row.format, text: row.text, layout: row.analysis.layout };
    },

    /**
     * The resume with a new analysis in place of its old one (the same resume read again, so no new row, file or
     * date); undefined when it is not the user's or no longer exists.
     */
    async replaceAnalysis(userId: string, id: number, analysis: ResumeAnalysis): Promise<Resume | undefined> {
      const [row] = await db
        .update(resumes)
        .set({ analysis, score: analysis.overallScore })
        .where(and(eq(resumes.id, id), eq(resumes.userId, userId)))
        .returning({ id: resumes.id, fileName: resumes.fileName, createdAt: resumes.createdAt });
      return row && toResume({ ...row, score: analysis.overallScore, analysis });
    },

    async exists(userId: string, id: number): Promise<boolean> {
      return (await db.$count(resumes, and(eq(resumes.id, id), eq(resumes.userId, userId)))) > 0;
    },

    countFor: (userId: string): Promise<number> => countOfUser(db, { userId }),

    /** The newest resume's file name, analysis and text. */
    async latestFor(userId: string) {
      const [row] = await latestOfUser(db).execute({ userId });
      return row;
    },

    /** The newest `limit` resumes' file names and scores, with when each was analysed. */
    recentFor(userId: string, limit: number) {
      return db
        .select({ fileName: resumes.fileName, score: resumes.score, createdAt: resumes.createdAt })
        .from(resumes)
        .where(eq(resumes.userId, userId))
        .orderBy(desc(resumes.createdAt), desc(resumes.id))
        .limit(limit);
    },

    /** Every keyword the analyses of the user's resumes recommended, each once. */
    async recommendedKeywords(userId: string): Promise<string[]> {
      const rows = await keywordsOfUser(db).execute({ userId });
      return rows.map((row) => row.keyword);
    },

    /** Every resume of the user's, oldest first, and their original files. */
    async exportFor(userId: string) {
      const rows = await db.query.resumes.findMany({
        where: eq(resumes.userId, userId),
        orderBy: asc(resumes.id),
      });
      // Not as a nested relation: that comes back as JSON, in which the file's bytes would be text.
      const files = rows.length
        ? await db.query.resumeFiles.findMany({
            where: inArray(
              resumeFiles.resumeId,
              rows.map((row) => row.id),
            ),
          })
        : [];
      return { resumes: rows, files };
    },

    moveGuestData: (guestId: string, accountId: string) => moveAllRows(db, resumes, guestId, accountId),

    async remove(userId: string, id: number): Promise<boolean> {
      const deleted = await db
        .delete(resumes)
        .where(and(eq(resumes.id, id), eq(resumes.userId, userId)))
        .returning({ id: resumes.id });
      return deleted.length > 0;
    },
  };
}
