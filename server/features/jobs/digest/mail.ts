import type { JobMatch } from '#common/api/jobs.ts';
import { formatSalaryRange } from '#common/salary.ts';
import { type MailBlock, renderMail } from '#server/mail/render.ts';
import type { MailContent } from '#server/mail/types.ts';

export type DigestMailInput = {
  picks: JobMatch[];
  firstName: string | null;
  email: string;
  links: { matches: string; settings: string; unsubscribe: string };
};

const WORK_TYPES: Record<JobMatch['workType'], string> = {
  remote: 'Remote',
  hybrid: 'Hybrid',
  onsite: 'On-site',
};

const titleAt = (pick: JobMatch) => `${pick.title} at ${pick.company}`;

/** "3 new jobs for you: Product Designer at Acme and 2 more"; one job: "A new job for you: …". */
export function digestSubject(picks: JobMatch[]): string {
  const [first, ...others] = picks;
  if (!first) throw new Error('a digest needs at least one job');
  if (others.length === 0) return `A new job for you: ${titleAt(first)}`;
  return `${picks.length} new jobs for you: ${titleAt(first)} and ${others.length} more`;
}

function pickCard(pick: JobMatch, link: string): MailBlock {
  const salary = pick.salaryRange ? formatSalaryRange(pick.salaryRange) : null;
  return {
    kind: 'card',
    title: pick.title,
    url: link,
    lines: [
      [...new Set([pick.company, pick.location, WORK_TYPES[pick.workType]])].join(' · '),
      ...(salary ? [salary] : []),
      `${pick.matchScore}% match: ${pick.reason}`,
    ],
    // The published pay is already a line of its own.
    badges: pick.vetting.filter((flag) => flag.kind !== 'salary-published').map((flag) => flag.label),
  };
}

/** The morning e-mail: one card per job, then why it came, where to change it and how to stop it. */
export function digestMail({ picks, firstName, email, links }: DigestMailInput): MailContent {
  const count = picks.length === 1 ? 'a new job' : `${picks.length} new jobs`;
  return renderMail({
    subject: digestSubject(picks),
    preheader: picks.map(titleAt).join(' · '),
    blocks: [
      { kind: 'heading', text: firstName ? `Good morning, ${firstName}` : 'Good morning' },
      {
        kind: 'paragraph',
        text: `Here ${picks.length === 1 ? 'is' : 'are'} ${count} that match${picks.length === 1 ? 'es' : ''} what you are looking for and passed our checks for scams and stale listings.`,
      },
      ...picks.map((pick) => pickCard(pick, links.matches)),
      { kind: 'button', label: 'See all your matches', url: links.matches },
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
