import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ProfileCheck, ProfileRecommendations, ProfileTargetRole } from '#common/api/linkedin.ts';
import { users } from './users.ts';

/** The user's professional-network profile as last optimised: what they entered and what the engine made of it. */
export const linkedinProfiles = pgTable('linkedin_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  headline: text('headline').notNull(),
  summary: text('summary').notNull(),
  experience: jsonb('experience').$type<string[]>().notNull(),
  skills: jsonb('skills').$type<string[]>().notNull(),
  optimizationScore: integer('optimization_score').notNull(),
  recommendations: jsonb('recommendations').$type<ProfileRecommendations>().notNull(),
  checks: jsonb('checks').$type<ProfileCheck[]>().notNull(),
  targetRole: jsonb('target_role').$type<ProfileTargetRole | null>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
