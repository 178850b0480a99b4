import { asc, desc, eq, inArray, or } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import type { Database } from '#server/db/client.ts';
import {
  careerProfiles,
  chatMessages,
  interviewAnswers,
  interviewSessions,
  jobMatches,
  jobs,
  linkedinProfiles,
  resumeFiles,
  resumes,
  sessions,
  subscriptions,
  users,
  waitlistSubscribers,
} from '#server/db/schema/index.ts';
import { accountColumns } from './accounts.ts';

/** A name safe inside a zip on any system. */
const safeName = (name: string) => name.replace(/[^\w.() -]+/g, '_').slice(-120) || 'resume';

/**
 * Everything the user gave and the product derived, as one zip: `careerpilot-data.json` and the original resume
 * files under `resumes/`. Secrets (the password hash, session tokens) are left out; of the job matches, those the
 * plan shows (the first `visibleMatches`, null for all) and those applied to.
 */
export async function exportAccount(
  db: Database,
  userId: string,
  visibleMatches: number | null,
): Promise<Uint8Array> {
  const [user] = await db
    .select({
      ...accountColumns,
      emailVerifiedAt: users.emailVerifiedAt,
      registeredAt: users.registeredAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  const resumeRows = await db
    .select()
    .from(resumes)
    .where(eq(resumes.userId, userId))
    .orderBy(asc(resumes.id));
  const files = resumeRows.length
    ? await db
        .select()
        .from(resumeFiles)
        .where(
          inArray(
            resumeFiles.resumeId,
            resumeRows.map((resume) => resume.id),
          ),
        )
    : [];
  const sessionRows = await db
    .select()
    .from(interviewSessions)
    .where(eq(interviewSessions.userId, userId))
    .orderBy(asc(interviewSessions.id));
  const answers = sessionRows.length
    ? await db
        .select()
        .from(interviewAnswers)
        .where(
          inArray(
            interviewAnswers.sessionId,
            sessionRows.map((session) => session.id),
          ),
        )
    : [];
  const [linkedin] = await db.select().from(linkedinProfiles).where(eq(linkedinProfiles.userId, userId));
  const [career] = await db.select().from(careerProfiles).where(eq(careerProfiles.userId, userId));
  const rankedMatches = await db
    .select({ match: jobMatches, job: jobs })
    .from(jobMatches)
    .innerJoin(jobs, eq(jobs.id, jobMatches.jobId))
    .where(eq(jobMatches.userId, userId))
    .orderBy(desc(jobMatches.matchScore), desc(jobs.postedAt), desc(jobs.id));
  const matches = rankedMatches.filter(
    ({ match }, rank) => visibleMatches === null || rank < visibleMatches || match.isApplied,
  );
  const conversation = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.userId, userId))
    .orderBy(asc(chatMessages.id));
  const sessionRecords = await db
    .select({ createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  const subscriptionRows = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(asc(subscriptions.createdAt));
  // An address is tied to a person only once they proved they own it: before that, a row with the same email
  // may be someone else's.
  const verifiedEmail = user?.emailVerifiedAt ? user.email : null;
  const waitlist = await db
    .select()
    .from(waitlistSubscribers)
    .where(
      or(
        eq(waitlistSubscribers.userId, userId),
        verifiedEmail ? eq(waitlistSubscribers.email, verifiedEmail) : undefined,
      ),
    );

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
    interviewSessions: sessionRows.map(({ userId: _userId, ...session }) => ({
      ...session,
      answers: answers.filter((answer) => answer.sessionId === session.id),
    })),
    linkedinProfile: linkedin ?? null,
    careerProfile: career ?? null,
    jobMatches: matches.map(({ match, job }) => ({ ...match, job })),
    chatMessages: conversation,
    sessions: sessionRecords,
    subscriptions: subscriptionRows.map(
      ({ userId: _userId, sandboxSecretHash: _secret, ...subscription }) => subscription,
    ),
    waitlist: waitlist.map(({ userId: _userId, ...entry }) => entry),
  };
  return zipSync({
    'careerpilot-data.json': strToU8(JSON.stringify(document, null, 2)),
    ...Object.fromEntries(
      files.map((file) => [
        fileNames.get(file.resumeId) ?? `resumes/${file.resumeId}`,
        new Uint8Array(file.content),
      ]),
    ),
  });
}
