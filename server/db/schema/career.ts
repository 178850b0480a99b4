import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  customType,
  doublePrecision,
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
import { SALARY_PERIODS, type VettingFlag } from '#common/api/jobs.ts';
import type { WorkPreference } from '#common/career.ts';
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

/** A passage of a posting that looks like a known scam pattern, quoted as evidence. */
type StoredScamSignal = {
  kind: Extract<
    VettingFlag['kind'],
    'fee-requested' | 'messaging-app-contact' | 'personal-email' | 'pay-above-range'
  >;
  evidence: string;
};

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Job postings: the built-in sample catalogue (source 'sample') and postings read from employers' job boards. */
export const jobs = pgTable(
  'jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** 'sample' for the built-in catalogue; the applicant tracking system ('greenhouse', 'lever', 'ashby') otherwise. */
    source: text('source').notNull(),
    /** The source's own id for the posting. */
    externalId: text('external_id').notNull(),
    /** The employer's board the posting is listed on; null for sample postings. */
    board: text('board'),
    url: text('url'),
    title: text('title').notNull(),
    company: text('company').notNull(),
    location: text('location').notNull(),
    /** Every place the posting names, as the board writes them. */
    locations: jsonb('locations').$type<string[]>().notNull().default([]),
    workType: text('work_type', { enum: WORK_TYPES }).notNull(),
    department: text('department'),
    employmentType: text('employment_type'),
    /** Pay as published: an hourly rate keeps its cents. */
    salaryMin: doublePrecision('salary_min'),
    salaryMax: doublePrecision('salary_max'),
    /** ISO 4217; null when a board publishes pay without naming the currency. */
    salaryCurrency: text('salary_currency').default('USD'),
    salaryPeriod: text('salary_period', { enum: SALARY_PERIODS }),
    requirements: jsonb('requirements').$type<string[]>().notNull(),
    description: text('description').notNull(),
    /** The board's description reduced to safe HTML; null for sample postings. */
    descriptionHtml: text('description_html'),
    industry: text('industry').notNull(),
    /** The knowledge-base role and family the title maps to, set at insert, so matching can pre-select by index. */
    roleId: text('role_id'),
    family: text('family'),
    seniority: text('seniority', { enum: SENIORITIES }).notNull(),
    /** When the posting says it was published (the board's date), else when it was first seen. */
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the board says the posting last changed. */
    sourceUpdatedAt: timestamp('source_updated_at', { withTimezone: true }),
    /** Set when the posting left its board; a closed posting is kept for the applications that name it. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** A digest of what was read from the board, so an unchanged posting is not read again. */
    contentHash: text('content_hash'),
    /** Company and title normalised: postings sharing it may be one job listed several times. */
    dedupeKey: text('dedupe_key'),
    /** The posting this one repeats (another place or board for the same job): it is not matched on its own. */
    duplicateOf: integer('duplicate_of').references((): AnyPgColumn => jobs.id, { onDelete: 'set null' }),
    scamSignals: jsonb('scam_signals').$type<StoredScamSignal[]>().notNull().default([]),
    /** Days between an earlier listing of the same job leaving the board and this one appearing. */
    repostedAfterDays: integer('reposted_after_days'),
    titleSearch: tsvector('title_search').notNull().generatedAlwaysAs(sql`to_tsvector('english', title)`),
  },
  (table) => [
    uniqueIndex('jobs_source_external_id_key').on(table.source, table.externalId),
    index('jobs_role_id_posted_at_idx').on(table.roleId, table.postedAt),
    index('jobs_family_posted_at_idx').on(table.family, table.postedAt),
    index('jobs_title_search_idx').using('gin', table.titleSearch),
    index('jobs_source_board_idx').on(table.source, table.board),
    index('jobs_company_dedupe_key_idx').on(table.company, table.dedupeKey),
    index('jobs_first_seen_at_idx').on(table.firstSeenAt),
    index('jobs_duplicate_of_idx').on(table.duplicateOf).where(sql`${table.duplicateOf} is not null`),
  ],
);

/** A followed board: how its last refresh went, and what its postings say of the company. */
export const jobBoards = pgTable(
  'job_boards',
  {
    source: text('source').notNull(),
    board: text('board').notNull(),
    /** The company as its postings name it; empty until a refresh lists one. */
    company: text('company').notNull().default(''),
    status: text('status', { enum: ['new', 'listed', 'removed', 'failing'] })
      .notNull()
      .default('new'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    lastError: text('last_error'),
    openPostings: integer('open_postings').notNull().default(0),
    /** The median age in days of the board's open postings, as of the last refresh. */
    medianDaysOpen: integer('median_days_open'),
  },
  (table) => [primaryKey({ columns: [table.source, table.board] })],
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
