import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { ACTIVITY_SHOWN, type Activity } from '#common/api/progress.ts';
import { clampScore } from '#common/scores.ts';
import type { Database } from '#server/db/client.ts';
import {
  careerProfiles,
  interviewSessions,
  jobMatches,
  jobs,
  linkedinProfiles,
  resumes,
} from '#server/db/schema/index.ts';
import { interviewRepository } from '#server/features/interview/repository.ts';
import { resumeRepository } from '#server/features/resume/repository.ts';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const scoreOutOf100 = (score: number) => `Score: ${score}/100`;
const RESUME_ANALYSED = 'Resume analyzed';
const interviewPractice = (role: string) => `Interview practice - ${role}`;

/** The dashboard's panel shows at most this many of each. */
const DASHBOARD_SHOWN = { resumes: 3, interviews: 2 } as const;

/** The user's latest steps across the product, newest first. */
export async function recentActivity(db: Database, userId: string): Promise<Activity[]> {
  const [resumeRows, sessionRows, linkedinRows, careerRows, applicationRows] = await Promise.all([
    db
      .select({ fileName: resumes.fileName, score: resumes.score, at: resumes.createdAt })
      .from(resumes)
      .where(eq(resumes.userId, userId))
      .orderBy(desc(resumes.createdAt))
      .limit(ACTIVITY_SHOWN),
    db
      .select({
        role: interviewSessions.role,
        industry: interviewSessions.industry,
        score: interviewSessions.overallScore,
        at: interviewSessions.createdAt,
      })
      .from(interviewSessions)
      .where(eq(interviewSessions.userId, userId))
      .orderBy(desc(interviewSessions.createdAt))
      .limit(ACTIVITY_SHOWN),
    db
      .select({ score: linkedinProfiles.optimizationScore, at: linkedinProfiles.updatedAt })
      .from(linkedinProfiles)
      .where(eq(linkedinProfiles.userId, userId)),
    db
      .select({ targetRole: careerProfiles.targetRole, at: careerProfiles.updatedAt })
      .from(careerProfiles)
      .where(eq(careerProfiles.userId, userId)),
    db
      .select({ title: jobs.title, company: jobs.company, at: jobMatches.appliedAt })
      .from(jobMatches)
      .innerJoin(jobs, eq(jobs.id, jobMatches.jobId))
      .where(and(eq(jobMatches.userId, userId), isNotNull(jobMatches.appliedAt)))
      .orderBy(desc(jobMatches.appliedAt))
      .limit(ACTIVITY_SHOWN),
  ]);
  const events: (Omit<Activity, 'timestamp'> & { at: Date | null })[] = [
    ...resumeRows.map((row) => ({
      kind: 'resume' as const,
      title: RESUME_ANALYSED,
      detail: `${row.fileName} · ${scoreOutOf100(row.score)}`,
      at: row.at,
    })),
    ...sessionRows.map((row) => ({
      kind: 'interview' as const,
      title: interviewPractice(row.role),
      detail: `${capitalised(row.industry)} · ${row.score === null ? 'not answered yet' : scoreOutOf100(row.score)}`,
      at: row.at,
    })),
    ...linkedinRows.map((row) => ({
      kind: 'linkedin' as const,
      title: 'LinkedIn profile optimized',
      detail: scoreOutOf100(row.score),
      at: row.at,
    })),
    ...careerRows.map((row) => ({
      kind: 'career' as const,
      title: 'Career profile saved',
      detail: `Target role: ${row.targetRole}`,
      at: row.at,
    })),
    ...applicationRows.map((row) => ({
      kind: 'application' as const,
      title: `Applied to ${row.title}`,
      detail: row.company,
      at: row.at,
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
  const [resumeList, sessionList] = await Promise.all([
    resumeRepository(db).list(userId),
    interviewRepository(db).list(userId),
  ]);
  return [
    ...resumeList.slice(0, DASHBOARD_SHOWN.resumes).map((resume) => ({
      kind: 'resume' as const,
      title: RESUME_ANALYSED,
      detail: scoreOutOf100(resume.overallScore),
      timestamp: resume.createdAt,
    })),
    ...sessionList.slice(0, DASHBOARD_SHOWN.interviews).map((session) => ({
      kind: 'interview' as const,
      title: interviewPractice(session.role),
      detail: `${capitalised(session.industry)} · ${scoreOutOf100(clampScore(session.overallScore))}`,
      timestamp: session.createdAt,
    })),
  ];
}
