import type { Progress } from '#common/api/progress.ts';
import { overallProgress } from '#common/progress.ts';
import type { TextEngine } from '#server/ai/provider.ts';
import type { Database } from '#server/db/client.ts';
import { careerRepository } from '#server/features/career/repository.ts';
import { interviewRepository } from '#server/features/interview/repository.ts';
import { linkedinRepository } from '#server/features/linkedin/repository.ts';
import { resumeRepository } from '#server/features/resume/repository.ts';
import { applicationRepository } from '#server/features/tracker/repository.ts';
import { findSkill } from '#server/knowledge/index.ts';

/** The skills a user's text names, found in the engine's threads (a resume may run to 100 000 characters). */
const skillNames = async (engine: TextEngine, text: string | null) =>
  text ? engine.run('skillNames', text) : [];

/**
 * Progress combines what the features' repositories report: counts, whether the profiles are saved, the keywords
 * the product recommended, and the texts in which those keywords may now appear.
 */
export async function progressOf(db: Database, engine: TextEngine, userId: string): Promise<Progress> {
  const resumes = resumeRepository(db);
  const [
    resumeAnalyses,
    interviewsPracticed,
    jobsApplied,
    careerProfile,
    linkedinProfile,
    resumeKeywords,
    latestResume,
  ] = await Promise.all([
    resumes.countFor(userId),
    interviewRepository(db).countPracticed(userId),
    applicationRepository(db).countApplied(userId),
    careerRepository(db).find(userId),
    linkedinRepository(db).find(userId),
    resumes.recommendedKeywords(userId),
    resumes.latestFor(userId),
  ]);
  const profileText = linkedinProfile
    ? [linkedinProfile.headline, linkedinProfile.summary, JSON.stringify(linkedinProfile.skills)].join('\n')
    : null;
  const [resumeSkills, profileSkills] = await Promise.all([
    skillNames(engine, latestResume?.text ?? null),
    skillNames(engine, profileText),
  ]);
  const present = new Set([
    ...resumeSkills,
    ...profileSkills,
    ...(careerProfile?.skills ?? []).map((skill) => findSkill(skill)?.name ?? skill),
  ]);
  const recommended = new Set([
    ...resumeKeywords,
    ...(linkedinProfile?.recommendations.keywordSuggestions ?? []),
  ]);
  const facts = {
    resumeAnalyses,
    interviewsPracticed,
    jobsApplied,
    profileOptimised: linkedinProfile !== null,
    careerProfileSaved: careerProfile !== null,
  };
  return {
    overallProgress: overallProgress(facts),
    resumeAnalyses,
    interviewsPracticed,
    skillsImproved: [...recommended].filter((keyword) => present.has(keyword)).length,
    jobsApplied,
  };
}
