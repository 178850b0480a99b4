import type { Activity } from '#common/api/progress.ts';
import { industryLabel } from '#common/industries.ts';
import { ACTIVITY_SHOWN } from '#common/progress.ts';
import { clampScore } from '#common/scores.ts';
import type { Database } from '#server/db/client.ts';
import { careerRepository } from '#server/features/career/repository.ts';
import { interviewRepository } from '#server/features/interview/repository.ts';
import { linkedinRepository } from '#server/features/linkedin/repository.ts';
import { resumeRepository } from '#server/features/resume/repository.ts';
import { applicationRepository } from '#server/features/tracker/repository.ts';

const scoreOutOf100 = (score: number) => `Score: ${score}/100`;
const RESUME_ANALYSED = 'Resume analyzed';
const interviewPractice = (role: string) => `Interview practice - ${role}`;

/** The dashboard's panel shows at most this many of each. */
const DASHBOARD_SHOWN = { resumes: 3, interviews: 2 } as const;

/** The user's latest steps across the product, newest first. */
export async function recentActivity(db: Database, userId: string): Promise<Activity[]> {
  const [resumeRows, sessionRows, linkedin, career, applicationRows] = await Promise.all([
    resumeRepository(db).recentFor(userId, ACTIVITY_SHOWN),
    interviewRepository(db).recentFor(userId, ACTIVITY_SHOWN),
    linkedinRepository(db).find(userId),
    careerRepository(db).find(userId),
    applicationRepository(db).recentApplications(userId, ACTIVITY_SHOWN),
  ]);
  const events: (Omit<Activity, 'timestamp'> & { at: Date | null })[] = [
    ...resumeRows.map((row) => ({
      kind: 'resume' as const,
      title: RESUME_ANALYSED,
      detail: `${row.fileName} · ${scoreOutOf100(row.score)}`,
      at: row.createdAt,
    })),
    ...sessionRows.map((row) => ({
      kind: 'interview' as const,
      title: interviewPractice(row.role),
      detail: `${industryLabel(row.industry)} · ${row.overallScore === null ? 'not answered yet' : scoreOutOf100(row.overallScore)}`,
      at: row.createdAt,
    })),
    ...(linkedin
      ? [
          {
            kind: 'linkedin' as const,
            title: 'LinkedIn profile optimized',
            detail: scoreOutOf100(linkedin.optimizationScore),
            at: new Date(linkedin.updatedAt),
          },
        ]
      : []),
    ...(career
      ? [
          {
            kind: 'career' as const,
            title: 'Career profile saved',
            detail: `Target role: ${career.targetRole}`,
            at: new Date(career.updatedAt),
          },
        ]
      : []),
    ...applicationRows.map((row) => ({
      kind: 'application' as const,
      title: `Applied to ${row.title}`,
      detail: row.company,
      at: row.appliedAt,
    })),
  ];
  return events
    .flatMap(({ at, ...event }) => (at ? [{ ...event, timestamp: at.toISOString() }] : []))
    .sort((a, b) => b.timestamp.localeCompare(a.timestamp))
    .slice(0, ACTIVITY_SHOWN);
}

/**
 * The dashboard's panel: the latest resume analyses, then the latest practice sessions, each with its score
 * (a session not answered yet scores 0).
 */
export async function dashboardActivity(db: Database, userId: string): Promise<Activity[]> {
  const [resumeRows, sessionRows] = await Promise.all([
    resumeRepository(db).recentFor(userId, DASHBOARD_SHOWN.resumes),
    interviewRepository(db).recentFor(userId, DASHBOARD_SHOWN.interviews),
  ]);
  return [
    ...resumeRows.map((row) => ({
      kind: 'resume' as const,
      title: RESUME_ANALYSED,
      detail: scoreOutOf100(row.score),
      timestamp: row.createdAt.toISOString(),
    })),
    ...sessionRows.map((row) => ({
      kind: 'interview' as const,
      title: interviewPractice(row.role),
      detail: `${industryLabel(row.industry)} · ${scoreOutOf100(clampScore(row.overallScore))}`,
      timestamp: row.createdAt.toISOString(),
    })),
  ];
}
