import { describe, expect, it } from 'vitest';
import { lateText, waitingText } from './reminder-texts.ts';

describe('lateText', () => {
  it('counts calendar days from the due date to the user’s date', () => {
    expect(lateText('2026-11-30', '2026-12-01')).toBe('1 day late');
    expect(lateText('2026-11-19', '2026-12-01')).toBe('12 days late');
  });

  it('counts across a clock change and a year end', () => {
    expect(lateText('2026-10-24', '2026-10-26')).toBe('2 days late');
    expect(lateText('2026-12-31', '2027-01-02')).toBe('2 days late');
  });

  it('says at least one day: an overdue step is never "0 days late"', () => {
    expect(lateText('2026-12-01', '2026-12-01')).toBe('1 day late');
  });
});

describe('waitingText', () => {
  it('says how long the application has waited', () => {
    expect(waitingText(1)).toBe('Applied 1 day ago, no answer yet');
    expect(waitingText(9)).toBe('Applied 9 days ago, no answer yet');
    expect(waitingText(0)).toBe('Applied today, no answer yet');
  });
});
