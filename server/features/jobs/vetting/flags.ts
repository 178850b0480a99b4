import { type SalaryRange, VETTING_FLAG_KINDS, type VettingFlag } from '#common/api/jobs.ts';
import { counted } from '#common/format-count.ts';
import { POSTING_SOURCE_LABELS, type PostingSourceName } from '#common/jobs.ts';
import { formatSalaryRange } from '#common/salary.ts';
import type { ScamSignal, ScamSignalKind } from './scam-signals.ts';

export type VettingFacts = {
  source: PostingSourceName;
  company: string;
  postedAt: Date;
  firstSeenAt: Date;
  sourceUpdatedAt: Date | null;
  closedAt: Date | null;
  salaryRange: SalaryRange | null;
  scamSignals: ScamSignal[];
  /** Days between an earlier listing of the same job coming down and this one going up; null when not a repost. */
  repostedAfterDays: number | null;
  /** Where and on which boards the merged duplicates of this posting were listed. */
  duplicates: { locations: string[]; sources: PostingSourceName[] };
  companyActivity: { openRoles: number; medianDaysOpen: number } | null;
};

/** Posted or updated fewer days ago than this: fresh. */
export const FRESH_DAYS = 14;
/** Open this many days or more: possibly a ghost job. */
export const OPEN_LONG_DAYS = 90;

const DAY_MS = 86_400_000;
/** Whole UTC calendar days from `from` to `to`, so that a posting's age does not depend on the server's time zone. */
const daysBetween = (from: Date, to: Date) =>
  Math.floor(to.getTime() / DAY_MS) - Math.floor(from.getTime() / DAY_MS);

const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });
const formatDate = (date: Date) => DATE_FORMAT.format(date);

/** The full stop a quote needs after it, unless it ends a sentence itself. */
const stopAfter = (quote: string) => (['.', '!', '?', '…'].some((mark) => quote.endsWith(mark)) ? '' : '.');

function daysAgo(days: number): string {
  if (days <= 0) return 'today';
  if (days === 1) return 'yesterday';
  return `${days} days ago`;
}

/** Names in a sentence: 'Austin', 'Austin and Denver', 'Austin, Denver and Boise', 'Austin, Denver and 3 more'. */
function listed(names: string[]): string {
  const shown = names.length > 3 ? names.slice(0, 2) : names.slice(0, -1);
  const last = names.length > 3 ? `${names.length - 2} more` : (names.at(-1) ?? '');
  return shown.length === 0 ? last : `${shown.join(', ')} and ${last}`;
}

const SCAM_FLAGS: Readonly<Record<ScamSignalKind, { label: string; why: string }>> = {
  'fee-requested': {
    label: 'Asks you to pay',
    why: 'Legitimate employers do not charge applicants for training, equipment or checks, or ask them to move money.',
  },
  'messaging-app-contact': {
    label: 'Chat-app contact',
    why: 'Interviews and offers over messaging apps are a common job-scam pattern; employers interview by phone, video call or in person.',
  },
  'personal-email': {
    label: 'Personal e-mail',
    why: "Recruiters write from their company's own domain; an address anyone can open is a common sign of a scam.",
  },
  'pay-above-range': {
    label: 'Pay looks too high',
    why: 'Pay far above what such work usually pays (more than twice the top of its usual range, or over $2,000 a week with no experience asked) is a common lure in job scams.',
  },
};

function freshnessFlags(facts: VettingFacts, now: Date): VettingFlag[] {
  const flags: VettingFlag[] = [];
  const postedDaysAgo = Math.max(0, daysBetween(facts.postedAt, now));
  const updatedDaysAgo =
    facts.sourceUpdatedAt === null ? undefined : Math.max(0, daysBetween(facts.sourceUpdatedAt, now));
  if (postedDaysAgo < FRESH_DAYS) {
    flags.push({
      kind: 'fresh',
      tone: 'good',
      label: `Posted ${daysAgo(postedDaysAgo)}`,
      detail: `Posted on ${formatDate(facts.postedAt)}.`,
    });
  } else if (updatedDaysAgo !== undefined && updatedDaysAgo < FRESH_DAYS && facts.sourceUpdatedAt) {
    flags.push({
      kind: 'fresh',
      tone: 'good',
      label: `Updated ${daysAgo(updatedDaysAgo)}`,
      detail: `Posted on ${formatDate(facts.postedAt)} and updated on the board on ${formatDate(facts.sourceUpdatedAt)}.`,
    });
  }

  const listedSince = new Date(Math.min(facts.postedAt.getTime(), facts.firstSeenAt.getTime()));
  const listedUntil = new Date(Math.min(now.getTime(), facts.closedAt?.getTime() ?? now.getTime()));
  const daysOpen = daysBetween(listedSince, listedUntil);
  if (daysOpen >= OPEN_LONG_DAYS) {
    flags.push({
      kind: 'open-long',
      tone: 'caution',
      label: `Open ${daysOpen} days`,
      detail:
        `Listed since ${formatDate(listedSince)}. Listings open this long are sometimes not actively hiring ` +
        '("ghost jobs"), so check that the role is still being filled before you put much time into it.',
    });
  }
  if (facts.repostedAfterDays !== null) {
    const when =
      facts.repostedAfterDays <= 0
        ? 'on the same day as'
        : `${counted(facts.repostedAfterDays, 'day')} after`;
    flags.push({
      kind: 'reposted',
      tone: 'caution',
      label: 'Reposted',
      detail:
        `Listed again ${when} an earlier listing of the same job came down. A job posted again and again may be ` +
        'hard to fill, or not actively hiring.',
    });
  }
  return flags;
}

function salaryFlag(range: SalaryRange | null): VettingFlag {
  const stated = range === null ? '' : (formatSalaryRange(range) ?? '');
  if (stated === '') {
    return {
      kind: 'no-salary',
      tone: 'caution',
      label: 'No pay range',
      detail: 'The posting gives no pay range; you can ask for one before you interview.',
    };
  }
  return {
    kind: 'salary-published',
    tone: 'good',
    label: stated,
    detail: `The employer publishes the pay for this job: ${stated}.`,
  };
}

function duplicatesFlag({ locations, sources }: VettingFacts['duplicates'], source: PostingSourceName) {
  const places = [...new Set(locations)];
  const boards = [...new Set(sources)]
    .filter((other) => other !== source)
    .map((other) => POSTING_SOURCE_LABELS[other]);
  if (places.length === 0 && boards.length === 0) return [];
  const parts = [
    ...(places.length > 0 ? [`listed for ${listed(places)}`] : []),
    ...(boards.length > 0 ? [`on ${listed(boards)}`] : []),
  ];
  const sentence = `Also ${parts.join('; also ')}.`;
  return [
    {
      kind: 'duplicates-merged',
      tone: 'info',
      label: 'Also listed elsewhere',
      detail: `${sentence} The copies are shown once, here.`,
    } satisfies VettingFlag,
  ];
}

const TONE_ORDER: readonly VettingFlag['tone'][] = ['warning', 'caution', 'good', 'info'];
const byToneThenKind = (a: VettingFlag, b: VettingFlag) =>
  TONE_ORDER.indexOf(a.tone) - TONE_ORDER.indexOf(b.tone) ||
  VETTING_FLAG_KINDS.indexOf(a.kind) - VETTING_FLAG_KINDS.indexOf(b.kind);

/** What vetting tells a job seeker about a posting, each flag with its reason: warnings first, then caution, good, info. */
export function vettingFlags(facts: VettingFacts, now: Date): VettingFlag[] {
  const flags: VettingFlag[] = [];
  if (facts.source === 'sample') {
    flags.push({
      kind: 'sample',
      tone: 'info',
      label: POSTING_SOURCE_LABELS.sample,
      detail: 'A sample posting from the built-in catalogue, shown because no job boards are followed.',
    });
  } else {
    flags.push({
      kind: 'direct-from-employer',
      tone: 'good',
      label: 'Direct from employer',
      detail: `Listed on ${facts.company}'s own ${POSTING_SOURCE_LABELS[facts.source]} job board.`,
    });
  }
  flags.push(...freshnessFlags(facts, now), salaryFlag(facts.salaryRange));
  flags.push(...duplicatesFlag(facts.duplicates, facts.source));
  if (facts.companyActivity !== null) {
    const { openRoles, medianDaysOpen } = facts.companyActivity;
    flags.push({
      kind: 'company-activity',
      tone: 'info',
      label: counted(openRoles, 'open role'),
      detail:
        `${facts.company} has ${counted(openRoles, 'role')} open; its open roles have been listed for a median of ` +
        `${counted(medianDaysOpen, 'day')}.`,
    });
  }
  const signalled = new Set<ScamSignalKind>();
  for (const signal of facts.scamSignals) {
    if (signalled.has(signal.kind)) continue;
    signalled.add(signal.kind);
    const { label, why } = SCAM_FLAGS[signal.kind];
    flags.push({
      kind: signal.kind,
      tone: 'warning',
      label,
      detail: `The posting says “${signal.evidence}”${stopAfter(signal.evidence)} ${why}`,
    });
  }
  if (facts.closedAt !== null) {
    flags.push({
      kind: 'closed',
      tone: 'info',
      label: 'Closed',
      detail: `Taken down from the board on ${formatDate(facts.closedAt)}.`,
    });
  }
  return flags.sort(byToneThenKind);
}
