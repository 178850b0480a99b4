import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ENDPOINTS } from '#common/api/endpoints.ts';
import type { ApplicationFields, interviewRoundRequestSchema } from '#common/api/tracker.ts';
import type { ImportField } from '#common/tracker.ts';
import { endpointRoute } from '#server/endpoint-route.ts';
import { jobRepository } from '#server/features/jobs/repository.ts';
import { matchShownTo } from '#server/features/jobs/shown-match.ts';
import { resumeRepository } from '#server/features/resume/repository.ts';
import { tailoringRepository } from '#server/features/tailoring/repository.ts';
import { HttpError } from '#server/http-error.ts';
import { type CalendarRound, interviewCalendar, isLargeCalendar } from './calendar.ts';
import { applicationsToCsv } from './csv.ts';
import { runOffThread } from './files-pool.ts';
import { remindersFor } from './reminders.ts';
import { applicationRepository, EMPTY_FIELDS, type RoundFields } from './repository.ts';
import { trackerSettingsRepository } from './settings.ts';

const noApplication = () => new HttpError(404, 'No application with this id.');
const noRound = () => new HttpError(404, 'No interview round with this id on this application.');
const noResume = () => new HttpError(404, 'No resume with this id. Choose one of your resumes.');
const noTailoring = () => new HttpError(404, 'No tailoring with this id. Choose one of your tailorings.');

/** An import's JSON body: the CSV text's limit (TRACKER_LIMITS.csv characters), with room for escapes and mapping. */
const IMPORT_BODY_LIMIT = 2_200_000;

/**
 * Import requests per client address, checks (dry runs) included: the import dialog checks a file when it is
 * chosen and again at each change of a column's field, then imports it. A request without a cookie is a new guest
 * whose board is empty, so the board's cap alone never stopped a script storing 2 MB a request (decision 0058).
 */
export const IMPORT_LIMIT = { max: 10, timeWindow: 60_000 } as const;

/** Excel reads a CSV file as UTF-8 only when it starts with the byte order mark. */
const BYTE_ORDER_MARK = '\uFEFF';

/** A file the worker thread did not get to within its time limit: the server is busy, so try again soon. */
const busyWithFiles = (message: string) => (error: unknown) => {
  if ((error as Error)?.name === 'AbortError') throw new HttpError(503, message);
  throw error;
};

const toRoundFields = ({
  startsAt,
  ...round
}: z.output<typeof interviewRoundRequestSchema>): RoundFields => ({
  ...round,
  startsAt: new Date(startsAt),
});

export type TrackerRoutesOptions = { appOrigin: string };

const trackerRoutes: FastifyPluginAsyncZod<TrackerRoutesOptions> = async (app, { appOrigin }) => {
  const applications = applicationRepository(app.db);
  const jobs = jobRepository(app.db);
  const resumes = resumeRepository(app.db);
  const tailorings = tailoringRepository(app.db);
  const settings = trackerSettingsRepository(app.db);

  /** The CSV file read, off the event loop; one that cannot be read at all is a 400 with what to fix. */
  async function readCsv(csv: string, mapping: (ImportField | null)[] | undefined) {
    const outcome = await runOffThread('readCsv', { csv, mapping }).catch(
      busyWithFiles('The server is busy reading other files. Try the import again in a minute.'),
    );
    if (!outcome.ok) throw new HttpError(400, outcome.message);
    return outcome.reading;
  }

  /** The rounds as a calendar file, written off the event loop when it is large. */
  async function writeCalendar(rounds: CalendarRound[]) {
    if (!isLargeCalendar(rounds)) return interviewCalendar(rounds, appOrigin);
    return runOffThread('writeCalendar', { rounds, appOrigin }).catch(
      busyWithFiles('The server is busy writing other files. Try the download again in a minute.'),
    );
  }

  /** The application as saved; it was just written, so it is there. */
  async function saved(userId: string, id: number) {
    const application = await applications.find(userId, id);
    if (!application) throw noApplication();
    return application;
  }

  /** Refuses a resume or tailoring that is not the user's. */
  async function checkReferences(
    userId: string,
    { resumeId, tailoringId }: Partial<Pick<ApplicationFields, 'resumeId' | 'tailoringId'>>,
  ) {
    if (resumeId != null && !(await resumes.exists(userId, resumeId))) throw noResume();
    if (tailoringId != null && !(await tailorings.find(userId, tailoringId))) throw noTailoring();
  }

  /** What a new application copies from the job match or the tailoring it is made from, and the job it tracks. */
  async function sourceOf(userId: string, jobId: number | undefined, tailoringId: number | null | undefined) {
    if (jobId !== undefined) {
      const match = await matchShownTo(app, userId, jobId);
      const { title, company, location, salary, url, description } = match;
      return { jobId, fields: { title, company, location, salary, url, description } };
    }
    if (tailoringId == null) return { jobId: null, fields: {} };
    const tailoring = await tailorings.find(userId, tailoringId);
    if (!tailoring) throw noTailoring();
    const { title, company, url, description, source } = tailoring.job;
    // A tailoring made for one of the user's matches tracks that job, so Apply Now on it moves this card.
    const matchId = source.kind === 'match' ? source.matchId : null;
    const tracksMatch = matchId !== null && (await jobs.match(userId, matchId)) !== undefined;
    return {
      jobId: tracksMatch ? matchId : null,
      fields: { title, company, url, description, resumeId: tailoring.resumeId },
    };
  }

  app.route({
    ...endpointRoute(ENDPOINTS.applications, {
      summary: "The user's applications, the latest stage change first",
      tags: ['tracker'],
    }),
    handler: async (request) => applications.list((await request.viewer()).id),
  });

  app.route({
    ...endpointRoute(ENDPOINTS.createApplication, {
      summary:
        'Add an application: typed in, or from one of the user’s job matches or tailorings (fields given override theirs)',
      tags: ['tracker'],
    }),
    handler: async (request, reply) => {
      const viewer = await request.viewer();
      const { stage, jobId, ...given } = request.body;
      const source = await sourceOf(viewer.id, jobId, given.tailoringId);
      await checkReferences(viewer.id, given);
      const user = await request.currentUser();
      const id = await applications.create(user.id, {
        ...EMPTY_FIELDS,
        ...source.fields,
        ...given,
        stage,
        jobId: source.jobId,
      });
      return reply.code(201).send(await saved(user.id, id));
    },
  });

  app.route({
    ...endpointRoute(ENDPOINTS.application, {
      summary: 'One application with its history, interview rounds and contacts',
      tags: ['tracker'],
    }),
    handler: async (request) => {
      const application = await applications.find((await request.viewer()).id, request.params.id);
      if (!application) throw noApplication();
      return application;
    },
  });

  app.route({
    ...endpointRoute(ENDPOINTS.updateApplication, {
      summary: 'Change an application’s fields',
      tags: ['tracker'],
    }),
    handler: async (request) => {
      const { id: userId } = await request.viewer();
      if (!(await applications.exists(userId, request.params.id))) throw noApplication();
      await checkReferences(userId, request.body);
      if (!(await applications.update(userId, request.params.id, request.body))) throw noApplication();
      return saved(userId, request.params.id);
    },
  });

  app.route({
    ...endpointRoute(ENDPOINTS.moveApplication, {
      summary: 'Move an application to a stage; the move is kept in its history',
      tags: ['tracker'],
    }),
    handler: async (request) => {
      const { id: userId } = await request.viewer();
      if (!(await applications.move(userId, request.params.id, request.body.stage))) throw noApplication();
      return saved(userId, request.params.id);
    },
  });

  app.route({
    ...endpointRoute(ENDPOINTS.deleteApplication, {
      summary: 'Delete an application with its history and interview rounds',
      tags: ['tracker'],
    }),
    handler: async (request, reply) => {
      if (!(await applications.remove((await request.viewer()).id, request.params.id))) throw noApplication();
      return reply.code(204).send();
    },
  });

  app.route({
    ...endpointRoute(ENDPOINTS.addInterviewRound, {
      summary: 'Add an interview round to an application',
      tags: ['tracker'],
    }),
    handler: async (request, reply) => {
      const { id: userId } = await request.viewer();
      const added = await applications.addRound(userId, request.params.id, toRoundFields(request.body));
      if (!added) throw noApplication();
      return reply.code(201).send(await saved(userId, request.params.id));
    },
  });

  app.route({
    ...endpointRoute(ENDPOINTS.updateInterviewRound, {
      summary: 'Change an interview round',
      tags: ['tracker'],
    }),
    handler: async (request) => {
      const { id: userId } = await request.viewer();
      const { id, roundId } = request.params;
      if (!(await applications.updateRound(userId, id, roundId, toRoundFields(request.body))))
        throw noRound();
      return saved(userId, id);
    },
  });

  app.route({
    ...endpointRoute(ENDPOINTS.deleteInterviewRound, {
      summary: 'Delete an interview round',
      tags: ['tracker'],
    }),
    handler: async (request) => {
      const { id: userId } = await request.viewer();
      const { id, roundId } = request.params;
      if (!(await applications.removeRound(userId, id, roundId))) throw noRound();
      return saved(userId, id);
    },
  });

  app.route({
    ...endpointRoute(ENDPOINTS.trackerSettings, {
      summary: 'The tracker’s settings: after how many days in Applied to nudge a follow-up',
      tags: ['tracker'],
    }),
    handler: async (request) => settings.get((await request.viewer()).id),
  });

  app.route({
    ...endpointRoute(ENDPOINTS.saveTrackerSettings, {
      summary: 'Save the tracker’s settings',
      tags: ['tracker'],
    }),
    handler: async (request) => {
      await settings.save((await request.currentUser()).id, request.body);
      return request.body;
    },
  });

  app.route({
    ...endpointRoute(ENDPOINTS.reminders, {
      summary:
        'Next steps due today and overdue, and applications waiting long enough in Applied to follow up, by the user’s date',
      tags: ['tracker'],
    }),
    // Without a date or a zone in the query, the account's stored zone (else UTC) says what today is.
    handler: async (request) =>
      remindersFor(app.db, (await request.viewer()).id, {
        today: request.query.today ?? null,
        timeZone: request.query.timeZone ?? null,
        now: new Date(),
      }),
  });

  app.route({
    ...endpointRoute(ENDPOINTS.exportApplications, {
      summary: "Download the user's applications as a CSV file (UTF-8, opens in Excel)",
      tags: ['tracker'],
      produces: ['text/csv'],
    }),
    handler: async (request, reply) => {
      const records = await applications.exportRecords((await request.viewer()).id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="applications.csv"')
        .header('cache-control', 'no-store')
        .send(BYTE_ORDER_MARK + applicationsToCsv(records));
    },
  });

  app.route({
    ...endpointRoute(ENDPOINTS.importApplications, {
      summary:
        'Import applications from a CSV file: columns read by their headers or as mapped; rows that cannot be read are reported (dryRun saves nothing); at most 10 requests a minute from one address',
      tags: ['tracker'],
    }),
    bodyLimit: IMPORT_BODY_LIMIT,
    config: { rateLimit: IMPORT_LIMIT },
    handler: async (request) => {
      const { csv, mapping, dryRun } = request.body;
      const { columns, rows, records, problems } = await readCsv(csv, mapping);
      const result = { columns, rows, imported: records.length, problems };
      if (dryRun || records.length === 0) return result;
      const user = await request.currentUser();
      await applications.importRecords(
        user.id,
        records.map(({ line: _line, ...record }) => record),
      );
      return result;
    },
  });

  app.route({
    ...endpointRoute(ENDPOINTS.interviewCalendar, {
      summary:
        "Download the user's interview rounds (one application's when asked) as an iCalendar (.ics) file",
      tags: ['tracker'],
      produces: ['text/calendar'],
    }),
    handler: async (request, reply) => {
      const { id: userId } = await request.viewer();
      const applicationId = request.query.application;
      if (applicationId !== undefined && !(await applications.exists(userId, applicationId)))
        throw noApplication();
      const rounds = await applications.roundsForCalendar(userId, applicationId);
      const calendar = await writeCalendar(rounds);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="interviews.ics"')
        .header('cache-control', 'no-store')
        .send(calendar);
    },
  });
};

export default trackerRoutes;
