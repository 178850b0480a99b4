import { describe, expect, it } from 'vitest';
import type { UserDataCounts } from '#common/api/auth.ts';
import {
  changeEmailSentText,
  describeData,
  joinedList,
  keepGuestDataQuestion,
  noticeText,
  resetLinkSentText,
} from './account-texts.ts';

const none: UserDataCounts = {
  resumeAnalyses: 0,
  interviewSessions: 0,
  chatMessages: 0,
  profiles: 0,
  jobApplications: 0,
  paidPlans: 0,
};

describe('account texts', () => {
  it('joins a list the way a sentence does', () => {
    expect(joinedList(['a'])).toBe('a');
    expect(joinedList(['a', 'b'])).toBe('a and b');
    expect(joinedList(['a', 'b', 'c'])).toBe('a, b and c');
  });

  it('asks about what the guest has, counted and correctly plural', () => {
    expect(keepGuestDataQuestion({ ...none, resumeAnalyses: 2, interviewSessions: 1 })).toBe(
      'Keep the 2 resume analyses and 1 interview practice session from before you signed in?',
    );
    expect(
      describeData({
        resumeAnalyses: 1,
        interviewSessions: 3,
        chatMessages: 1,
        profiles: 2,
        jobApplications: 1,
        paidPlans: 1,
      }),
    ).toBe(
      '1 resume analysis, 3 interview practice sessions, 1 message to the career assistant, 2 profiles, 1 job application and 1 paid plan',
    );
  });

  it('tells the owner about other accounts with their address, with the date', () => {
    const lastOccurredAt = '2026-11-24T10:00:00.000Z';
    expect(noticeText({ kind: 'another-account-with-your-email', occurrences: 1, lastOccurredAt })).toBe(
      'Someone created another CareerPilot account with your email address on Nov 24, 2026. Nothing of yours was shared with it. If it was not you, you can ignore this.',
    );
    expect(noticeText({ kind: 'another-account-with-your-email', occurrences: 3, lastOccurredAt })).toMatch(
      /^Someone created 3 other CareerPilot accounts with your email address, the last on Nov 24, 2026\./,
    );
  });

  it('says a reset link went out without saying whether the address has an account', () => {
    const text = resetLinkSentText('ada@example.com');
    expect(text).toContain('If an account uses ada@example.com');
    expect(text).toContain('30 minutes');
    expect(text).toContain('spam');
  });

  it('says where to confirm a new address, and which one signs in until then', () => {
    expect(changeEmailSentText('new@example.com')).toBe(
      'Open the link we sent to new@example.com to confirm it. Until then you sign in with your current address.',
    );
  });
});
