import { eq, sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import type { TodaysPicks } from '#common/api/digest.ts';
import type { JobMatch } from '#common/api/jobs.ts';
import type { ApplicationStage } from '#common/tracker.ts';
import {
  applications,
  digestPicks,
  digests,
  jobMatches,
  jobs,
  outgoingMails,
  users,
} from '#server/db/schema/index.ts';
import { buildTestAppWithSmtp, linkIn } from '#server/testing/mail.ts';
import { type SmtpStandIn, startSmtpStandIn } from '#server/testing/smtp-stand-in.ts';
import { buildAppOn, buildTestApp, type TestApp, testConfig } from '#server/testing/test-app.ts';
import { createSharedTestDatabase } from '#server/testing/test-database.ts';
import { get } from '#server/testing/visitor.ts';
import { DIGEST_JOBS, UNSUBSCRIBE_PURPOSE } from './plugin.ts';
import {
  type Member,
  memberWithMatches,
  readyWithoutSchedule,
  saveSettings,
  settleDigests,
  subscriber,
  verify,
} from './testing.ts';

const KOLKATA = {
  enabled: true,
  sendTime: '07:00',
  days: [1, 2, 3, 4, 5, 6, 7],
  pickCount: 3,
  minMatch: 0,
  timeZone: 'Asia/Kolkata',
};
/** 07:05 in Kolkata on Tuesday 24 November 2026, and on the Wednesday after. */
const TUESDAY_MORNING = new Date('2026-11-24T01:35:00Z');
const WEDNESDAY_MORNING = new Date('2026-11-25T01:35:00Z');

async function appWithSmtp(): Promise<{ app: TestApp; smtp: SmtpStandIn }> {
  const { app, smtp } = await buildTestAppWithSmtp();
  await readyWithoutSchedule(app);
  return { app, smtp };
}

/** The morning e-mails that arrived (sign-up may send other mail). */
const digestMails = (smtp: SmtpStandIn) =>
  smtp.messages.filter((message) => /new jobs? for you/.test(message.subject ?? ''));

const header = (message: ParsedMail, name: string) =>
  message.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, '');

async function matchesOf(member: Member): Promise<JobMatch[]> {
  return (await get(member, '/api/jobs/matches')).json();
}

async function todaysPicks(member: Member): Promise<TodaysPicks> {
  const response = await get(member, '/api/digest/today');
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** Sends the day's e-mails due at the instant and waits until they are sent. */
async function morning(app: TestApp, at: Date): Promise<number> {
  const queued = await app.digest.queueDue(at);
  await settleDigests(app);
  return queued;
}

const pickedJobIds = async (app: TestApp, member: Member) =>
  (
    await app.db
      .select({ jobId: digestPicks.jobId })
      .from(digestPicks)
      .where(eq(digestPicks.userId, member.id))
      .orderBy(digestPicks.localDate, digestPicks.position)
  ).map((row) => row.jobId);

/** Unsubscribes as a mail provider does (RFC 8058): a form POST to the List-Unsubscribe URL, no cookie, no Origin. */
const oneClickUnsubscribe = (app: TestApp, url: string) =>
  app.inject({
    method: 'POST',
    url: new URL(url).pathname + new URL(url).search,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });

describe('the morning e-mail', () => {
  it('sends the best vetted matches at the chosen local time, once, and never the same job twice', async () => {
    const { app, smtp } = await appWithSmtp();
    const member = await subscriber(app, KOLKATA);
    const shown = await matchesOf(member);
    expect(shown).toHaveLength(5);

    expect(await morning(app, new Date('2026-11-24T01:29:00Z'))).toBe(0);
    expect(await morning(app, TUESDAY_MORNING)).toBe(1);
    expect(await morning(app, TUESDAY_MORNING)).toBe(0);
    const [first, ...others] = digestMails(smtp);
    expect(others).toEqual([]);
    if (!first) throw new Error('no e-mail');

    const picks = shown.slice(0, 3);
    expect(first.subject).toBe(`3 new jobs for you: ${picks[0]?.title} at ${picks[0]?.company} and 2 more`);
    expect(first.to && 'text' in first.to ? first.to.text : '').toBe(member.email);
    const text = first.text ?? '';
    const html = typeof first.html === 'string' ? first.html : '';
    for (const pick of picks) {
      expect(text).toContain(pick.title);
      expect(text).toContain(`${pick.company} · ${pick.location}`);
      expect(text).toContain(`${pick.matchScore}% match: ${pick.reason}`);
      if (pick.salary) expect(text).toContain(pick.salary);
      for (const flag of pick.vetting.filter((item) => item.kind !== 'salary-published'))
        expect(text).toContain(flag.label);
      expect(html).toContain(pick.title.replaceAll('&', '&amp;'));
    }
    expect(picks.some((pick) => pick.salary !== '')).toBe(true);
    expect(linkIn(first, '/career').href).toBe(app.mail.link('/career'));
    expect(linkIn(first, '/dashboard').href).toBe(app.mail.link('/dashboard', { 'email-settings': '' }));
    expect(html).toContain(`href="${app.mail.link('/career')}"`);
    const unsubscribePage = linkIn(first, '/unsubscribe');
    const token = unsubscribePage.searchParams.get('token') ?? '';
    expect(await app.mail.verify(UNSUBSCRIBE_PURPOSE, token)).toBe(member.id);
    expect(header(first, 'list-unsubscribe')).toBe(
      `<${app.mail.link('/api/digest/unsubscribe', { token })}>`,
    );
    expect(header(first, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(await pickedJobIds(app, member)).toEqual(picks.map((pick) => pick.id));

    // Wednesday: the two matches the plan shows that were not sent yet, fewer than three but good enough.
    expect(await morning(app, WEDNESDAY_MORNING)).toBe(1);
    const second = digestMails(smtp)[1];
    const rest = shown.slice(3);
    expect(second?.subject).toBe(`2 new jobs for you: ${rest[0]?.title} at ${rest[0]?.company} and 1 more`);
    expect(await pickedJobIds(app, member)).toEqual(shown.map((pick) => pick.id));

    // Thursday: every match the Free plan shows was sent. The ones it hides make the day worth deciding, but none
    // is picked: no e-mail, and the day is recorded as decided.
    await morning(app, new Date('2026-11-26T01:35:00Z'));
    expect(digestMails(smtp)).toHaveLength(2);
    const [thursday] = await app.db.select().from(digests).where(eq(digests.localDate, '2026-11-26'));
    expect(thursday).toMatchObject({ pickCount: 0, mailId: null });
  });

  it('sends nothing when nothing new is good enough, and records the day as decided', async () => {
    const { app, smtp } = await appWithSmtp();
    const member = await subscriber(app, { ...KOLKATA, minMatch: 60 });
    await app.db.execute(
      sql`update job_matches set match_score = 50 where user_id = ${member.id} and match_score < 60`,
    );
    const best = (await matchesOf(member))[0];
    if (!best) throw new Error('no matches');
    // Only one match is good enough, and it turns out to ask for money.
    await app.db.execute(sql`update job_matches set match_score = 50 where user_id = ${member.id}`);
    await app.db.execute(
      sql`update job_matches set match_score = 90 where user_id = ${member.id} and job_id = ${best.id}`,
    );
    await app.db
      .update(jobs)
      .set({ scamSignals: [{ kind: 'fee-requested', evidence: 'a $99 starter kit fee' }] })
      .where(eq(jobs.id, best.id));

    expect(await app.digest.send(member.id, '2026-11-24')).toBe('nothing-good-enough');
    expect(await morning(app, TUESDAY_MORNING)).toBe(0);
    expect(await app.db.select().from(digests)).toEqual([
      expect.objectContaining({ localDate: '2026-11-24', pickCount: 0, mailId: null }),
    ]);
    expect(await app.db.select().from(outgoingMails).where(eq(outgoingMails.kind, 'digest'))).toEqual([]);
    expect(digestMails(smtp)).toEqual([]);
  });

  it('never picks a posting with a scam signal, however well it matches', async () => {
    const { app, smtp } = await appWithSmtp();
    const member = await subscriber(app, KOLKATA);
    const [best, ...others] = await matchesOf(member);
    if (!best) throw new Error('no matches');
    await app.db
      .update(jobs)
      .set({ scamSignals: [{ kind: 'messaging-app-contact', evidence: 'interview on Telegram' }] })
      .where(eq(jobs.id, best.id));

    expect(await morning(app, TUESDAY_MORNING)).toBe(1);
    const [message] = digestMails(smtp);
    expect(message?.text).not.toContain('Chat-app contact');
    expect(await pickedJobIds(app, member)).toEqual(others.slice(0, 3).map((pick) => pick.id));
  });

  it('sends nothing to an address that is not verified, or after the e-mail is turned off', async () => {
    const { app, smtp } = await appWithSmtp();
    const member = await memberWithMatches(app);
    expect((await saveSettings(member, KOLKATA)).statusCode).toBe(200);
    expect(await morning(app, TUESDAY_MORNING)).toBe(0);
    expect(await app.digest.send(member.id, '2026-11-24')).toBe('not-wanted');
    await verify(app, member.id);
    expect((await saveSettings(member, { ...KOLKATA, enabled: false })).statusCode).toBe(200);
    expect(await morning(app, TUESDAY_MORNING)).toBe(0);
    expect(digestMails(smtp)).toEqual([]);
  });

  it('sends today’s at once when it is turned on after its time but within the catch-up window', async () => {
    const { app, smtp } = await appWithSmtp();
    const member = await memberWithMatches(app);
    await verify(app, member.id);
    const now = new Date();
    const sendTime = now.toISOString().slice(11, 16);
    const saved = await saveSettings(member, { ...KOLKATA, timeZone: 'UTC', sendTime });
    expect(saved.statusCode).toBe(200);
    await settleDigests(app);
    expect(digestMails(smtp)).toHaveLength(1);
    // Today's is decided: the next is tomorrow's.
    const next = new Date((await get(member, '/api/digest/settings')).json().nextSendAt);
    expect(next.getTime()).toBeGreaterThan(now.getTime() + 20 * 3_600_000);
  });
});

describe('reminders in the morning e-mail', () => {
  const DAY_MS = 86_400_000;
  const remindersMails = (smtp: SmtpStandIn) =>
    smtp.messages.filter((message) =>
      /^Your applications:|application reminders?$/.test(message.subject ?? ''),
    );

  async function addApplication(
    app: TestApp,
    member: Member,
    values: {
      title: string;
      stage: ApplicationStage;
      nextStep?: string;
      nextStepDue?: string;
      stageChangedAt?: Date;
    },
  ) {
    await app.db.insert(applications).values({ userId: member.id, company: 'Acme', ...values });
  }

  /** A subscriber none of whose matches is left to pick: only reminders could make an e-mail. */
  async function subscriberWithoutPicks(app: TestApp): Promise<Member> {
    const member = await subscriber(app, KOLKATA);
    await app.db.delete(jobMatches).where(eq(jobMatches.userId, member.id));
    return member;
  }

  it('go to a user with no new jobs: next steps due that local day, overdue ones and follow-ups, in both parts', async () => {
    const { app, smtp } = await appWithSmtp();
    const member = await subscriberWithoutPicks(app);
    await addApplication(app, member, {
      title: 'Data Analyst',
      stage: 'interviewing',
      nextStep: 'Send the thank-you note',
      nextStepDue: '2026-11-24',
    });
    await addApplication(app, member, {
      title: 'BI Developer',
      stage: 'offer',
      nextStep: 'Answer the offer',
      nextStepDue: '2026-11-20',
    });
    await addApplication(app, member, {
      title: 'Analyst',
      stage: 'applied',
      stageChangedAt: new Date(TUESDAY_MORNING.getTime() - 9 * DAY_MS),
    });
    await addApplication(app, member, {
      title: 'Closed',
      stage: 'rejected',
      nextStep: 'Nothing',
      nextStepDue: '2026-11-01',
    });
    await addApplication(app, member, {
      title: 'Later',
      stage: 'saved',
      nextStep: 'Apply',
      nextStepDue: '2026-11-25',
    });

    expect(await morning(app, TUESDAY_MORNING)).toBe(1);
    const [message, ...others] = remindersMails(smtp);
    expect(others).toEqual([]);
    if (!message) throw new Error('no e-mail');
    expect(message.subject).toBe('Your applications: 1 due today, 1 overdue and 1 to follow up');
    const text = message.text ?? '';
    const html = typeof message.html === 'string' ? message.html : '';
    for (const part of [text, html]) {
      expect(part).toContain('Send the thank-you note: Data Analyst at Acme');
      expect(part).toContain('Answer the offer: BI Developer at Acme (due Nov 20)');
      expect(part).toContain('Analyst at Acme: 9 days in Applied');
      expect(part).not.toContain('Closed');
      expect(part).not.toContain('Later');
      expect(part).not.toContain('See all your matches');
    }
    expect(linkIn(message, '/applications').href).toBe(app.mail.link('/applications'));
    expect(html).toContain(`href="${app.mail.link('/applications')}"`);
    expect(await app.db.select().from(digests)).toEqual([
      expect.objectContaining({ localDate: '2026-11-24', pickCount: 0, mailId: expect.any(String) }),
    ]);
    // Once a day: the next morning's is another day's.
    expect(await morning(app, TUESDAY_MORNING)).toBe(0);
  });

  it('join the new jobs when there are both', async () => {
    const { app, smtp } = await appWithSmtp();
    const member = await subscriber(app, KOLKATA);
    await addApplication(app, member, {
      title: 'Data Analyst',
      stage: 'screening',
      nextStepDue: '2026-11-23',
    });
    expect(await morning(app, TUESDAY_MORNING)).toBe(1);
    const [message] = digestMails(smtp);
    expect(message?.subject).toMatch(/^3 new jobs for you: .+ and 2 more, plus 1 application reminder$/);
    expect(message?.text).toContain('See all your matches');
    expect(message?.text).toContain('Next step: Data Analyst at Acme (due Nov 23)');
  });

  it('send nothing when there is nothing to pick and nothing to remind of', async () => {
    const { app, smtp } = await appWithSmtp();
    const member = await subscriberWithoutPicks(app);
    await addApplication(app, member, { title: 'Later', stage: 'saved', nextStepDue: '2026-11-25' });
    await addApplication(app, member, {
      title: 'Fresh',
      stage: 'applied',
      stageChangedAt: new Date(TUESDAY_MORNING.getTime() - 6 * DAY_MS),
    });
    await addApplication(app, member, { title: 'Gone', stage: 'withdrawn', nextStepDue: '2026-11-02' });
    expect(await morning(app, TUESDAY_MORNING)).toBe(0);
    expect(await app.digest.send(member.id, '2026-11-24', TUESDAY_MORNING)).toBe('nothing-good-enough');
    expect(await app.db.select().from(outgoingMails).where(eq(outgoingMails.kind, 'digest'))).toEqual([]);
    expect([...remindersMails(smtp), ...digestMails(smtp)]).toEqual([]);
  });
});

describe('unsubscribing', () => {
  it('works in one click from the List-Unsubscribe header, without a session, and no more e-mails come', async () => {
    const { app, smtp } = await appWithSmtp();
    const member = await subscriber(app, KOLKATA);
    await morning(app, TUESDAY_MORNING);
    const [message] = digestMails(smtp);
    const url = (header(message as ParsedMail, 'list-unsubscribe') ?? '').slice(1, -1);

    const response = await oneClickUnsubscribe(app, url);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: member.email });
    expect((await get(member, '/api/digest/settings')).json()).toMatchObject({
      enabled: false,
      nextSendAt: null,
      pickCount: 3,
    });
    expect(await morning(app, WEDNESDAY_MORNING)).toBe(0);
    expect(digestMails(smtp)).toHaveLength(1);
    // A second click (a provider retrying) answers the same.
    expect((await oneClickUnsubscribe(app, url)).statusCode).toBe(200);
  });

  it('works from the page the e-mail links to: JSON or no body', async () => {
    const app = await buildTestApp();
    await readyWithoutSchedule(app);
    const member = await subscriber(app, KOLKATA);
    const token = await app.mail.sign(UNSUBSCRIBE_PURPOSE, member.id);
    const url = `/api/digest/unsubscribe?token=${encodeURIComponent(token)}`;
    const withJson = await app.inject({
      method: 'POST',
      url,
      headers: { origin: 'http://localhost', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(withJson.statusCode).toBe(200);
    const withNothing = await app.inject({ method: 'POST', url, headers: { origin: 'http://localhost' } });
    expect(withNothing.statusCode).toBe(200);
    expect(withNothing.json()).toEqual({ email: member.email });
  });

  it('refuses a forged token, one signed for something else, and none at all with 400', async () => {
    const app = await buildTestApp();
    await readyWithoutSchedule(app);
    const member = await subscriber(app, KOLKATA);
    const valid = await app.mail.sign(UNSUBSCRIBE_PURPOSE, member.id);
    const tokens = [
      await app.mail.sign('verify-email', member.id),
      `${Buffer.from(member.id).toString('base64url')}.${'A'.repeat(32)}`,
      `${Buffer.from('00000000-0000-0000-0000-000000000001').toString('base64url')}.${valid.split('.')[1]}`,
      'garbage',
    ];
    for (const token of tokens) {
      const response = await oneClickUnsubscribe(
        app,
        `http://localhost/api/digest/unsubscribe?token=${encodeURIComponent(token)}`,
      );
      expect(response.statusCode, token).toBe(400);
      expect(response.json().message).toMatch(/^This unsubscribe link is not valid\./);
    }
    const none = await oneClickUnsubscribe(app, 'http://localhost/api/digest/unsubscribe');
    expect(none.statusCode).toBe(400);
    expect((await get(member, '/api/digest/settings')).json().enabled).toBe(true);
  });
});

describe('Today’s picks', () => {
  it('shows what the e-mail would hold before it goes, then exactly what it held', async () => {
    const { app, smtp } = await appWithSmtp();
    const member = await memberWithMatches(app);
    const before = await todaysPicks(member);
    expect(before.sentAt).toBeNull();
    expect(before.date).toBe(new Date().toISOString().slice(0, 10));
    const shown = await matchesOf(member);
    expect(before.picks.map((pick) => pick.id)).toEqual(shown.slice(0, 5).map((pick) => pick.id));

    const now = new Date();
    expect(
      (await saveSettings(member, { ...KOLKATA, timeZone: 'UTC', sendTime: now.toISOString().slice(11, 16) }))
        .statusCode,
    ).toBe(200);
    const previewWithThree = await todaysPicks(member);
    expect(previewWithThree.picks.map((pick) => pick.id)).toEqual(shown.slice(0, 3).map((pick) => pick.id));

    await verify(app, member.id);
    expect(await morning(app, new Date())).toBe(1);
    expect(digestMails(smtp)).toHaveLength(1);
    const after = await todaysPicks(member);
    expect(after.sentAt).not.toBeNull();
    expect(after.picks.map((pick) => pick.id)).toEqual(shown.slice(0, 3).map((pick) => pick.id));
  });

  it('previews for a visitor without a session: nothing to show', async () => {
    const app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/digest/today' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ sentAt: null, picks: [] });
  });
});

describe('deleting the account', () => {
  it('removes the settings, the days and the picks', async () => {
    const { app } = await appWithSmtp();
    const member = await subscriber(app, KOLKATA);
    await morning(app, TUESDAY_MORNING);
    expect(await pickedJobIds(app, member)).toHaveLength(3);
    await app.db.delete(users).where(eq(users.id, member.id));
    const left = await app.db.execute(
      sql`select (select count(*) from digest_settings) + (select count(*) from digests) + (select count(*) from digest_picks) as rows`,
    );
    expect(Number((left as unknown as { rows: { rows: number }[] }).rows[0]?.rows)).toBe(0);
  });
});

describe('two instances on one database', () => {
  it.runIf(inject('testDatabase').driver === 'postgres')(
    'send one e-mail when both run the schedule and both decide the same day at once',
    async () => {
      const smtp = await startSmtpStandIn();
      onTestFinished(() => smtp.close());
      const database = await createSharedTestDatabase(inject('testDatabase'));
      const start = async () =>
        buildAppOn(await database.connect(), { mail: { ...testConfig().mail, smtpUrl: smtp.url } });
      const instances = [await start(), await start()] as const;
      onTestFinished(async () => {
        await Promise.all(instances.map((app) => app.close()));
        await database.dispose();
      });
      const [first, second] = instances;
      await Promise.all(instances.map((app) => readyWithoutSchedule(app)));
      const member = await subscriber(first, KOLKATA);

      const [queuedByFirst, queuedBySecond] = await Promise.all([
        first.digest.queueDue(TUESDAY_MORNING),
        second.digest.queueDue(TUESDAY_MORNING),
      ]);
      expect(queuedByFirst + queuedBySecond).toBeGreaterThanOrEqual(1);
      // Past the queue's deduplication: both decide the same day at the same moment.
      const outcomes = await Promise.all([
        first.digest.send(member.id, '2026-11-24'),
        second.digest.send(member.id, '2026-11-24'),
      ]);
      await Promise.all(instances.map((app) => settleDigests(app)));
      expect(outcomes.filter((outcome) => outcome === 'sent').length).toBeLessThanOrEqual(1);
      expect(digestMails(smtp)).toHaveLength(1);
      expect(await first.db.select().from(digests)).toHaveLength(1);
      // The queue keeps one job per member and day while it waits; once a worker has taken it (at once), the other
      // instance's may be queued too, and finds the day decided.
      const jobs = await first.jobs.findJobs(DIGEST_JOBS.send);
      expect(jobs.length).toBeGreaterThanOrEqual(1);
      expect(jobs.map((job) => job.state)).toEqual(jobs.map(() => 'completed'));
    },
  );
});
