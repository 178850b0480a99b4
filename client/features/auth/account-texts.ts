import { formatDate } from '#client/lib/format.ts';
import { PASSWORD_MIN_LENGTH, PASSWORD_RESET_MINUTES } from '#common/accounts.ts';
import type { AccountNotice, UserDataCounts } from '#common/api/auth.ts';

/** Under every field that takes a new password: the rule the server applies, and how to meet it. */
export const NEW_PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters, not a common password, not your name or email. A few unrelated words work well.`;

/** Each kind of data by its singular and plural name, in the order a sentence lists them. */
const DATA_NAMES: Record<keyof UserDataCounts, readonly [string, string]> = {
  resumeAnalyses: ['resume analysis', 'resume analyses'],
  interviewSessions: ['interview practice session', 'interview practice sessions'],
  chatMessages: ['message to the career assistant', 'messages to the career assistant'],
  profiles: ['profile', 'profiles'],
  jobApplications: ['job application', 'job applications'],
  paidPlans: ['paid plan', 'paid plans'],
};

const counted = (count: number, [one, many]: readonly [string, string]) =>
  `${count} ${count === 1 ? one : many}`;

/** "a", "a and b", "a, b and c". */
export function joinedList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** What there is, counted: "2 resume analyses and 1 interview practice session". */
export function describeData(counts: UserDataCounts): string {
  const kinds = Object.keys(DATA_NAMES) as (keyof UserDataCounts)[];
  return joinedList(
    kinds.filter((kind) => counts[kind] > 0).map((kind) => counted(counts[kind], DATA_NAMES[kind])),
  );
}

/** The question a guest with data is asked on signing in. */
export function keepGuestDataQuestion(counts: UserDataCounts): string {
  return `Keep the ${describeData(counts)} from before you signed in?`;
}

/** A notice waiting for the owner, in words. */
export function noticeText(notice: AccountNotice): string {
  const date = formatDate(notice.lastOccurredAt);
  const created =
    notice.occurrences === 1
      ? `Someone created another CareerPilot account with your email address on ${date}. Nothing of yours was shared with it.`
      : `Someone created ${notice.occurrences} other CareerPilot accounts with your email address, the last on ${date}. Nothing of yours was shared with them.`;
  return `${created} If it was not you, you can ignore this.`;
}

/** After asking for a reset link: the same words whether or not an account has the address. */
export function resetLinkSentText(email: string): string {
  return `If an account uses ${email}, we sent it a link to set a new password. The link works for ${PASSWORD_RESET_MINUTES} minutes. If it is not there in a few minutes, check your spam folder.`;
}

/** After asking for a new address: where to confirm it, and which address signs in meanwhile. */
export function changeEmailSentText(sentTo: string): string {
  return `Open the link we sent to ${sentTo} to confirm it. Until then you sign in with your current address.`;
}

export const PASSWORDS_DIFFER = 'The two passwords are not the same. Type the new password again.';

/** After signing up or asking again: where the verification link went. */
export function verificationSentText(email: string): string {
  return `We sent a link to ${email}. Open it to verify your email address.`;
}
