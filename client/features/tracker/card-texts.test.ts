import { describe, expect, it } from 'vitest';
import { dueText, formatDay, timeInStageText } from './card-texts.ts';

describe('dueText', () => {
  const today = '2026-11-20';

  it('says due today, overdue since when, or due when', () => {
    expect(dueText('2026-11-20', today)).toEqual({ status: 'today', text: 'Due today' });
    expect(dueText('2026-11-18', today)).toEqual({ status: 'overdue', text: 'Overdue since Nov 18, 2026' });
    expect(dueText('2026-12-01', today)).toEqual({ status: 'upcoming', text: 'Due Dec 1, 2026' });
    expect(dueText(null, today)).toBeNull();
  });
});

describe('formatDay', () => {
  it('shows a calendar date as it is, whatever the zone', () => {
    expect(formatDay('2026-01-01')).toBe('Jan 1, 2026');
  });
});

describe('timeInStageText', () => {
  const now = new Date(2026, 10, 20, 9, 0);

  it('counts calendar days in the stage', () => {
    expect(timeInStageText('applied', new Date(2026, 10, 20, 8, 0).toISOString(), now)).toBe(
      'In Applied since today',
    );
    expect(timeInStageText('applied', new Date(2026, 10, 19, 22, 0).toISOString(), now)).toBe(
      'In Applied for 1 day',
    );
    expect(timeInStageText('offer', new Date(2026, 10, 10, 12, 0).toISOString(), now)).toBe(
      'In Offer for 10 days',
    );
  });
});
