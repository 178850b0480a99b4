import { describe, expect, it } from 'vitest';
import { TRACKER_LIMITS } from '#common/tracker.ts';
import { CALENDAR_LIMITS, type CalendarRound, interviewCalendar, isLargeCalendar } from './calendar.ts';

const ORIGIN = 'https://app.example';

const round = (overrides: Partial<CalendarRound> = {}): CalendarRound => ({
  id: 7,
  applicationId: 3,
  startsAt: new Date('2026-12-01T14:30:00+01:00'),
  durationMinutes: 45,
  kind: 'phone',
  people: 'Jane Doe, Recruiter; Raj',
  notes: 'Ask about the team.\nBring the portfolio, printed',
  title: 'Data Analyst',
  company: 'Acme, Inc.',
  url: 'https://jobs.acme.example/42',
  ...overrides,
});

/**
 * The content lines, unfolded (RFC 5545 §3.1), as the most lenient reader takes them: any line break ends a line,
 * though the standard ends lines with CRLF only.
 */
const contentLines = (calendar: string) => calendar.replace(/\r\n[ \t]/g, '').split(/\r\n|\r|\n/);

/** Each event's properties by name, values as written (still escaped). */
function events(calendar: string): Record<string, string>[] {
  const found: Record<string, string>[] = [];
  let current: Record<string, string> | undefined;
  for (const line of contentLines(calendar)) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT' && current) {
      found.push(current);
      current = undefined;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon)] = line.slice(colon + 1);
    }
  }
  return found;
}

describe('the interview calendar', () => {
  it('holds one event per round, in UTC, with a UID that stays the same', () => {
    const calendar = interviewCalendar(
      [round(), round({ id: 8, kind: 'onsite', startsAt: new Date('2026-12-03T09:00:00Z') })],
      ORIGIN,
    );
    expect(calendar.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(calendar.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
    const [first, second] = events(calendar);
    expect(events(calendar)).toHaveLength(2);
    expect(first).toMatchObject({
      UID: 'round-7@careerpilot',
      DTSTART: '20261201T133000Z',
      DURATION: 'PT45M',
      URL: 'https://app.example/applications',
    });
    expect(second).toMatchObject({ UID: 'round-8@careerpilot', DTSTART: '20261203T090000Z' });
    expect(events(interviewCalendar([round()], ORIGIN))[0]?.UID).toBe('round-7@careerpilot');
  });

  it('says the kind, the job and the company, with the people, notes and posting, escaped', () => {
    const [event] = events(interviewCalendar([round()], ORIGIN));
    expect(event?.SUMMARY).toBe('Phone screen: Data Analyst at Acme\\, Inc.');
    expect(event?.DESCRIPTION).toBe(
      'With: Jane Doe\\, Recruiter\\; Raj\\nNotes: Ask about the team.\\nBring the portfolio\\, printed\\nJob posting: https://jobs.acme.example/42',
    );
    const [bare] = events(interviewCalendar([round({ people: '', notes: '', url: null })], ORIGIN));
    expect(bare?.DESCRIPTION).toBeUndefined();
  });

  it('folds long lines at 75 octets, never inside a character', () => {
    const notes = `${'Entretien à Zürich — 日本語のメモ 🚀 '.repeat(40)}end`;
    const calendar = interviewCalendar([round({ notes })], ORIGIN);
    const physical = calendar.split('\r\n');
    expect(physical.length).toBeGreaterThan(20);
    for (const line of physical) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(calendar).not.toContain('\uFFFD');
    expect(events(calendar)[0]?.DESCRIPTION).toContain(`Notes: ${notes}`);
  });

  it('is a valid calendar with no events when there are no rounds', () => {
    const calendar = interviewCalendar([], ORIGIN);
    expect(events(calendar)).toEqual([]);
    expect(contentLines(calendar)).toEqual(
      expect.arrayContaining(['BEGIN:VCALENDAR', 'VERSION:2.0', 'BEGIN:VTIMEZONE', 'END:VCALENDAR']),
    );
  });

  it('lets no carriage return or other control character of a user’s text end a line or add a property', () => {
    const calendar = interviewCalendar(
      [
        round({
          title: 'Role\rX-INJECTED:1',
          company: 'Acme\u202e',
          people: 'Ann\u0000\u001b[31m\u2028Lee',
          notes: '\rEND:VEVENT\rBEGIN:VEVENT\r',
          url: 'https://jobs.acme.example/42\r\nATTACH:https://evil.example',
        }),
      ],
      ORIGIN,
    );
    expect(calendar).not.toMatch(/[^\P{Cc}\r\n]|\r(?!\n)|(?<!\r)\n|[\u2028\u2029\u202e]/u);
    const found = events(calendar);
    expect(found).toHaveLength(1);
    expect(Object.keys(found[0] ?? {})).toEqual([
      'UID',
      'SUMMARY',
      'DTSTAMP',
      'DTSTART',
      'DESCRIPTION',
      'URL',
      'DURATION',
    ]);
    expect(found[0]?.SUMMARY).toBe('Phone screen: Role X-INJECTED:1 at Acme');
    expect(found[0]?.DESCRIPTION).toBe(
      'With: Ann[31m Lee\\nNotes: END:VEVENT\\nBEGIN:VEVENT\\nJob posting: https://jobs.acme.example/42 ATTACH:https://evil.example',
    );
  });

  it('bounds each text an event carries, cut with an ellipsis', () => {
    const [event] = events(
      interviewCalendar(
        [
          round({
            title: 'T'.repeat(5_000),
            people: 'P'.repeat(5_000),
            notes: 'N'.repeat(TRACKER_LIMITS.roundNotes),
            url: `https://jobs.acme.example/${'u'.repeat(5_000)}`,
          }),
        ],
        ORIGIN,
      ),
    );
    expect(event?.SUMMARY).toBe(`Phone screen: ${'T'.repeat(199)}\u2026 at Acme\\, Inc.`);
    const [people, notes, url] = event?.DESCRIPTION?.split('\\n') ?? [];
    expect(people).toBe(`With: ${'P'.repeat(TRACKER_LIMITS.people - 1)}\u2026`);
    expect(notes).toBe(`Notes: ${'N'.repeat(CALENDAR_LIMITS.notes - 1)}\u2026`);
    expect(url).toHaveLength('Job posting: '.length + 2_048);
  });

  it('counts a calendar of long notes as large, one of a few short rounds as not', () => {
    expect(isLargeCalendar(Array.from({ length: 12 }, (_, id) => round({ id })))).toBe(false);
    const longNotes = Array.from({ length: 50 }, (_, id) => round({ id, notes: 'n'.repeat(10_000) }));
    expect(isLargeCalendar(longNotes)).toBe(true);
    expect(isLargeCalendar(Array.from({ length: 1_000 }, (_, id) => round({ id })))).toBe(true);
  });
});
