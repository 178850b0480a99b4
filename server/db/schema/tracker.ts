import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Contact } from '#common/api/tracker.ts';
import { APPLICATION_STAGES, INTERVIEW_KINDS } from '#common/tracker.ts';
import { jobs } from './career.ts';
import { resumes } from './resumes.ts';
import { tailorings } from './tailorings.ts';
import { users } from './users.ts';

/** One job the user is pursuing, from saved to offer: the application tracker's card. */
export const applications = pgTable(
  'applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stage: text('stage', { enum: APPLICATION_STAGES }).notNull(),
    title: text('title').notNull(),
    company: text('company').notNull(),
    location: text('location').notNull().default(''),
    salary: text('salary').notNull().default(''),
    url: text('url'),
    description: text('description').notNull().default(''),
    notes: text('notes').notNull().default(''),
    nextStep: text('next_step').notNull().default(''),
    nextStepDue: date('next_step_due'),
    contacts: jsonb('contacts').$type<Contact[]>().notNull().default([]),
    /** The job match it came from; a posting that is gone leaves the application as it was. */
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    resumeId: integer('resume_id').references(() => resumes.id, { onDelete: 'set null' }),
    tailoringId: integer('tailoring_id').references(() => tailorings.id, { onDelete: 'set null' }),
    /** When it first reached a stage that means it was sent (APPLIED_STAGES). */
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    stageChangedAt: timestamp('stage_changed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('applications_user_id_stage_idx').on(table.userId, table.stage),
    uniqueIndex('applications_user_id_job_id_key')
      .on(table.userId, table.jobId)
      .where(sql`${table.jobId} is not null`),
  ],
);

/** Each stage an application entered, and when: its history. */
export const applicationStageChanges = pgTable(
  'application_stage_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    stage: text('stage', { enum: APPLICATION_STAGES }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('application_stage_changes_application_id_idx').on(table.applicationId, table.at)],
);

export const interviewRounds = pgTable(
  'interview_rounds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: smallint('duration_minutes').notNull(),
    kind: text('kind', { enum: INTERVIEW_KINDS }).notNull(),
    people: text('people').notNull().default(''),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('interview_rounds_application_id_idx').on(table.applicationId, table.startsAt)],
);

/** The tracker's settings; a user without a row has the defaults (FOLLOW_UP_DAYS.default). */
export const trackerSettings = pgTable('tracker_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  followUpDays: smallint('follow_up_days').notNull(),
});
