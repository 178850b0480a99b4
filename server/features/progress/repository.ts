import { eq, sql } from 'drizzle-orm';
import { EMPTY_PROGRESS, overallProgress, type Progress } from '#common/api/progress.ts';
import type { TextEngine } from '#server/ai/provider.ts';
import type { Database } from '#server/db/client.ts';
import { users } from '#server/db/schema/index.ts';
import { findSkill } from '#server/knowledge/index.ts';

/**
 * Everything progress is derived from, read in one round trip: counts, flags, the keywords the product recommended,
 * and the texts in which those keywords may now appear.
 */
async function progressFacts(db: Database, userId: string) {
  const [row] = await db
    .select({
      resumeAnalyses: sql<number>`(select count(*) from resumes where user_id = ${userId})`.mapWith(Number),
      interviewsPracticed: sql<number>`(select count(*) from interview_sessions s where s.user_id = ${userId}
        and exists (select 1 from interview_answers a where a.session_id = s.id))`.mapWith(Number),
      jobsApplied:
        sql<number>`(select count(*) from job_matches where user_id = ${userId} and is_applied)`.mapWith(
          Number,
        ),
      profileOptimised: sql<boolean>`exists (select 1 from linkedin_profiles where user_id = ${userId})`,
      careerProfileSaved: sql<boolean>`exists (select 1 from career_profiles where user_id = ${userId})`,
      recommended: sql<string[]>`(select coalesce(jsonb_agg(distinct keyword), '[]'::jsonb) from (
          select jsonb_array_elements_text(analysis -> 'keywords') as keyword from resumes where user_id = ${userId}
          union
          select jsonb_array_elements_text(recommendations -> 'keywordSuggestions') from linkedin_profiles where user_id = ${userId}
        ) recommended)`,
      latestResume: sql<
        string | null
      >`(select text from resumes where user_id = ${userId} order by created_at desc, id desc limit 1)`,
      profileText: sql<
        string | null
      >`(select headline || E'\\n' || summary || E'\\n' || (skills #>> '{}') from linkedin_profiles where user_id = ${userId})`,
      careerSkills: sql<string[] | null>`(select skills from career_profiles where user_id = ${userId})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** The skills a user's text names, found in the engine's threads (a resume may run to 100 000 characters). */
const skillNames = async (engine: TextEngine, text: string | null) =>
  text ? engine.run('skillNames', text) : [];

export async function progressOf(db: Database, engine: TextEngine, userId: string): Promise<Progress> {
  const facts = await progressFacts(db, userId);
  if (!facts) return EMPTY_PROGRESS;
  const [resumeSkills, profileSkills] = await Promise.all([
    skillNames(engine, facts.latestResume),
    skillNames(engine, facts.profileText),
  ]);
  const present = new Set([
    ...resumeSkills,
    ...profileSkills,
    ...(facts.careerSkills ?? []).map((skill) => findSkill(skill)?.name ?? skill),
  ]);
  return {
    overallProgress: overallProgress(facts),
    resumeAnalyses: facts.resumeAnalyses,
    interviewsPracticed: facts.interviewsPracticed,
    skillsImproved: facts.recommended.filter((keyword) => present.has(keyword)).length,
    jobsApplied: facts.jobsApplied,
  };
}
