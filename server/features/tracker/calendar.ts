import { createEvents, type EventAttributes } from 'ics';
import { APP_PATHS } from '#common/routes.ts';
import { INTERVIEW_KIND_LABELS, type InterviewKind } from '#common/tracker.ts';

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

const PRODUCT_ID = 'careerpilot/interviews';
const CALENDAR_NAME = 'CareerPilot interviews';
/** RFC 5545 §3.1: content lines are folded to at most 75 octets, the continuation starting with one space. */
const LINE_OCTETS = 75;

function roundEvent(round: CalendarRound, appOrigin: string): EventAttributes {
  const description = [
    round.people && `With: ${round.people}`,
    round.notes && `Notes: ${round.notes}`,
    round.url && `Job posting: ${round.url}`,
  ].filter(Boolean);
  return {
    uid: `round-${round.id}@careerpilot`,
    title: `${INTERVIEW_KIND_LABELS[round.kind]}: ${round.title} at ${round.company}`,
    ...(description.length > 0 ? { description: description.join('\n') } : {}),
    url: `${appOrigin}${APP_PATHS.applications}`,
    start: round.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: round.durationMinutes },
  };
}

/** Cuts a line into pieces of at most `LINE_OCTETS` octets of UTF-8, never inside a character. */
function foldLine(line: string): string {
  const pieces: string[] = [];
  let piece = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character);
    // A continuation line's leading space counts against its 75 octets.
    const room = pieces.length === 0 ? LINE_OCTETS : LINE_OCTETS - 1;
    if (octets + size > room) {
      pieces.push(piece);
      piece = '';
      octets = 0;
    }
    piece += character;
    octets += size;
  }
  pieces.push(piece);
  return pieces.join('\r\n ');
}

/**
 * The ics package folds by characters, which lets a line of accented or other non-Latin text run past 75 octets:
 * its folds are undone and the lines folded again by octets.
 */
function foldByOctets(calendar: string): string {
  return calendar
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .map((line) => (line === '' ? line : foldLine(line)))
    .join('\r\n');
}

/**
 * A calendar must hold at least one component (RFC 5545 §3.6), and the ics package writes none for no events: a
 * calendar with no rounds holds the UTC zone, which every reader takes without showing anything.
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
].join('\r\n');

/** The rounds as an iCalendar file (RFC 5545), one event per round in UTC; no rounds, a calendar with no events. */
export function interviewCalendar(rounds: CalendarRound[], appOrigin: string): string {
  const { error, value } = createEvents(
    rounds.map((round) => roundEvent(round, appOrigin)),
    { productId: PRODUCT_ID, calName: CALENDAR_NAME },
  );
  if (error || typeof value !== 'string') throw error ?? new Error('the calendar could not be written');
  const calendar = rounds.length > 0 ? value : value.replace('END:VCALENDAR', `${UTC_ZONE}\r\nEND:VCALENDAR`);
  return foldByOctets(calendar);
}
