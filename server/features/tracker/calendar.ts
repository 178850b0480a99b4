import { APP_PATHS } from '#common/routes.ts';
import { JOB_COMPANY_MAX_LENGTH, JOB_TITLE_MAX_LENGTH, JOB_URL_MAX_LENGTH } from '#common/tailoring.ts';
import { INTERVIEW_KIND_LABELS, type InterviewKind, TRACKER_LIMITS } from '#common/tracker.ts';
import { singleLine, textBlock } from '#server/generated/text.ts';

/** One interview round with the application it belongs to, as the calendar shows it. */
export type CalendarRound = {
  id: number;
  applicationId: number;
  startsAt: Date;
  durationMinutes: number;
  kind: InterviewKind;
  people: string;
  notes: string;
  title: string;
  company: string;
  url: string | null;
};

/** What one calendar file holds (decision 0058). */
export const CALENDAR_LIMITS = {
  /**
   * The rounds that start latest: a board may hold 2,000 applications of 50 rounds each, a file no calendar app
   * would take, and no search has a thousand interviews.
   */
  rounds: 1_000,
  /**
   * The most of a round's notes an event carries, about a page: enough for what to prepare and whom to ask; the
   * whole notes stay on the board, which the event links to.
   */
  notes: 2_000,
} as const;

/** Characters of the rounds' texts a calendar written on the event loop may hold: a millisecond or two of work. */
const LARGE_CALENDAR_TEXT = 50_000;
/** What an event's fixed lines count for against that. */
const EVENT_LINES_TEXT = 300;

const PRODUCT_ID = 'careerpilot/interviews';
const CALENDAR_NAME = 'CareerPilot interviews';
/** RFC 5545 §3.1: content lines are folded to at most 75 octets, the continuation starting with one space. */
const LINE_OCTETS = 75;

/**
 * A calendar must hold at least one component (RFC 5545 §3.6): a calendar with no rounds holds the UTC zone, which
 * every reader takes without showing anything.
 */
const UTC_ZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:UTC',
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0000',
  'TZOFFSETTO:+0000',
  'END:STANDARD',
  'END:VTIMEZONE',
];

const TEXT_ESCAPES: Record<string, string> = { '\\': '\\\\', ';': '\\;', ',': '\\,', '\n': '\\n' };

/**
 * A TEXT value (RFC 5545 §3.3.11). The text was cleaned by the shared helper first, so the line feed is the one
 * control character it can hold.
 */
const escapedText = (text: string) => text.replace(/[\\;,\n]/g, (character) => TEXT_ESCAPES[character] ?? '');

/** A moment in UTC as iCalendar writes it: 20261201T133000Z. */
const utcDateTime = (moment: Date) => `${moment.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

const isHighSurrogate = (code: number) => code >= 0xd800 && code < 0xdc00;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code < 0xe000;

/**
 * A content line cut into pieces of at most `LINE_OCTETS` octets of UTF-8, never inside a character: one pass over
 * its UTF-16 units, a cut made before the character that would not fit.
 */
function folded(line: string): string {
  const pieces: string[] = [];
  let pieceStart = 0;
  let octets = 0;
  // A continuation line's leading space counts against its 75 octets.
  let room = LINE_OCTETS;
  for (let index = 0; index < line.length; ) {
    const code = line.charCodeAt(index);
    const pair = isHighSurrogate(code) && isLowSurrogate(line.charCodeAt(index + 1));
    const size = pair ? 4 : code < 0x80 ? 1 : code < 0x800 ? 2 : 3;
    if (octets + size > room) {
      pieces.push(line.slice(pieceStart, index));
      pieceStart = index;
      octets = 0;
      room = LINE_OCTETS - 1;
    }
    octets += size;
    index += pair ? 2 : 1;
  }
  pieces.push(line.slice(pieceStart));
  return pieces.join('\r\n ');
}

/** What the event says besides its title: each text bounded and cleaned, empty ones left out. */
function description(round: CalendarRound): string {
  const people = singleLine(round.people, TRACKER_LIMITS.people);
  const notes = textBlock(round.notes, CALENDAR_LIMITS.notes);
  const url = singleLine(round.url ?? '', JOB_URL_MAX_LENGTH);
  return [people && `With: ${people}`, notes && `Notes: ${notes}`, url && `Job posting: ${url}`]
    .filter(Boolean)
    .join('\n');
}

function eventLines(round: CalendarRound, boardUrl: string, stampedAt: string): string[] {
  const title = singleLine(round.title, JOB_TITLE_MAX_LENGTH);
  const company = singleLine(round.company, JOB_COMPANY_MAX_LENGTH);
  const about = description(round);
  return [
    'BEGIN:VEVENT',
    `UID:round-${round.id}@careerpilot`,
    `SUMMARY:${escapedText(`${INTERVIEW_KIND_LABELS[round.kind]}: ${title} at ${company}`)}`,
    `DTSTAMP:${stampedAt}`,
    `DTSTART:${utcDateTime(round.startsAt)}`,
    ...(about ? [`DESCRIPTION:${escapedText(about)}`] : []),
    `URL:${boardUrl}`,
    `DURATION:PT${round.durationMinutes}M`,
    'END:VEVENT',
  ];
}

/** Whether writing the calendar would hold the event loop long enough to be done in a worker thread instead. */
export function isLargeCalendar(rounds: CalendarRound[]): boolean {
  let text = 0;
  for (const { people, notes, title, company, url } of rounds)
    text +=
      EVENT_LINES_TEXT + people.length + notes.length + title.length + company.length + (url?.length ?? 0);
  return text > LARGE_CALENDAR_TEXT;
}

/**
 * The rounds as an iCalendar file (RFC 5545), one event per round in UTC; no rounds, a calendar with no events.
 * Every text is cleaned and bounded by the shared helper, so no line break or control character of a user's text
 * reaches a content line, and each line is folded by octets.
 */
export function interviewCalendar(rounds: CalendarRound[], appOrigin: string): string {
  const boardUrl = `${appOrigin}${APP_PATHS.applications}`;
  const stampedAt = utcDateTime(new Date());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    `PRODID:${PRODUCT_ID}`,
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${CALENDAR_NAME}`,
    'X-PUBLISHED-TTL:PT1H',
    ...(rounds.length > 0 ? rounds.flatMap((round) => eventLines(round, boardUrl, stampedAt)) : UTC_ZONE),
    'END:VCALENDAR',
  ];
  return `${lines.map(folded).join('\r\n')}\r\n`;
}
