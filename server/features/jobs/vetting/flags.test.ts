import { describe, expect, it } from 'vitest';
import { type VettingFacts, vettingFlags } from './flags.ts';

const NOW = new Date('2026-11-24T10:00:00Z');
const daysBefore = (days: number, hour = 10) => new Date(Date.UTC(2026, 10, 24 - days, hour));

const facts = (overrides: Partial<VettingFacts> = {}): VettingFacts => ({
  source: 'greenhouse',
  company: 'Acme',
  postedAt: daysBefore(30),
  firstSeenAt: daysBefore(30),
  sourceUpdatedAt: null,
  closedAt: null,
  salaryRange: { min: 120_000, max: 150_000, currency: 'USD', period: 'year' },
  scamSignals: [],
  repostedAfterDays: null,
  duplicates: { locations: [], sources: [] },
  companyActivity: null,
  ...overrides,
});

const flagsOf = (overrides: Partial<VettingFacts> = {}) => vettingFlags(facts(overrides), NOW);
const flag = (kind: string, overrides: Partial<VettingFacts> = {}) =>
  flagsOf(overrides).find((f) => f.kind === kind);
const kinds = (overrides: Partial<VettingFacts> = {}) => flagsOf(overrides).map((f) => f.kind);

describe('source', () => {
  it('says a board posting comes straight from the employer', () => {
    expect(flag('direct-from-employer', { source: 'lever' })).toEqual({
      kind: 'direct-from-employer',
      tone: 'good',
      label: 'Direct from employer',
      detail: "Listed on Acme's own Lever job board.",
    });
    expect(flag('direct-from-employer', { source: 'ashby' })?.detail).toBe(
      "Listed on Acme's own Ashby job board.",
    );
  });

  it('says a sample posting is one', () => {
    expect(kinds({ source: 'sample' })).not.toContain('direct-from-employer');
    expect(flag('sample', { source: 'sample' })).toEqual({
      kind: 'sample',
      tone: 'info',
      label: 'Sample posting',
      detail: 'A sample posting from the built-in catalogue, shown because no job boards are followed.',
    });
  });
});

describe('freshness', () => {
  it('is fresh at 13 days and not at 14', () => {
    expect(flag('fresh', { postedAt: daysBefore(13), firstSeenAt: daysBefore(13) })?.label).toBe(
      'Posted 13 days ago',
    );
    expect(flag('fresh', { postedAt: daysBefore(14), firstSeenAt: daysBefore(14) })).toBeUndefined();
  });

  it('counts whole UTC days, whatever the hour', () => {
    expect(flag('fresh', { postedAt: daysBefore(0, 0) })?.label).toBe('Posted today');
    expect(flag('fresh', { postedAt: daysBefore(1, 23) })?.label).toBe('Posted yesterday');
    expect(flag('fresh', { postedAt: daysBefore(3, 23) })).toMatchObject({
      label: 'Posted 3 days ago',
      detail: 'Posted on 21 November 2026.',
    });
  });

  it('counts a recent update on the board', () => {
    expect(flag('fresh', { postedAt: daysBefore(40), sourceUpdatedAt: daysBefore(2) })).toEqual({
      kind: 'fresh',
      tone: 'good',
      label: 'Updated 2 days ago',
      detail: 'Posted on 15 October 2026 and updated on the board on 22 November 2026.',
    });
    expect(flag('fresh', { postedAt: daysBefore(40), sourceUpdatedAt: daysBefore(20) })).toBeUndefined();
  });

  it('flags a posting open 90 days, not 89, counting from the earlier of posted and first seen', () => {
    expect(flag('open-long', { postedAt: daysBefore(89), firstSeenAt: daysBefore(89) })).toBeUndefined();
    expect(flag('open-long', { postedAt: daysBefore(10), firstSeenAt: daysBefore(90) })).toMatchObject({
      tone: 'caution',
      label: 'Open 90 days',
    });
    expect(flag('open-long', { postedAt: daysBefore(120), firstSeenAt: daysBefore(5) })?.detail).toMatch(
      /^Listed since 27 July 2026\. .*"ghost jobs"/,
    );
  });

  it('stops counting when the posting closed', () => {
    expect(
      flag('open-long', {
        postedAt: daysBefore(100),
        firstSeenAt: daysBefore(100),
        closedAt: daysBefore(20),
      }),
    ).toBeUndefined();
  });

  it('flags a repost', () => {
    expect(flag('reposted')).toBeUndefined();
    expect(flag('reposted', { repostedAfterDays: 12 })).toMatchObject({
      tone: 'caution',
      label: 'Reposted',
      detail: expect.stringMatching(
        /^Listed again 12 days after an earlier listing of the same job came down\./,
      ),
    });
    expect(flag('reposted', { repostedAfterDays: 0 })?.detail).toMatch(/^Listed again on the same day as/);
  });
});

describe('salary', () => {
  it('shows a published range', () => {
    expect(flag('salary-published')).toEqual({
      kind: 'salary-published',
      tone: 'good',
      label: '$120,000 – $150,000 a year',
      detail: 'The employer publishes the pay for this job: $120,000 – $150,000 a year.',
    });
    expect(kinds()).not.toContain('no-salary');
  });

  it('says only that the posting gives none', () => {
    for (const salaryRange of [null, { min: null, max: null, currency: 'USD', period: 'year' } as const]) {
      expect(flag('no-salary', { salaryRange })).toEqual({
        kind: 'no-salary',
        tone: 'caution',
        label: 'No pay range',
        detail: 'The posting gives no pay range; you can ask for one before you interview.',
      });
      expect(kinds({ salaryRange })).not.toContain('salary-published');
    }
  });
});

describe('duplicates', () => {
  it('names the other locations and boards', () => {
    expect(
      flag('duplicates-merged', {
        duplicates: { locations: ['Austin', 'Denver', 'Boise', 'Tampa', 'Miami'], sources: ['lever'] },
      }),
    ).toEqual({
      kind: 'duplicates-merged',
      tone: 'info',
      label: 'Also listed elsewhere',
      detail: 'Also listed for Austin, Denver and 3 more; also on Lever. The copies are shown once, here.',
    });
    expect(
      flag('duplicates-merged', { duplicates: { locations: ['Austin', 'Denver'], sources: [] } })?.detail,
    ).toBe('Also listed for Austin and Denver. The copies are shown once, here.');
    expect(
      flag('duplicates-merged', { duplicates: { locations: [], sources: ['ashby', 'lever'] } })?.detail,
    ).toBe('Also on Ashby and Lever. The copies are shown once, here.');
  });

  it('says nothing when there are none', () => {
    expect(flag('duplicates-merged')).toBeUndefined();
    expect(
      flag('duplicates-merged', { duplicates: { locations: [], sources: ['greenhouse'] } }),
    ).toBeUndefined();
  });
});

describe('company activity', () => {
  it('states the figures it is given, and nothing without them', () => {
    expect(flag('company-activity', { companyActivity: { openRoles: 42, medianDaysOpen: 23 } })).toEqual({
      kind: 'company-activity',
      tone: 'info',
      label: '42 open roles',
      detail: 'Acme has 42 roles open; its open roles have been listed for a median of 23 days.',
    });
    expect(flag('company-activity', { companyActivity: { openRoles: 1, medianDaysOpen: 1 } })?.detail).toBe(
      'Acme has 1 role open; its open roles have been listed for a median of 1 day.',
    );
    expect(flag('company-activity')).toBeUndefined();
  });
});

describe('scam signals', () => {
  it('gives one warning per kind, quoting the evidence and saying why it matters', () => {
    const flags = flagsOf({
      scamSignals: [
        { kind: 'fee-requested', evidence: 'A $99 starter kit fee is required.' },
        { kind: 'fee-requested', evidence: 'Pay the registration fee.' },
        { kind: 'messaging-app-contact', evidence: 'Message us on Telegram.' },
        { kind: 'personal-email', evidence: 'Apply to jobs.acme@gmail.com.' },
        { kind: 'pay-above-range', evidence: '$3,000 a week' },
      ],
    });
    const warnings = flags.filter((f) => f.tone === 'warning');
    expect(warnings.map((f) => f.kind)).toEqual([
      'fee-requested',
      'messaging-app-contact',
      'personal-email',
      'pay-above-range',
    ]);
    expect(warnings[0]?.detail).toBe(
      'The posting says “A $99 starter kit fee is required.” Legitimate employers do not charge applicants for ' +
        'training, equipment or checks, or ask them to move money.',
    );
    expect(warnings[1]?.detail).toMatch(
      /“Message us on Telegram\.”.*messaging apps are a common job-scam pattern/,
    );
    expect(warnings[2]?.detail).toMatch(/jobs\.acme@gmail\.com.*company's own domain/);
    expect(warnings[3]?.detail).toMatch(/“\$3,000 a week”\. Pay far above .*common lure/);
  });
});

describe('closed and order', () => {
  it('says when a posting was taken down', () => {
    expect(flag('closed', { closedAt: new Date('2026-11-20T23:30:00Z') })).toEqual({
      kind: 'closed',
      tone: 'info',
      label: 'Closed',
      detail: 'Taken down from the board on 20 November 2026.',
    });
    expect(flag('closed')).toBeUndefined();
  });

  it('puts warnings first, then caution, good and info', () => {
    const flags = flagsOf({
      postedAt: daysBefore(3),
      firstSeenAt: daysBefore(120),
      salaryRange: null,
      repostedAfterDays: 30,
      duplicates: { locations: ['Austin'], sources: [] },
      companyActivity: { openRoles: 3, medianDaysOpen: 40 },
      scamSignals: [{ kind: 'personal-email', evidence: 'x@gmail.com' }],
      closedAt: daysBefore(1),
    });
    expect(flags.map((f) => `${f.tone}:${f.kind}`)).toEqual([
      'warning:personal-email',
      'caution:open-long',
      'caution:reposted',
      'caution:no-salary',
      'good:direct-from-employer',
      'good:fresh',
      'info:duplicates-merged',
      'info:company-activity',
      'info:closed',
    ]);
  });
});
