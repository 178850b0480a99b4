import { ACTIVITY_SHOWN, type Activity } from '#common/api/progress.ts';
import type { Database } from '#server/db/client.ts';
import { careerRepository } from '#server/features/career/repository.ts';
import { interviewRepository } from '#server/features/interview/repository.ts';
import { jobRepository } from '#server/features/jobs/repository.ts';
import { linkedinRepository } from '#server/features/linkedin/repository.ts';
import { resumeRepository } from '#server/features/resume/repository.ts';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The user's latest steps across the product, newest first. */
export async function recentActivity(db: Database, userId: string): Promise<Activity[]> {
  const [resumeRows, sessionRows, linkedin, career, applicationRows] = await Promise.all([
    resumeRepository(db).recentFor(userId, ACTIVITY_SHOWN),
    interviewRepository(db).recentFor(userId, ACTIVITY_SHOWN),
    linkedinRepository(db).find(userId),
    careerRepository(db).find(userId),
    jobRepository(db).recentApplications(userId, ACTIVITY_SHOWN),
  ]);
  const events: (Omit<Activity, 'timestamp'> & { at: Date | null })[] = [
    ...resumeRows.map((row) => ({
      kind: 'resume' as const,
      title: 'Resume analyzed',
      detail: `${row.fileName} · Score: ${row.score}/100`,
      at: row.createdAt,
    })),
    ...sessionRows.map((row) => ({
      kind: 'interview' as const,
      title: `Interview practice - ${row.role}`,
      detail: `${capitalised(row.industry)} · ${row.overallScore === null ? 'not answered yet' : `Score: ${row.overallScore}/100`}`,
      at: row.createdAt,
    })),
    ...(linkedin
      ? [
          {
            kind: 'linkedin' as const,
            title: 'LinkedIn profile optimized',
            detail: `Score: ${linkedin.optimizationScore}/100`,
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
