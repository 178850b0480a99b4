import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { ACTIVITY_SHOWN, type Activity } from '#common/api/progress.ts';
import type { Database } from '#server/db/client.ts';
import {
  careerProfiles,
  interviewSessions,
  jobMatches,
  jobs,
  linkedinProfiles,
  resumes,
} from '#server/db/schema/index.ts';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

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
      title: 'Resume analyzed',
      detail: `${row.fileName} · Score: ${row.score}/100`,
      at: row.at,
    })),
    ...sessionRows.map((row) => ({
      kind: 'interview' as const,
      title: `Interview practice - ${row.role}`,
      detail: `${capitalised(row.industry)} · ${row.score === null ? 'not answered yet' : `Score: ${row.score}/100`}`,
      at: row.at,
    })),
    ...linkedinRows.map((row) => ({
      kind: 'linkedin' as const,
      title: 'LinkedIn profile optimized',
      detail: `Score: ${row.score}/100`,
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
