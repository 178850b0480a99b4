import { NAME_MAX_LENGTH } from '#common/accounts.ts';
import type { JobMatch } from '#common/api/jobs.ts';
import type { Reminders } from '#common/api/tracker.ts';
import { counted } from '#common/format-count.ts';
import { formatSalaryRange } from '#common/salary.ts';
import { singleLine } from '#server/generated/text.ts';
import { type MailBlock, renderMail } from '#server/mail/render.ts';
import type { MailContent } from '#server/mail/types.ts';

/** The tracker's reminders the email lists. */
export type DigestReminders = Pick<Reminders, 'dueToday' | 'overdue' | 'followUps'>;

export type DigestMailInput = {
  picks: JobMatch[];
  reminders: DigestReminders;
  firstName: string | null;
  email: string;
  links: { matches: string; applications: string; settings: string; unsubscribe: string };
};

/** Reminders of one kind listed in the email; the rest are counted. */
const REMINDERS_LISTED = 5;

const WORK_TYPES: Record<JobMatch['workType'], string> = {
  remote: 'Remote',
  hybrid: 'Hybrid',
  onsite: 'On-site',
};

/**
 * How much of what a posting or the person wrote the e-mail quotes: enough to recognise it, short enough that the
 * subject's count and each line's end still show.
 */
const QUOTED_MAX = { title: 100, company: 60, location: 80, reason: 300, nextStep: 100 } as const;

const quoted = (text: string, field: keyof typeof QUOTED_MAX) => singleLine(text, QUOTED_MAX[field]);

const titleAt = ({ title, company }: { title: string; company: string }) =>
  `${quoted(title, 'title')} at ${quoted(company, 'company')}`;

export const reminderCount = ({ dueToday, overdue, followUps }: DigestReminders) =>
  dueToday.length + overdue.length + followUps.length;

/** "1 due today, 2 overdue and 1 to follow up": the kinds there are. */
function remindersSummary({ dueToday, overdue, followUps }: DigestReminders): string {
  const parts = [
    dueToday.length > 0 && `${dueToday.length} due today`,
    overdue.length > 0 && `${overdue.length} overdue`,
    followUps.length > 0 && `${followUps.length} to follow up`,
  ].filter((part) => typeof part === 'string');
  const last = parts.pop() ?? '';
  return parts.length > 0 ? `${parts.join(', ')} and ${last}` : last;
}

/**
 * "3 new jobs for you: Product Designer at Acme and 2 more"; one job: "A new job for you: …"; with reminders,
 * "…, plus 2 application reminders"; reminders alone: "Your applications: 1 due today and 2 to follow up".
 */
export function digestSubject(picks: JobMatch[], reminders: DigestReminders): string {
  const [first, ...others] = picks;
  const count = reminderCount(reminders);
  if (!first) {
    if (count === 0) throw new Error('a digest needs a job or a reminder');
    return `Your applications: ${remindersSummary(reminders)}`;
  }
  const jobs =
    others.length === 0
      ? `A new job for you: ${titleAt(first)}`
      : `${picks.length} new jobs for you: ${titleAt(first)} and ${others.length} more`;
  return count === 0 ? jobs : `${jobs}, plus ${counted(count, 'application reminder')}`;
}

function pickCard(pick: JobMatch, link: string): MailBlock {
  const salary = pick.salaryRange ? formatSalaryRange(pick.salaryRange) : null;
  const place = [
    quoted(pick.company, 'company'),
    quoted(pick.location, 'location'),
    WORK_TYPES[pick.workType],
  ];
  return {
    kind: 'card',
    title: quoted(pick.title, 'title'),
    url: link,
    lines: [
      [...new Set(place)].join(' · '),
      ...(salary ? [salary] : []),
      `${pick.matchScore}% match: ${quoted(pick.reason, 'reason')}`,
    ],
    // The published pay is already a line of its own.
    badges: pick.vetting.filter((flag) => flag.kind !== 'salary-published').map((flag) => flag.label),
  };
}

function picksBlocks(picks: JobMatch[], link: string): MailBlock[] {
  if (picks.length === 0) return [];
  const count = picks.length === 1 ? 'a new job' : `${picks.length} new jobs`;
  return [
    {
      kind: 'paragraph',
      text: `Here ${picks.length === 1 ? 'is' : 'are'} ${count} that match${picks.length === 1 ? 'es' : ''} what you are looking for and passed our checks for scams and stale listings.`,
    },
    ...picks.map((pick) => pickCard(pick, link)),
    { kind: 'button', label: 'See all your matches', url: link },
  ];
}

/** "Dec 1", as the date of a next step reads in a sentence. */
const shortDate = (isoDate: string) =>
  new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** A card listing the first few reminders of one kind and counting the rest; none when there are none. */
function remindersCard<Item>(
  title: string,
  items: Item[],
  line: (item: Item) => string,
  link: string,
): MailBlock[] {
  if (items.length === 0) return [];
  const more = items.length - REMINDERS_LISTED;
  return [
    {
      kind: 'card',
      title,
      url: link,
      lines: [...items.slice(0, REMINDERS_LISTED).map(line), ...(more > 0 ? [`and ${more} more`] : [])],
    },
  ];
}

type NextStep = DigestReminders['dueToday'][number];
const nextStepLine = (step: NextStep) =>
  `${quoted(step.nextStep, 'nextStep') || 'Next step'}: ${titleAt(step)}`;

function remindersBlocks(reminders: DigestReminders, link: string): MailBlock[] {
  if (reminderCount(reminders) === 0) return [];
  return [
    { kind: 'paragraph', text: `In your applications: ${remindersSummary(reminders)}.` },
    ...remindersCard('Due today', reminders.dueToday, nextStepLine, link),
    ...remindersCard(
      'Overdue',
      reminders.overdue,
      (step) => `${nextStepLine(step)} (due ${shortDate(step.nextStepDue)})`,
      link,
    ),
    ...remindersCard(
      'Time to follow up',
      reminders.followUps,
      (followUp) => `${titleAt(followUp)}: ${counted(followUp.days, 'day')} in Applied`,
      link,
    ),
    { kind: 'button', label: 'Open your applications', url: link },
  ];
}

/**
 * The morning e-mail: one card per job, then the tracker's reminders, then why it came, where to change it and
 * how to stop it.
 */
export function digestMail({ picks, reminders, firstName, email, links }: DigestMailInput): MailContent {
  return renderMail({
    subject: digestSubject(picks, reminders),
    preheader:
      picks.length > 0 ? picks.map(titleAt).join(' · ') : `Your applications: ${remindersSummary(reminders)}`,
    blocks: [
      {
        kind: 'heading',
        text: firstName ? `Good morning, ${singleLine(firstName, NAME_MAX_LENGTH)}` : 'Good morning',
      },
      ...picksBlocks(picks, links.matches),
      ...remindersBlocks(reminders, links.applications),
    ],
    footer: [
      {
        kind: 'note',
        text: `You get this email because the morning job email is on for ${email} in CareerPilot. You can change its time, days and number of jobs in your`,
        link: { label: 'email settings', url: links.settings },
      },
      {
        kind: 'note',
        text: 'No longer want it? One click stops it, no sign-in needed.',
        link: { label: 'Unsubscribe', url: links.unsubscribe },
      },
    ],
  });
}
