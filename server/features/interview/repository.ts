import { and, asc, count, desc, eq, exists, sql } from 'drizzle-orm';
import type {
  AnswerFeedback,
  InterviewSession,
  InterviewSessionDetail,
  SessionQuestion,
  StoredFeedback,
} from '#common/api/interview.ts';
import type { InterviewIndustry } from '#common/industries.ts';
import type { Database, Transaction } from '#server/db/client.ts';
import { moveAllRows } from '#server/db/guest-transfer.ts';
import { preparedCount, preparedQuery } from '#server/db/prepared.ts';
import { interviewAnswers, interviewSessions } from '#server/db/schema/index.ts';

type SessionRow = typeof interviewSessions.$inferSelect;
type AnswerRow = typeof interviewAnswers.$inferSelect;

/** How many recent sessions' questions a new session tries not to repeat. */
const RECENT_SESSIONS = 10;

function toSession(row: SessionRow, answeredCount: number): InterviewSession {
  return {
    id: row.id,
    industry: row.industry as InterviewIndustry,
    role: row.role,
    experience: row.experience,
    questions: row.questions.map((question) => question.text),
    questionKinds: row.questions.map((question) => question.kind),
    overallScore: row.overallScore,
    answeredCount,
    createdAt: row.createdAt.toISOString(),
  };
}

function toFeedback(row: AnswerRow, questions: SessionQuestion[]): AnswerFeedback {
  return {
    questionIndex: row.questionIndex,
    question: questions[row.questionIndex]?.text ?? '',
    response: row.response,
    score: row.score,
    ...row.feedback,
    answeredAt: row.answeredAt.toISOString(),
  };
}

const answeredCount = sql<number>`(select count(*)::int from ${interviewAnswers} where ${interviewAnswers.sessionId} = ${interviewSessions.id})`;

/** The values the prepared reads are given. */
const param = {
  userId: sql.placeholder('userId'),
  sessionId: sql.placeholder('sessionId'),
  limit: sql.placeholder('limit'),
};

const sessionList = preparedQuery('interview_sessions_of_user', (db, name) =>
  db
    .select({ session: interviewSessions, answeredCount })
    .from(interviewSessions)
    .where(eq(interviewSessions.userId, param.userId))
    .orderBy(desc(interviewSessions.createdAt), desc(interviewSessions.id))
    .prepare(name),
);

const sessionCount = preparedCount('interview_session_count', (db, name) =>
  db
    .select({ value: count() })
    .from(interviewSessions)
    .where(eq(interviewSessions.userId, param.userId))
    .prepare(name),
);

const practicedCount = preparedCount('interview_practiced_count', (db, name) =>
  db
    .select({ value: count() })
    .from(interviewSessions)
    .where(
      and(
        eq(interviewSessions.userId, param.userId),
        exists(
          db
            .select({ one: sql`1` })
            .from(interviewAnswers)
            .where(eq(interviewAnswers.sessionId, interviewSessions.id)),
        ),
      ),
    )
    .prepare(name),
);

const recentSessions = preparedQuery('interview_recent_sessions', (db, name) =>
  db
    .select({
      role: interviewSessions.role,
      industry: interviewSessions.industry,
      overallScore: interviewSessions.overallScore,
      createdAt: interviewSessions.createdAt,
    })
    .from(interviewSessions)
    .where(eq(interviewSessions.userId, param.userId))
    .orderBy(desc(interviewSessions.createdAt), desc(interviewSessions.id))
    .limit(param.limit)
    .prepare(name),
);

const recentAnswers = preparedQuery('interview_recent_answers', (db, name) =>
  db
    .select({ score: interviewAnswers.score, feedback: interviewAnswers.feedback })
    .from(interviewAnswers)
    .innerJoin(interviewSessions, eq(interviewSessions.id, interviewAnswers.sessionId))
    .where(eq(interviewSessions.userId, param.userId))
    .orderBy(desc(interviewAnswers.answeredAt))
    .limit(param.limit)
    .prepare(name),
);

const sessionToAnswer = preparedQuery('interview_session_to_answer', (db, name) =>
  db
    .select({
      industry: interviewSessions.industry,
      role: interviewSessions.role,
      questions: interviewSessions.questions,
    })
    .from(interviewSessions)
    .where(and(eq(interviewSessions.id, param.sessionId), eq(interviewSessions.userId, param.userId)))
    .prepare(name),
);

/** Every query is scoped by the owner: another user's session id finds nothing. */
export function interviewRepository(db: Database) {
  return {
    /** `countUse` runs first in the same transaction and may refuse. */
    async create(
      session: {
        userId: string;
        industry: InterviewIndustry;
        role: string;
        experience: number;
        questions: SessionQuestion[];
      },
      countUse: (tx: Transaction) => Promise<void>,
    ) {
      return db.transaction(async (tx) => {
        await countUse(tx);
        const [row] = await tx.insert(interviewSessions).values(session).returning();
        if (!row) throw new Error('inserting an interview session returned no row');
        return toSession(row, 0);
      });
    },

    async list(userId: string): Promise<InterviewSession[]> {
      const rows = await sessionList(db).execute({ userId });
      return rows.map((row) => toSession(row.session, row.answeredCount));
    },

    countSessions: (userId: string): Promise<number> => sessionCount(db, { userId }),

    /** How many of the user's sessions have at least one answer. */
    countPracticed: (userId: string): Promise<number> => practicedCount(db, { userId }),

    /** The newest `limit` sessions' role, industry and score, with when each was started. */
    recentFor(userId: string, limit: number) {
      return recentSessions(db).execute({ userId, limit });
    },

    /** The scores and feedback of the user's `limit` latest answers, across sessions. */
    recentAnswers(userId: string, limit: number) {
      return recentAnswers(db).execute({ userId, limit });
    },

    /** Every session of the user's, oldest first, each with its answers. */
    exportFor(userId: string) {
      return db.query.interviewSessions.findMany({
        where: eq(interviewSessions.userId, userId),
        orderBy: asc(interviewSessions.id),
        with: { answers: true },
      });
    },

    moveGuestData: (guestId: string, accountId: string) =>
      moveAllRows(db, interviewSessions, guestId, accountId),

    /** The bank ids of the questions in the user's most recent sessions. */
    async recentQuestionIds(userId: string): Promise<Set<string>> {
      const rows = await db
        .select({ questions: interviewSessions.questions })
        .from(interviewSessions)
        .where(eq(interviewSessions.userId, userId))
        .orderBy(desc(interviewSessions.createdAt), desc(interviewSessions.id))
        .limit(RECENT_SESSIONS);
      return new Set(
        rows.flatMap((row) => row.questions.flatMap((question) => (question.id ? [question.id] : []))),
      );
    },

    /** What answering needs of a session: its industry, role and questions. */
    async findForAnswer(userId: string, sessionId: number) {
      const [row] = await sessionToAnswer(db).execute({ userId, sessionId });
      return row && { ...row, industry: row.industry as InterviewIndustry };
    },

    async detail(userId: string, sessionId: number): Promise<InterviewSessionDetail | undefined> {
      const [session] = await db
        .select()
        .from(interviewSessions)
        .where(and(eq(interviewSessions.id, sessionId), eq(interviewSessions.userId, userId)));
      if (!session) return undefined;
      const answers = await db
        .select()
        .from(interviewAnswers)
        .where(eq(interviewAnswers.sessionId, sessionId))
        .orderBy(asc(interviewAnswers.questionIndex));
      return {
        ...toSession(session, answers.length),
        answers: answers.map((answer) => toFeedback(answer, session.questions)),
      };
    },

    /**
     * Stores an answer (replacing an earlier attempt) and recomputes the session's mean score. The session row is
     * locked first, so answers arriving together are counted one after the other and none is lost from the mean.
     */
    async saveAnswer(
      userId: string,
      sessionId: number,
      answer: { questionIndex: number; response: string; score: number; feedback: StoredFeedback },
    ) {
      return db.transaction(async (tx) => {
        const [locked] = await tx
          .select()
          .from(interviewSessions)
          .where(and(eq(interviewSessions.id, sessionId), eq(interviewSessions.userId, userId)))
          .for('update');
        if (!locked) return undefined;
        const [saved] = await tx
          .insert(interviewAnswers)
          .values({ sessionId, ...answer })
          .onConflictDoUpdate({
            target: [interviewAnswers.sessionId, interviewAnswers.questionIndex],
            set: {
              response: answer.response,
              score: answer.score,
              feedback: answer.feedback,
              answeredAt: sql`now()`,
            },
          })
          .returning();
        const [totals] = await tx
          .select({ mean: sql<number>`round(avg(${interviewAnswers.score}))::int`, answered: count() })
          .from(interviewAnswers)
          .where(eq(interviewAnswers.sessionId, sessionId));
        const overallScore = totals?.mean ?? null;
        // The row was read whole when it was locked; only its score changes.
        await tx.update(interviewSessions).set({ overallScore }).where(eq(interviewSessions.id, sessionId));
        if (!saved) throw new Error('saving an interview answer returned no row');
        return {
          feedback: toFeedback(saved, locked.questions),
          session: toSession({ ...locked, overallScore }, totals?.answered ?? 0),
        };
      });
    },
  };
}
