import { customType, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ResumeAnalysis } from '#common/api/resume.ts';
import { users } from './users.ts';

/** Binary data; node-postgres reads it as a Buffer, PGlite as a Uint8Array, so both become a Buffer here. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const resumes = pgTable(
  'resumes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    format: text('format', { enum: ['pdf', 'docx', 'doc'] }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    /** The text as extracted, in reading order: what the analysis read and quotes from. */
    text: text('text').notNull(),
    score: integer('score').notNull(),
    analysis: jsonb('analysis').$type<ResumeAnalysis>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('resumes_user_id_created_at_idx').on(table.userId, table.createdAt)],
);

/** The original file, apart from its metadata so that listing resumes never reads the bytes. */
export const resumeFiles = pgTable('resume_files', {
  resumeId: integer('resume_id')
    .primaryKey()
    .references(() => resumes.id, { onDelete: 'cascade' }),
  content: bytea('content').notNull(),
});
