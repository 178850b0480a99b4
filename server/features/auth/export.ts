import { strToU8, zipSync } from 'fflate';
import type { Database } from '#server/db/client.ts';
import { careerRepository } from '#server/features/career/repository.ts';
import { interviewRepository } from '#server/features/interview/repository.ts';
import { digestRepository } from '#server/features/jobs/digest/repository.ts';
import { jobRepository } from '#server/features/jobs/repository.ts';
import { linkedinRepository } from '#server/features/linkedin/repository.ts';
import { resumeRepository } from '#server/features/resume/repository.ts';
import { tailoringRepository } from '#server/features/tailoring/repository.ts';
import { applicationsToCsv } from '#server/features/tracker/csv.ts';
import { applicationRepository } from '#server/features/tracker/repository.ts';
import { trackerSettingsRepository } from '#server/features/tracker/settings.ts';
import { waitlistRepository } from '#server/features/waitlist/repository.ts';
import { mailRepository } from '#server/mail/repository.ts';
import { billingRepository } from '#server/payments/repository.ts';
import { sessionRepository, userRepository } from '#server/sessions/repository.ts';

/** A name safe inside a zip on any system. */
const safeName = (name: string) => name.replace(/[^\w.() -]+/g, '_').slice(-120) || 'resume';

/**
 * Everything the user gave and the product derived, as one zip: `careerpilot-data.json`, the original resume
 * files under `resumes/`, and the application tracker as `applications.json` (each application with its history,
 * interview rounds and contacts; the tracker's settings) and `applications.csv` (what the tracker's import reads).
 * Secrets (the password hash, session tokens) are left out; of the job matches, those the plan shows (the first
 * `visibleMatches`, null for all) and those applied to.
 */
export async function exportAccount(
  db: Database,
  userId: string,
  visibleMatches: number | null,
): Promise<Uint8Array> {
  const user = await userRepository(db).exportFor(userId);
  // An address is tied to a person only once they proved they own it: before that, a row with the same email
  // may be someone else's.
  const verifiedEmail = user?.emailVerifiedAt ? user.email : null;
  const [
    resumeExport,
    tailoringRows,
    sessionRows,
    linkedin,
    career,
    rankedMatches,
    sessionRecords,
    subscriptionRows,
    waitlist,
    morningEmail,
    emails,
    trackedApplications,
    trackerSettings,
  ] = await Promise.all([
    resumeRepository(db).exportFor(userId),
    tailoringRepository(db).exportFor(userId),
    interviewRepository(db).exportFor(userId),
    linkedinRepository(db).exportFor(userId),
    careerRepository(db).exportFor(userId),
    jobRepository(db).ranked(userId),
    sessionRepository(db).recordsOf(userId),
    billingRepository(db).exportFor(userId),
    waitlistRepository(db).entriesOf(userId, verifiedEmail),
    digestRepository(db).exportFor(userId),
    mailRepository(db).recordsOf(userId),
    applicationRepository(db).exportRecords(userId),
    trackerSettingsRepository(db).get(userId),
  ]);
  const matches = rankedMatches.filter(
    ({ match }, rank) => visibleMatches === null || rank < visibleMatches || match.isApplied,
  );

  const { resumes: resumeRows, files } = resumeExport;
  const fileNames = new Map(
    resumeRows.map((resume) => [resume.id, `resumes/${resume.id}-${safeName(resume.fileName)}`]),
  );
  const document = {
    exportedAt: new Date().toISOString(),
    user,
    resumes: resumeRows.map(({ userId: _userId, ...resume }) => ({
      ...resume,
      file: fileNames.get(resume.id),
    })),
    tailorings: tailoringRows.map(({ userId: _userId, ...tailoring }) => tailoring),
    interviewSessions: sessionRows.map(({ userId: _userId, ...session }) => session),
    linkedinProfile: linkedin ?? null,
    careerProfile: career.careerProfile ?? null,
    jobMatches: matches.map(({ match, job }) => ({ ...match, job })),
    chatMessages: career.conversation,
    sessions: sessionRecords,
    subscriptions: subscriptionRows.map(
      ({ userId: _userId, sandboxSecretHash: _secret, ...subscription }) => subscription,
    ),
    waitlist: waitlist.map(({ userId: _userId, ...entry }) => entry),
    morningEmail,
    emails,
  };
  return zipSync({
    'careerpilot-data.json': strToU8(JSON.stringify(document, null, 2)),
    'applications.json': strToU8(
      JSON.stringify({ settings: trackerSettings, applications: trackedApplications }, null, 2),
    ),
    'applications.csv': strToU8(applicationsToCsv(trackedApplications)),
    ...Object.fromEntries(
      files.map((file) => [
        fileNames.get(file.resumeId) ?? `resumes/${file.resumeId}`,
        new Uint8Array(file.content),
      ]),
    ),
  });
}
