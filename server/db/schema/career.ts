import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { WorkPreference } from '#common/api/career.ts';
import { SENIORITIES } from '#server/knowledge/seniority.ts';
import { WORK_TYPES } from '#server/knowledge/work-type.ts';
import { users } from './users.ts';

export const careerProfiles = pgTable('career_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  currentRole: text('current_role').notNull(),
  targetRole: text('target_role').notNull(),
  industry: text('industry').notNull(),
  experience: integer('experience').notNull(),
  skills: jsonb('skills').$type<string[]>().notNull(),
  goals: jsonb('goals').$type<string[]>().notNull(),
  preferences: jsonb('preferences')
    .$type<{ workType: WorkPreference; location: string; salaryRange: string }>()
    .notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Job postings from any source: the built-in sample catalogue now, importers later. */
export const jobs = pgTable(
  'jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** 'sample' for the built-in catalogue; an importer's name otherwise. */
    source: text('source').notNull(),
    externalId: text('external_id').notNull(),
    url: text('url'),
    title: text('title').notNull(),
    company: text('company').notNull(),
    location: text('location').notNull(),
    workType: text('work_type', { enum: WORK_TYPES }).notNull(),
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    salaryCurrency: text('salary_currency').notNull().default('USD'),
    requirements: jsonb('requirements').$type<string[]>().notNull(),
    description: text('description').notNull(),
    industry: text('industry').notNull(),
    /** The knowledge-base role and family the title maps to, set at insert, so matching can pre-select by index. */
    roleId: text('role_id'),
    family: text('family'),
    seniority: text('seniority', { enum: SENIORITIES }).notNull(),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    titleSearch: tsvector('title_search').notNull().generatedAlwaysAs(sql`to_tsvector('english', title)`),
  },
  (table) => [
    uniqueIndex('jobs_source_external_id_key').on(table.source, table.externalId),
    index('jobs_role_id_posted_at_idx').on(table.roleId, table.postedAt),
    index('jobs_family_posted_at_idx').on(table.family, table.postedAt),
    index('jobs_title_search_idx').using('gin', table.titleSearch),
  ],
);

/** A user's matches, recomputed when their career profile is saved; an application is kept across recomputes. */
export const jobMatches = pgTable(
  'job_matches',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    matchScore: integer('match_score').notNull(),
    reason: text('reason').notNull(),
    isApplied: boolean('is_applied').notNull().default(false),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.jobId] }),
    index('job_matches_user_id_score_idx').on(table.userId, table.matchScore),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sender: text('sender', { enum: ['user', 'ai'] }).notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chat_messages_user_id_id_idx').on(table.userId, table.id)],
);
