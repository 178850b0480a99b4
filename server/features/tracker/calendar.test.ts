import { describe, expect, it } from 'vitest';
import { type CalendarRound, interviewCalendar } from './calendar.ts';

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

/** The content lines, unfolded (RFC 5545 §3.1). */
const contentLines = (calendar: string) => calendar.replace(/\r\n[ \t]/g, '').split('\r\n');

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
});
