import { relations } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { SessionQuestion, StoredFeedback } from '#common/api/interview.ts';
import { users } from './users.ts';

export const interviewSessions = pgTable(
  'interview_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    industry: text('industry').notNull(),
    role: text('role').notNull(),
    experience: integer('experience').notNull(),
    questions: jsonb('questions').$type<SessionQuestion[]>().notNull(),
    /** The mean of the answered questions' scores; null until the first answer. */
    overallScore: integer('overall_score'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('interview_sessions_user_id_created_at_idx').on(table.userId, table.createdAt)],
);

/** The latest answer to each question of a session: a new attempt replaces the old. */
export const interviewAnswers = pgTable(
  'interview_answers',
  {
    sessionId: integer('session_id')
      .notNull()
      .references(() => interviewSessions.id, { onDelete: 'cascade' }),
    questionIndex: integer('question_index').notNull(),
    response: text('response').notNull(),
    score: integer('score').notNull(),
    feedback: jsonb('feedback').$type<StoredFeedback>().notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.sessionId, table.questionIndex] })],
);

export const interviewSessionRelations = relations(interviewSessions, ({ many }) => ({
  answers: many(interviewAnswers),
}));

export const interviewAnswerRelations = relations(interviewAnswers, ({ one }) => ({
  session: one(interviewSessions, {
    fields: [interviewAnswers.sessionId],
    references: [interviewSessions.id],
  }),
}));
