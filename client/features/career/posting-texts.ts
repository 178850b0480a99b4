import { formatDistance } from 'date-fns';
import type { JobCatalogue, JobMatch } from '#common/api/jobs.ts';
import { formatCount } from '#common/format-count.ts';
import { formatSalaryRange } from '#common/salary.ts';

function counted(count: number, singular: string, plural: string): string {
  return `${formatCount(count)} ${count === 1 ? singular : plural}`;
}

/** "3 days ago"; a time a little ahead of this clock (another machine's) reads as just now, not "in 2 minutes". */
export function timeAgo(isoDate: string, now: number): string {
  return formatDistance(Math.min(Date.parse(isoDate), now), now, { addSuffix: true });
}

/** One line under the card's description saying which postings the matches are drawn from. */
export function catalogueText(catalogue: JobCatalogue, now: number): string {
  if (catalogue.kind === 'sample') return 'Sample postings: no employer job boards are followed yet.';
  const boards = counted(catalogue.boards, 'employer job board', 'employer job boards');
  if (catalogue.refreshedAt === null) {
    return `Reading ${boards} — matches appear after the first refresh.`;
  }
  const postings = counted(catalogue.openPostings, 'open posting', 'open postings');
  return `From ${postings} on ${boards}, refreshed ${timeAgo(catalogue.refreshedAt, now)}`;
}

/** The published range, else the server's label, else 'Competitive'. */
export function salaryText(match: Pick<JobMatch, 'salaryRange' | 'salary'>): string {
  return (match.salaryRange && formatSalaryRange(match.salaryRange)) || match.salary || 'Competitive';
}

/** Past this length a company name makes the link too long for a phone, so it says "View posting". */
const COMPANY_IN_LINK_MAX = 30;

export function postingLinkText(company: string): string {
  const name = company.trim();
  return name === '' || name.length > COMPANY_IN_LINK_MAX ? 'View posting' : `View on ${name}'s site`;
}

/** The posting's page as a link target, when it is a web address (never a script or data URL). */
export function externalHref(url: string | null): string | null {
  if (url === null || !URL.canParse(url)) return null;
  const { protocol } = new URL(url);
  return protocol === 'https:' || protocol === 'http:' ? url : null;
}

const WORK_TYPE_LABELS: Record<JobMatch['workType'], string> = {
  remote: 'Remote',
  hybrid: 'Hybrid',
  onsite: 'Onsite',
};

/** The work type, unless the location already says it (sample remote postings are located "Remote"). */
export function workTypeText(match: Pick<JobMatch, 'workType' | 'location'>): string | null {
  const label = WORK_TYPE_LABELS[match.workType];
  return match.location.trim().toLowerCase() === label.toLowerCase() ? null : label;
}
