import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { JobMatch } from '#common/api/jobs.ts';
import type { Resume } from '#common/api/resume.ts';
import type { Tailoring } from '#common/api/tailoring.ts';
import type { Application, ApplicationSummary } from '#common/api/tracker.ts';
import { TRACKER_LIMITS } from '#common/tracker.ts';
import { applicationStageChanges, interviewRounds } from '#server/db/schema/index.ts';
import { dataScientistProfile, nurseProfile } from '#server/testing/career-profiles.ts';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';
import { get, send, uploadResume, type Visitor, visitor } from '#server/testing/visitor.ts';
import { fixtureResumes } from '../../../scripts/fixtures/index.ts';
import { addApplication, fillBoard, userIdOf } from './testing.ts';

let fixtures: Map<string, Uint8Array>;
beforeAll(async () => {
  fixtures = await fixtureResumes();
});

async function withMatches(app: TestApp, profile: object = nurseProfile) {
  const user = await visitor(app);
  expect((await send(user, 'POST', '/api/career/profile', profile)).statusCode).toBe(200);
  const matches: JobMatch[] = (await get(user, '/api/jobs/matches')).json();
  expect(matches.length).toBeGreaterThan(0);
  return { user, matches };
}

async function uploaded(user: Visitor, name = 'registered-nurse-strong.pdf'): Promise<Resume> {
  const response = await uploadResume(user, name, fixtures.get(name) as Uint8Array);
  expect(response.statusCode).toBe(201);
  return response.json();
}

async function tailoredFromMatch(user: Visitor, resumeId: number, matchId: number): Promise<Tailoring> {
  const job = (await send(user, 'POST', '/api/tailoring/job', { kind: 'match', matchId })).json();
  const response = await send(user, 'POST', `/api/resume/${resumeId}/tailorings`, { job });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const rowCount = async (app: TestApp, table: typeof interviewRounds | typeof applicationStageChanges) => {
  const [row] = await app.db.select({ value: count() }).from(table);
  return row?.value ?? 0;
};

const ROUND = { startsAt: '2026-12-01T15:00:00Z', kind: 'video', people: 'Dana (hiring manager)' } as const;

describe('adding an application', () => {
  it('by hand: saved with what was typed, its history starting in its stage, on the board', async () => {
    const app = await buildTestApp();
    const user = await visitor(app);
    const added = await addApplication(user, {
      title: '  Charge Nurse ',
      company: 'St. Mary’s',
      location: 'Leeds',
      salary: '£42,000',
      url: 'https://jobs.example.com/charge-nurse',
      notes: 'Referred by Sam',
      nextStep: 'Send references',
      nextStepDue: '2026-12-03',
      contacts: [{ name: 'Sam Lee', email: 'sam@example.com' }],
    });
    expect(added).toMatchObject({
      stage: 'saved',
      title: 'Charge Nurse',
      company: 'St. Mary’s',
      location: 'Leeds',
      salary: '£42,000',
      url: 'https://jobs.example.com/charge-nurse',
      description: '',
      notes: 'Referred by Sam',
      nextStep: 'Send references',
      nextStepDue: '2026-12-03',
      contacts: [{ name: 'Sam Lee', role: '', email: 'sam@example.com', phone: '' }],
      jobId: null,
      appliedAt: null,
      resume: null,
      tailoring: null,
      rounds: [],
      roundCount: 0,
      nextRoundAt: null,
    });
    expect(added.history).toEqual([{ stage: 'saved', at: added.createdAt }]);
    const board: ApplicationSummary[] = (await get(user, '/api/applications')).json();
    expect(board.map((card) => card.id)).toEqual([added.id]);
    expect(board[0]).not.toHaveProperty('description');
  });

  it('straight into Applied: the date applied is set', async () => {
    const app = await buildTestApp();
    const added = await addApplication(await visitor(app), {
      title: 'Nurse',
      company: 'NHS',
      stage: 'applied',
    });
    expect(added.appliedAt).toBe(added.createdAt);
    expect(added.history.map((change) => change.stage)).toEqual(['applied']);
  });

  it('the first save of a visitor without a session makes them a guest who keeps it', async () => {
    const app = await buildTestApp();
    const response = await app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: { origin: 'http://localhost', 'content-type': 'application/json' },
      payload: JSON.stringify({ title: 'Nurse', company: 'NHS' }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.cookies.length).toBeGreaterThan(0);
  });

  it('from a job match: copies the posting as the match shows it; the same job twice is refused', async () => {
    const app = await buildTestApp();
    const { user, matches } = await withMatches(app);
    const match = matches[0] as JobMatch;
    const full: JobMatch = (await get(user, '/api/jobs/matches')).json()[0];
    const added = await addApplication(user, { jobId: match.id });
    expect(added).toMatchObject({
      stage: 'saved',
      jobId: match.id,
      title: match.title,
      company: match.company,
      location: match.location,
      salary: match.salary,
      url: match.url,
    });
    expect(added.description.startsWith(full.description)).toBe(true);
    const again = await send(user, 'POST', '/api/applications', { jobId: match.id, stage: 'applied' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This job is already on your board.' });
  });

  it('from a job match, what the request gives overrides the posting', async () => {
    const app = await buildTestApp();
    const { user, matches } = await withMatches(app);
    const added = await addApplication(user, {
      jobId: (matches[0] as JobMatch).id,
      title: 'My title',
      notes: 'Hi',
    });
    expect(added).toMatchObject({
      title: 'My title',
      notes: 'Hi',
      company: (matches[0] as JobMatch).company,
    });
  });

  it('from a job match the Free plan hides: 402 as Apply Now says; from no match of theirs: 404', async () => {
    const app = await buildTestApp();
    const { user, matches } = await withMatches(app, dataScientistProfile);
    const rows = (await app.db.execute(
      sql`select job_id from job_matches where user_id = ${await userIdOf(user)}`,
    )) as unknown as { rows: { job_id: number }[] };
    const hidden = rows.rows.map((row) => row.job_id).find((id) => !matches.some((match) => match.id === id));
    const refused = await send(user, 'POST', '/api/applications', { jobId: hidden });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toMatch(/^The Free plan shows your 5 best matches/);
    const stranger = await visitor(app);
    const notTheirs = await send(stranger, 'POST', '/api/applications', {
      jobId: (matches[0] as JobMatch).id,
    });
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().message).toMatch(/^No job match with this id/);
    expect((await get(user, '/api/applications')).json()).toEqual([]);
  });

  it('from a tailoring: its job, its resume and the tailoring itself; it tracks the match it was made for', async () => {
    const app = await buildTestApp();
    const { user, matches } = await withMatches(app);
    const resume = await uploaded(user);
    const match = matches[0] as JobMatch;
    const tailoring = await tailoredFromMatch(user, resume.id, match.id);
    const added = await addApplication(user, { tailoringId: tailoring.id });
    expect(added).toMatchObject({
      title: tailoring.job.title,
      company: tailoring.job.company,
      url: tailoring.job.url,
      description: tailoring.job.description,
      jobId: match.id,
      resume: { id: resume.id, fileName: resume.fileName },
      tailoring: { id: tailoring.id, title: tailoring.job.title, matchRate: tailoring.matchRate },
    });
    const sameJob = await send(user, 'POST', '/api/applications', { jobId: match.id });
    expect(sameJob.json()).toEqual({ message: 'This job is already on your board.' });
  });
});

describe('bad input: 400 with a message saying what to fix', () => {
  const long = (length: number) => 'x'.repeat(length);
  it.each([
    ['no title or company', {}, 'Enter the job title and the company'],
    ['an empty title', { title: ' ', company: 'Acme' }, 'title: Enter the job title'],
    ['a web address that is not http(s)', { title: 'A', company: 'B', url: 'javascript:alert(1)' }, 'url:'],
    ['a date that is not one', { title: 'A', company: 'B', nextStepDue: '2026-02-30' }, 'nextStepDue:'],
    [
      'a date in year 0',
      { title: 'A', company: 'B', nextStepDue: '0000-06-01' },
      'nextStepDue: Enter a date',
    ],
    ['an unknown stage', { title: 'A', company: 'B', stage: 'hired' }, 'The stage must be one of saved'],
    ['a number for text', { title: 42, company: 'B' }, 'title: The job title must be text'],
    ['text too long', { title: 'A', company: 'B', notes: long(20_001) }, 'at most 20,000 characters'],
    ['a job id that is not a number', { jobId: 'seven' }, 'jobId:'],
    [
      'too many contacts',
      { title: 'A', company: 'B', contacts: Array.from({ length: 21 }, () => ({ name: 'N' })) },
      'at most 20 contacts',
    ],
  ])('creating with %s', async (_name, body, message) => {
    const app = await buildTestApp();
    const response = await send(await visitor(app), 'POST', '/api/applications', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('an empty update, a bad id, a bad stage and a bad round each say what is wrong, and change nothing', async () => {
    const app = await buildTestApp();
    const user = await visitor(app);
    const { id } = await addApplication(user);
    const cases = [
      [send(user, 'PATCH', `/api/applications/${id}`, {}), 'Say what to change'],
      [send(user, 'PATCH', `/api/applications/${id}`, { company: '' }), 'Enter the company'],
      [get(user, '/api/applications/abc'), 'The application id must be a number'],
      [get(user, '/api/applications/0'), 'positive'],
      [get(user, '/api/applications/99999999999'), 'No application has this id'],
      [send(user, 'PUT', `/api/applications/${id}/stage`, { stage: 'hired' }), 'The stage must be one of'],
      [send(user, 'PUT', `/api/applications/${id}/stage`, {}), 'stage'],
      [send(user, 'POST', `/api/applications/${id}/rounds`, { ...ROUND, startsAt: 'tomorrow' }), 'startsAt'],
      [send(user, 'POST', `/api/applications/${id}/rounds`, { ...ROUND, kind: 'lunch' }), 'kind'],
      [
        send(user, 'POST', `/api/applications/${id}/rounds`, { ...ROUND, durationMinutes: 2 }),
        'at least 5 minutes',
      ],
      [
        send(user, 'POST', `/api/applications/${id}/rounds`, { ...ROUND, startsAt: '0000-06-01T10:00:00Z' }),
        'Enter the date and time of the interview',
      ],
      [
        send(user, 'POST', `/api/applications/${id}/rounds`, {
          ...ROUND,
          startsAt: '9999-12-31T23:00:00-12:00',
        }),
        'Enter the date and time of the interview',
      ],
      [send(user, 'PUT', `/api/applications/${id}/rounds/x`, ROUND), 'interview round id must be a number'],
      [
        send(user, 'PUT', '/api/tracker/settings', { followUpDays: 0 }),
        'Follow-up days must be from 1 to 90',
      ],
      [get(user, '/api/tracker/reminders?timeZone=Mars/Olympus'), 'Choose a time zone'],
      [get(user, '/api/tracker/reminders?today=2026-13-45'), 'Enter a date such as'],
      [get(user, '/api/tracker/reminders?today=0000-01-01'), 'Enter a date such as'],
      [get(user, '/api/tracker/interviews.ics?application=x'), 'The application id must be a number'],
      [send(user, 'POST', '/api/tracker/import', { csv: '' }), 'The CSV file is empty'],
      [send(user, 'POST', '/api/tracker/import', { csv: 'a', mapping: ['height'] }), 'known field'],
    ] as const;
    for (const [pending, message] of cases) {
      const response = await pending;
      expect(response.statusCode, `${message}: ${response.body}`).toBe(400);
      expect(response.json().message).toContain(message);
    }
    const [after]: ApplicationSummary[] = (await get(user, '/api/applications')).json();
    expect(after).toMatchObject({ stage: 'saved', company: 'Acme', roundCount: 0 });
  });
});

describe('another user’s ids', () => {
  async function ownerWithApplication(app: TestApp) {
    const owner = await visitor(app);
    const application = await addApplication(owner);
    const withRound: Application = (
      await send(owner, 'POST', `/api/applications/${application.id}/rounds`, ROUND)
    ).json();
    return { owner, id: application.id, roundId: withRound.rounds[0]?.id ?? 0 };
  }

  it('every application and round route answers 404 and changes nothing', async () => {
    const app = await buildTestApp();
    const { owner, id, roundId } = await ownerWithApplication(app);
    const stranger = await visitor(app);
    const { id: strangersOwn } = await addApplication(stranger);
    const before: Application = (await get(owner, `/api/applications/${id}`)).json();
    const requests = [
      get(stranger, `/api/applications/${id}`),
      send(stranger, 'PATCH', `/api/applications/${id}`, { notes: 'mine now' }),
      send(stranger, 'PUT', `/api/applications/${id}/stage`, { stage: 'offer' }),
      send(stranger, 'DELETE', `/api/applications/${id}`),
      send(stranger, 'POST', `/api/applications/${id}/rounds`, ROUND),
      send(stranger, 'PUT', `/api/applications/${id}/rounds/${roundId}`, ROUND),
      send(stranger, 'DELETE', `/api/applications/${id}/rounds/${roundId}`),
      // The owner's round through the stranger's own application.
      send(stranger, 'PUT', `/api/applications/${strangersOwn}/rounds/${roundId}`, ROUND),
      send(stranger, 'DELETE', `/api/applications/${strangersOwn}/rounds/${roundId}`),
      get(stranger, `/api/tracker/interviews.ics?application=${id}`),
    ];
    for (const pending of requests) {
      const response = await pending;
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().message).toMatch(/^No (application|interview round) with this id/);
    }
    expect((await get(owner, `/api/applications/${id}`)).json()).toEqual(before);
    expect((await get(stranger, `/api/tracker/applications.csv`)).body).not.toContain('Staff Engineer\n');
  });

  it('someone else’s resume or tailoring in a body: 404 with a message, nothing saved', async () => {
    const app = await buildTestApp();
    const { user: owner, matches } = await withMatches(app);
    const resume = await uploaded(owner);
    const tailoring = await tailoredFromMatch(owner, resume.id, (matches[0] as JobMatch).id);
    const stranger = await visitor(app);
    const { id } = await addApplication(stranger);
    const cases = [
      [
        send(stranger, 'POST', '/api/applications', { title: 'A', company: 'B', resumeId: resume.id }),
        'No resume',
      ],
      [send(stranger, 'POST', '/api/applications', { tailoringId: tailoring.id }), 'No tailoring'],
      [send(stranger, 'PATCH', `/api/applications/${id}`, { resumeId: resume.id }), 'No resume'],
      [send(stranger, 'PATCH', `/api/applications/${id}`, { tailoringId: tailoring.id }), 'No tailoring'],
    ] as const;
    for (const [pending, message] of cases) {
      const response = await pending;
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toContain(message);
    }
    const board: ApplicationSummary[] = (await get(stranger, '/api/applications')).json();
    expect(board).toHaveLength(1);
    expect((await get(stranger, `/api/applications/${id}`)).json()).toMatchObject({
      resume: null,
      tailoring: null,
    });
  });
});

describe('changing an application', () => {
  it('an update changes only the fields given, links the user’s own resume, and moves updatedAt', async () => {
    const app = await buildTestApp();
    const user = await visitor(app);
    const resume = await uploaded(user);
    const added = await addApplication(user, { title: 'Nurse', company: 'NHS', notes: 'first' });
    const response = await send(user, 'PATCH', `/api/applications/${added.id}`, {
      resumeId: resume.id,
      url: '',
      nextStepDue: null,
      notes: 'second',
    });
    expect(response.statusCode).toBe(200);
    const updated: Application = response.json();
    expect(updated).toMatchObject({ title: 'Nurse', notes: 'second', url: null, resume: { id: resume.id } });
    expect(updated.updatedAt > added.updatedAt).toBe(true);
  });

  it('a move records each stage in the history; the first sent stage sets the date applied, once', async () => {
    const app = await buildTestApp();
    const user = await visitor(app);
    const { id } = await addApplication(user);
    const move = async (stage: string): Promise<Application> => {
      const response = await send(user, 'PUT', `/api/applications/${id}/stage`, { stage });
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    expect((await move('withdrawn')).appliedAt).toBeNull();
    const applied = await move('applied');
    expect(applied.appliedAt).toBe(applied.stageChangedAt);
    await move('screening');
    await move('saved');
    const back = await move('applied');
    expect(back.appliedAt).toBe(applied.appliedAt);
    const same = await move('applied');
    expect(same.history.map((change) => change.stage)).toEqual([
      'saved',
      'withdrawn',
      'applied',
      'screening',
      'saved',
      'applied',
    ]);
    expect(same.stageChangedAt).toBe(back.stageChangedAt);
    expect(same.updatedAt).toBe(back.updatedAt);
  });

  it('the board shows the latest stage change first', async () => {
    const app = await buildTestApp();
    const user = await visitor(app);
    const first = await addApplication(user, { title: 'First', company: 'A' });
    const second = await addApplication(user, { title: 'Second', company: 'B' });
    await send(user, 'PUT', `/api/applications/${first.id}/stage`, { stage: 'applied' });
    const board: ApplicationSummary[] = (await get(user, '/api/applications')).json();
    expect(board.map((card) => card.id)).toEqual([first.id, second.id]);
  });

  it('deleting takes its history and rounds with it', async () => {
    const app = await buildTestApp();
    const user = await visitor(app);
    const { id } = await addApplication(user);
    await send(user, 'POST', `/api/applications/${id}/rounds`, ROUND);
    expect(await rowCount(app, interviewRounds)).toBe(1);
    expect((await send(user, 'DELETE', `/api/applications/${id}`)).statusCode).toBe(204);
    expect((await get(user, `/api/applications/${id}`)).statusCode).toBe(404);
    expect(await rowCount(app, interviewRounds)).toBe(0);
    expect(await rowCount(app, applicationStageChanges)).toBe(0);
    expect((await send(user, 'DELETE', `/api/applications/${id}`)).statusCode).toBe(404);
  });
});

describe('interview rounds', () => {
  it('are added, changed and deleted, earliest first, counted on the card with the next one', async () => {
    const app = await buildTestApp();
    const user = await visitor(app);
    const { id } = await addApplication(user);
    const later = { ...ROUND, startsAt: '2099-03-02T09:30:00+01:00', kind: 'onsite', notes: 'Bring ID' };
    const added = await send(user, 'POST', `/api/applications/${id}/rounds`, later);
    expect(added.statusCode).toBe(201);
    const withTwo: Application = (
      await send(user, 'POST', `/api/applications/${id}/rounds`, {
        ...ROUND,
        startsAt: '2020-01-01T10:00:00Z',
      })
    ).json();
    expect(withTwo.rounds).toEqual([
      {
        id: expect.any(Number),
        startsAt: '2020-01-01T10:00:00.000Z',
        durationMinutes: 60,
        kind: 'video',
        people: 'Dana (hiring manager)',
        notes: '',
      },
      expect.objectContaining({ startsAt: '2099-03-02T08:30:00.000Z', kind: 'onsite', notes: 'Bring ID' }),
    ]);
    const [card]: ApplicationSummary[] = (await get(user, '/api/applications')).json();
    expect(card).toMatchObject({ roundCount: 2, nextRoundAt: '2099-03-02T08:30:00.000Z' });

    const past = withTwo.rounds[0]?.id;
    const changed = await send(user, 'PUT', `/api/applications/${id}/rounds/${past}`, {
      ...ROUND,
      startsAt: '2099-01-01T10:00:00Z',
      durationMinutes: 90,
      kind: 'final',
    });
    expect(changed.statusCode).toBe(200);
    expect((changed.json() as Application).rounds.map((round) => [round.id, round.kind])).toEqual([
      [past, 'final'],
      [withTwo.rounds[1]?.id, 'onsite'],
    ]);
    const deleted = await send(user, 'DELETE', `/api/applications/${id}/rounds/${past}`);
    expect(deleted.statusCode).toBe(200);
    expect((deleted.json() as Application).rounds).toHaveLength(1);
    expect((await send(user, 'DELETE', `/api/applications/${id}/rounds/${past}`)).statusCode).toBe(404);
  });

  it(`are at most ${TRACKER_LIMITS.roundsPerApplication} on one application: 409 with a message`, async () => {
    const app = await buildTestApp();
    const user = await visitor(app);
    const { id } = await addApplication(user);
    await app.db.insert(interviewRounds).values(
      Array.from({ length: TRACKER_LIMITS.roundsPerApplication - 1 }, () => ({
        applicationId: id,
        startsAt: new Date('2026-12-01T10:00:00Z'),
        durationMinutes: 60,
        kind: 'phone' as const,
      })),
    );
    expect((await send(user, 'POST', `/api/applications/${id}/rounds`, ROUND)).statusCode).toBe(201);
    const refused = await send(user, 'POST', `/api/applications/${id}/rounds`, ROUND);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'An application can hold at most 50 interview rounds. Delete one you no longer need to add another.',
    );
    expect(await rowCount(app, interviewRounds)).toBe(TRACKER_LIMITS.roundsPerApplication);
  });
});

describe('the board’s cap (every plan)', () => {
  it(`holds ${TRACKER_LIMITS.applications.toLocaleString('en-US')} applications: the next is refused with 409, even two at once`, async () => {
    const app = await buildTestApp();
    const user = await visitor(app);
    await addApplication(user);
    const userId = await userIdOf(user);
    await fillBoard(app, userId, TRACKER_LIMITS.applications - 3);
    const racing = await Promise.all(
      [1, 2, 3].map((n) => send(user, 'POST', '/api/applications', { title: `Race ${n}`, company: 'A' })),
    );
    expect(racing.map((response) => response.statusCode).sort()).toEqual([201, 201, 409]);
    const refused = racing.find((response) => response.statusCode === 409);
    expect(refused?.json().message).toBe(
      'Your board holds 2,000 applications, the most it can. Delete those you no longer need to add more.',
    );
    expect((await get(user, '/api/applications')).json()).toHaveLength(TRACKER_LIMITS.applications);
  });

  it('is not a Free-plan limit: a Free guest adds past any allowance', async () => {
    const app = await buildTestApp();
    const user = await visitor(app);
    for (let n = 0; n < 12; n += 1) await addApplication(user, { title: `Job ${n}`, company: 'A' });
    expect((await get(user, '/api/applications')).json()).toHaveLength(12);
  });
});

describe('the account’s other screens', () => {
  it('the user’s zip export holds applications.json with history, rounds and contacts, and applications.csv', async () => {
    const { strFromU8, unzipSync } = await import('fflate');
    const app = await buildTestApp();
    const user = await visitor(app);
    const { id } = await addApplication(user, {
      title: 'Nurse',
      company: 'NHS',
      contacts: [{ name: 'Sam Lee', role: 'Recruiter' }],
    });
    await send(user, 'PUT', `/api/applications/${id}/stage`, { stage: 'applied' });
    await send(user, 'POST', `/api/applications/${id}/rounds`, ROUND);
    await send(user, 'PUT', '/api/tracker/settings', { followUpDays: 12 });
    const zip = unzipSync((await get(user, '/api/account/export')).rawPayload);
    const tracker = JSON.parse(strFromU8(zip['applications.json'] as Uint8Array));
    expect(tracker.settings).toEqual({ followUpDays: 12 });
    expect(tracker.applications).toHaveLength(1);
    expect(tracker.applications[0]).toMatchObject({
      title: 'Nurse',
      stage: 'applied',
      contacts: [{ name: 'Sam Lee', role: 'Recruiter', email: '', phone: '' }],
      history: [{ stage: 'saved' }, { stage: 'applied' }],
      rounds: [{ startsAt: '2026-12-01T15:00:00.000Z', kind: 'video' }],
    });
    expect(tracker.applications[0]).not.toHaveProperty('userId');
    expect(strFromU8(zip['applications.csv'] as Uint8Array)).toContain('Nurse');
  });
});

describe('merging a guest into an account', () => {
  it('the guest’s applications, with rounds, and settings join the account; one for a job the account tracks comes unlinked', async () => {
    const app = await buildTestApp();
    const credentials = { email: 'grace@example.com', password: 'correct horse battery' };
    const { user: guestBefore, matches } = await withMatches(app);
    const signUp = await send(guestBefore, 'POST', '/api/auth/signup', {
      firstName: 'Grace',
      lastName: 'Hopper',
      ...credentials,
    });
    expect(signUp.statusCode).toBe(201);
    const sharedJob = (matches[0] as JobMatch).id;
    const account = { app, cookie: signUp.cookies.map((c) => `${c.name}=${c.value}`).join('; ') };
    await addApplication(account, { jobId: sharedJob, notes: 'the account’s own' });
    await send(account, 'POST', '/api/auth/signout');

    const { user: guest } = await withMatches(app);
    await addApplication(guest, { jobId: sharedJob, notes: 'the guest’s' });
    const { id } = await addApplication(guest, { title: 'Guest job', company: 'Elsewhere' });
    await send(guest, 'POST', `/api/applications/${id}/rounds`, ROUND);
    await send(guest, 'PUT', '/api/tracker/settings', { followUpDays: 3 });
    const signIn = await send(guest, 'POST', '/api/auth/signin', { ...credentials, guestData: 'keep' });
    expect(signIn.json().outcome).toBe('signed-in');
    const merged = { app, cookie: signIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ') };
    const board: ApplicationSummary[] = (await get(merged, '/api/applications')).json();
    const sharedTitle = (matches[0] as JobMatch).title;
    expect(board.map((card) => card.title).sort()).toEqual(['Guest job', sharedTitle, sharedTitle].sort());
    const linked = board.filter((card) => card.jobId === sharedJob);
    expect(linked).toHaveLength(1);
    expect((await get(merged, `/api/applications/${linked[0]?.id}`)).json().notes).toBe('the account’s own');
    const guestsCopy = board.find((card) => card.title === sharedTitle && card.jobId === null);
    expect((await get(merged, `/api/applications/${guestsCopy?.id}`)).json().notes).toBe('the guest’s');
    expect(board.find((card) => card.id === id)?.roundCount).toBe(1);
    expect((await get(merged, '/api/tracker/settings')).json()).toEqual({ followUpDays: 3 });
  });

  it('counts the guest’s applications in what a signing-in guest is asked about', async () => {
    const app = await buildTestApp();
    const credentials = { email: 'ada@example.com', password: 'analytical engine notes' };
    await send(await visitor(app), 'POST', '/api/auth/signup', {
      firstName: 'Ada',
      lastName: 'L',
      ...credentials,
    });
    const guest = await visitor(app);
    await addApplication(guest);
    await addApplication(guest, { title: 'Second', company: 'B' });
    const asked = await send(guest, 'POST', '/api/auth/signin', credentials);
    expect(asked.json()).toMatchObject({ outcome: 'guest-data-question', guestData: { jobApplications: 2 } });
  });
});

describe('the board’s rows', () => {
  it('belong to the user: deleting the user deletes them', async () => {
    const app = await buildTestApp();
    const user = await visitor(app);
    const { id } = await addApplication(user);
    await send(user, 'POST', `/api/applications/${id}/rounds`, ROUND);
    const userId = await userIdOf(user);
    await app.db.execute(sql`delete from users where id = ${userId}`);
    expect(await rowCount(app, interviewRounds)).toBe(0);
    const [left] = await app.db
      .select({ value: count() })
      .from(applicationStageChanges)
      .where(eq(applicationStageChanges.applicationId, id));
    expect(left?.value).toBe(0);
  });
});
