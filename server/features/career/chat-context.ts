import type { CareerChatContext, TextEngine } from '#server/ai/provider.ts';
import type { Database } from '#server/db/client.ts';
import { interviewRepository } from '#server/features/interview/repository.ts';
import { salaryText } from '#server/features/jobs/job-match.ts';
import { jobRepository } from '#server/features/jobs/repository.ts';
import { linkedinRepository } from '#server/features/linkedin/repository.ts';
import { resumeRepository } from '#server/features/resume/repository.ts';
import { careerRepository } from './repository.ts';

const BREAKDOWN_PARTS = ['relevance', 'structure', 'specificity', 'clarity'] as const;
const RECENT_ANSWERS = 50;

async function careerProfileOf(db: Database, userId: string): Promise<CareerChatContext['careerProfile']> {
  const profile = await careerRepository(db).find(userId);
  if (!profile) return null;
  return {
    currentRole: profile.currentRole,
    targetRole: profile.targetRole,
    industry: profile.industry,
    experience: profile.experience,
    skills: profile.skills,
    goals: profile.goals,
    workType: profile.preferences.workType,
    location: profile.preferences.location,
  };
}

async function latestResumeOf(
  db: Database,
  engine: TextEngine,
  userId: string,
): Promise<CareerChatContext['resume']> {
  const row = await resumeRepository(db).latestFor(userId);
  if (!row) return null;
  const { analysis } = row;
  return {
    fileName: row.fileName,
    score: analysis.overallScore,
    atsCompatibility: analysis.atsCompatibility,
    keywordOptimization: analysis.keywordOptimization,
    contentQuality: analysis.contentQuality,
    topSuggestion: analysis.suggestions[0] ?? null,
    missingKeywords: analysis.keywords,
    // In the engine's threads: the stored text may run to 100 000 characters.
    skills: await engine.run('skillNames', row.text),
  };
}

async function interviewsOf(db: Database, userId: string): Promise<CareerChatContext['interviews']> {
  const interviews = interviewRepository(db);
  const [sessions, [last], answers] = await Promise.all([
    interviews.countSessions(userId),
    interviews.recentFor(userId, 1),
    interviews.recentAnswers(userId, RECENT_ANSWERS),
  ]);
  const mean = (values: number[]) =>
    values.length ? Math.round(values.reduce((a, b) => a + b, 0) / values.length) : null;
  const partMeans = BREAKDOWN_PARTS.map((part) => ({
    part,
    mean: mean(answers.map((answer) => answer.feedback.breakdown[part])) ?? 100,
  }));
  const weakest = answers.length ? (partMeans.sort((a, b) => a.mean - b.mean)[0]?.part ?? null) : null;
  return {
    sessions,
    answered: answers.length,
    averageScore: mean(answers.map((answer) => answer.score)),
    weakestArea: weakest,
    lastRole: last?.role ?? null,
  };
}

/** The matches the plan shows (the first `visible`, null for all); the count of applications covers them all. */
async function matchesOf(
  db: Database,
  userId: string,
  visible: number | null,
): Promise<CareerChatContext['matches']> {
  const ranked = (await jobRepository(db).ranked(userId)).map(({ match, job }) => ({ ...match, ...job }));
  const rows = visible === null ? ranked : ranked.slice(0, visible);
  return {
    total: rows.length,
    applied: ranked.filter((row) => row.isApplied).length,
    top: rows.slice(0, 3).map((row) => ({
      title: row.title,
      company: row.company,
      matchScore: row.matchScore,
      salary: salaryText(row),
    })),
    // The assistant compares yearly pay in dollars; hourly rates and other currencies would mislead it.
    salaries: rows.flatMap((row) =>
      row.salaryMin !== null &&
      row.salaryMax !== null &&
      row.salaryPeriod === 'year' &&
      (row.salaryCurrency ?? 'USD') === 'USD'
        ? [
            {
              min: row.salaryMin,
              max: row.salaryMax,
              title: row.title,
              places: [...new Set([row.location, ...row.locations])],
              workType: row.workType,
              seniority: row.seniority,
            },
          ]
        : [],
    ),
  };
}

async function linkedinOf(db: Database, userId: string): Promise<CareerChatContext['linkedin']> {
  const profile = await linkedinRepository(db).find(userId);
  return profile && { score: profile.optimizationScore, headline: profile.headline };
}

/** Everything the assistant may draw on: the user's own profile, resume, interviews, matches and LinkedIn profile. */
export async function chatContext(
  db: Database,
  engine: TextEngine,
  userId: string,
  visibleMatches: number | null,
): Promise<CareerChatContext> {
  const [careerProfile, resume, interviews, matches, linkedin] = await Promise.all([
    careerProfileOf(db, userId),
    latestResumeOf(db, engine, userId),
    interviewsOf(db, userId),
    matchesOf(db, userId, visibleMatches),
    linkedinOf(db, userId),
  ]);
  return { careerProfile, resume, interviews, matches, linkedin };
}
