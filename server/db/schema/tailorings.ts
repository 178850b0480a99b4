import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Tailoring, TargetJob } from '#common/api/tailoring.ts';
import { resumes } from './resumes.ts';
import { users } from './users.ts';

/** What a tailoring found, apart from the job it was made for and the rewrites the user took. */
export type TailoringFindings = Pick<
  Tailoring,
  'parts' | 'matched' | 'missing' | 'preview' | 'rewrites' | 'rejectedRewrites' | 'fallbackNotice'
>;

/** One resume compared with one job: kept so the user can come back to it, compare, and download the report. */
export const tailorings = pgTable(
  'tailorings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    resumeId: integer('resume_id')
      .notNull()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    job: jsonb('job').$type<TargetJob>().notNull(),
    matchRate: integer('match_rate').notNull(),
    fit: text('fit', { enum: ['good', 'stretch', 'poor'] }).notNull(),
    findings: jsonb('findings').$type<TailoringFindings>().notNull(),
    accepted: jsonb('accepted').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('tailorings_user_id_resume_id_idx').on(table.userId, table.resumeId, table.createdAt)],
);
