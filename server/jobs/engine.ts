import { type Clock, type ConstructorOptions, fromPglite, PgBoss, type Queue } from 'pg-boss';
import type { DatabaseConnection, DatabaseHandle } from '#server/db/client.ts';

/** What a handler learns about the attempt it runs: `retryCount` is 0 on the first try. */
export type JobContext = { id: string; name: string; retryCount: number; signal: AbortSignal };

/** Runs one job; throwing (or rejecting) fails the attempt, which is retried while retries are left. */
export type JobHandler<Data extends object> = (data: Data, context: JobContext) => Promise<void>;

/**
 * How many jobs of a queue may wait and run at once, per `singletonKey` (jobs without one share a key):
 * `standard` no limit; `short` one waiting; `singleton` one running; `stately` one waiting and one running;
 * `exclusive` one waiting or running. A second `send` the policy refuses returns null.
 */
export type JobPolicy = 'standard' | 'short' | 'singleton' | 'stately' | 'exclusive';

export type DefineOptions = {
  /** Retries after the first failed attempt before the job is marked failed. Default 2. */
  retryLimit?: number;
  /** Whole seconds before a retry; with `retryBackoff` the first of a doubling, jittered series. Default 0. */
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /** How long an attempt may run before it counts as failed. Default 15 minutes. */
  expireInSeconds?: number;
  policy?: JobPolicy;
  /** Jobs of this queue one instance runs at the same time. Default 1. */
  concurrency?: number;
};

export type SendOptions = {
  /** Deduplicates under a policy other than `standard`: e.g. one waiting refresh per board. */
  singletonKey?: string;
  /** Not before this moment, or this many seconds from now. */
  startAfter?: Date | number;
};

export type FindOptions = {
  limit?: number;
  id?: string;
  singletonKey?: string;
  /** Only jobs that have not run yet (waiting or waiting to retry). */
  queued?: boolean;
};

export type ScheduleOptions = {
  /** IANA time zone the cron expression is read in. Default UTC. */
  tz?: string;
};

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

/** A job as stored: a failed job keeps its data, and its `output` holds the last error. */
export type JobRecord<Data extends object = object> = {
  id: string;
  name: string;
  state: JobState;
  data: Data;
  retryCount: number;
  output: unknown;
  createdOn: Date;
  startedOn: Date | null;
  completedOn: Date | null;
};

export type JobLogger = {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
};

export type JobEngineOptions = {
  /** The PostgreSQL schema pg-boss keeps its tables in. Default `pgboss`. */
  schema?: string;
  /** Run the defined handlers on this instance; false only sends (a web-only instance, a command). Default true. */
  work?: boolean;
  /**
   * How often an idle worker looks for new jobs while the database cannot wake it (LISTEN/NOTIFY refused, as
   * through PgBouncer in transaction mode). Default 2 seconds.
   */
  pollingIntervalSeconds?: number;
  /**
   * How often an idle worker looks anyway while a new job wakes it at once: for what no notification announces,
   * a retry whose delay has passed or a job sent to start later. Default 10 seconds.
   */
  notifyPollingIntervalSeconds?: number;
  /** How often due cron schedules are checked and sent, 1 to 45 seconds. Default 30. */
  cronIntervalSeconds?: number;
  /** Expire stuck jobs, delete old ones, keep the queue counts: off only for short-lived engines. Default true. */
  maintenance?: boolean;
  /** How long `stop` waits for running jobs before abandoning them to a retry. Default 10 seconds. */
  stopTimeoutMs?: number;
  logger?: JobLogger;
  /** Time and timers for pg-boss; tests pass its TestClock to move time by hand. Default the system clock. */
  clock?: Clock;
};

export type JobEngine = {
  readonly running: boolean;
  /** Declares a queue and, when this instance works, its handler; may be called before or after `start`. */
  define<Data extends object>(
    name: string,
    handler: JobHandler<Data>,
    options?: DefineOptions,
  ): Promise<void>;
  /** Queues a job; null when the queue's policy refused it as a duplicate. */
  send<Data extends object>(name: string, data: Data, options?: SendOptions): Promise<string | null>;
  /** Sends a job whenever the cron expression comes due, once across all instances. Replaces an earlier schedule. */
  schedule<Data extends object>(
    name: string,
    cron: string,
    data?: Data,
    options?: ScheduleOptions,
  ): Promise<void>;
  unschedule(name: string): Promise<void>;
  /** The stored jobs of a queue, oldest first: at most `limit` (default 100), or one by id, or those of a singletonKey. */
  findJobs<Data extends object = object>(name: string, options?: FindOptions): Promise<JobRecord<Data>[]>;
  /** How many jobs of these queues are waiting, waiting to retry, or running: 0 when the work has settled. */
  unfinished(names: string[]): Promise<number>;
  start(): Promise<void>;
  /** Stops taking jobs, waits for the running ones (up to `stopTimeoutMs`), and closes its connections. */
  stop(): Promise<void>;
};

export class JobEngineError extends Error {
  override name = 'JobEngineError';
}

type Definition = {
  handler: JobHandler<object>;
  options: DefineOptions;
};

const QUEUE_NAME = /^[a-z][a-z0-9._-]{0,99}$/;
/** Where pg-boss keeps its tables unless told otherwise. */
export const JOB_SCHEMA = 'pgboss';
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
const OWN_POOL_SIZE = 4;

const silentLogger: JobLogger = { error: () => {}, warn: () => {} };

function checkQueueName(name: string): void {
  if (!QUEUE_NAME.test(name))
    throw new JobEngineError(
      `Job name "${name}" must start with a lowercase letter and hold only a-z, 0-9, '.', '_' or '-' (at most 100).`,
    );
}

function connectionOptions(connection: DatabaseConnection): ConstructorOptions {
  if (connection.kind === 'pglite') return { db: fromPglite(connection.client), backend: 'pglite' };
  return { connectionString: connection.connectionString, max: OWN_POOL_SIZE };
}

/** Every setting spelled out, so that removing one from a definition restores pg-boss's default on the queue. */
function queueSettings(options: DefineOptions) {
  return {
    // A job sent to the queue wakes its workers, on every instance, instead of waiting for their next look.
    notify: true,
    retryLimit: options.retryLimit ?? 2,
    retryDelay: options.retryDelaySeconds ?? 0,
    retryBackoff: options.retryBackoff ?? false,
    expireInSeconds: options.expireInSeconds ?? 15 * 60,
  } satisfies Omit<Queue, 'name'>;
}

function toRecord<Data extends object>(job: {
  id: string;
  name: string;
  state: JobState;
  data: unknown;
  retryCount: number;
  output: unknown;
  createdOn: Date;
  startedOn: Date | null;
  completedOn: Date | null;
}): JobRecord<Data> {
  return {
    id: job.id,
    name: job.name,
    state: job.state,
    data: job.data as Data,
    retryCount: job.retryCount,
    output: job.output ?? null,
    createdOn: job.createdOn,
    startedOn: job.startedOn ?? null,
    completedOn: job.completedOn ?? null,
  };
}

/**
 * Creates or upgrades pg-boss's tables and starts nothing: for a database prepared ahead of use (the tests'
 * template). `start()` does the same on its own, under pg-boss's lock, so deployments need not call this.
 */
export async function installJobSchema(
  handle: Pick<DatabaseHandle, 'connection'>,
  schema = JOB_SCHEMA,
): Promise<void> {
  const boss = new PgBoss({
    ...connectionOptions(handle.connection),
    schema,
    supervise: false,
    schedule: false,
    registerInstance: false,
  });
  let failure: unknown;
  boss.on('error', (error) => {
    failure ??= error;
  });
  try {
    await boss.start();
  } finally {
    await boss.stop({ graceful: false });
  }
  if (failure) throw failure;
}

/**
 * The job engine: pg-boss on the app's database, in a schema of its own. On PostgreSQL it opens its own small
 * pool; on the embedded PGlite it shares the one client (see docs/decisions/0027-job-engine.md).
 */
export function createJobEngine(
  handle: Pick<DatabaseHandle, 'connection'>,
  options: JobEngineOptions = {},
): JobEngine {
  const schema = options.schema ?? JOB_SCHEMA;
  if (!SCHEMA_NAME.test(schema))
    throw new JobEngineError(`Job schema "${schema}" is not a plain lowercase name.`);
  const logger = options.logger ?? silentLogger;
  const works = options.work ?? true;
  const definitions = new Map<string, Definition>();
  let boss: PgBoss | undefined;
  let starting: Promise<void> | undefined;

  const newBoss = () => {
    const instance = new PgBoss({
      ...connectionOptions(handle.connection),
      schema,
      supervise: options.maintenance ?? true,
      schedule: true,
      useListenNotify: true,
      cronMonitorIntervalSeconds: options.cronIntervalSeconds ?? 30,
      cronWorkerIntervalSeconds: Math.min(options.cronIntervalSeconds ?? 5, 5),
      instanceName: works ? 'worker' : 'sender',
      ...(options.clock ? { clock: options.clock } : {}),
    });
    instance.on('error', (error) => logger.error({ err: error }, 'job engine error'));
    instance.on('warning', (warning) => logger.warn({ warning }, 'job engine warning'));
    return instance;
  };

  const running = (): PgBoss => {
    if (!boss) throw new JobEngineError('The job engine is not running: call start() first.');
    return boss;
  };

  const definitionOf = (name: string): Definition => {
    const definition = definitions.get(name);
    if (!definition) throw new JobEngineError(`No job is defined as "${name}".`);
    return definition;
  };

  const install = async (instance: PgBoss, name: string, definition: Definition) => {
    const settings = queueSettings(definition.options);
    const policy = definition.options.policy ?? 'standard';
    await instance.createQueue(name, { policy, ...settings });
    // createQueue leaves an existing queue as it was: retry settings can be updated, a policy cannot.
    const existing = await instance.getQueue(name);
    if (existing && existing.policy !== policy)
      throw new JobEngineError(
        `The queue "${name}" exists with the ${existing.policy} policy, not ${policy}: give the job a new name.`,
      );
    await instance.updateQueue(name, settings);
    if (!works) return;
    await instance.work<object>(
      name,
      {
        pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
        notifyPollingIntervalSeconds: options.notifyPollingIntervalSeconds ?? 10,
        localConcurrency: definition.options.concurrency ?? 1,
      },
      async ([job]) => {
        if (!job) return;
        await definition.handler(job.data, {
          id: job.id,
          name: job.name,
          retryCount: job.retryCount,
          signal: job.signal,
        });
      },
    );
  };

  const startBoss = async () => {
    const instance = newBoss();
    await instance.start();
    try {
      for (const [name, definition] of definitions) await install(instance, name, definition);
    } catch (error) {
      await instance.stop({ graceful: false }).catch(() => {});
      throw error;
    }
    boss = instance;
  };

  return {
    get running() {
      return boss !== undefined;
    },

    async define(name, handler, defineOptions = {}) {
      checkQueueName(name);
      if (definitions.has(name)) throw new JobEngineError(`The job "${name}" is already defined.`);
      const definition: Definition = { handler: handler as JobHandler<object>, options: defineOptions };
      definitions.set(name, definition);
      try {
        if (boss) await install(boss, name, definition);
      } catch (error) {
        definitions.delete(name);
        throw error;
      }
    },

    async send(name, data, sendOptions = {}) {
      const { options: defined } = definitionOf(name);
      if (sendOptions.singletonKey !== undefined && (defined.policy ?? 'standard') === 'standard')
        throw new JobEngineError(
          `The job "${name}" has the standard policy, which ignores singletonKey: define it with another policy.`,
        );
      return running().send(name, data, {
        ...(sendOptions.singletonKey === undefined ? {} : { singletonKey: sendOptions.singletonKey }),
        ...(sendOptions.startAfter === undefined ? {} : { startAfter: sendOptions.startAfter }),
      });
    },

    async schedule(name, cron, data, scheduleOptions = {}) {
      definitionOf(name);
      await running().schedule(name, cron, data ?? null, { tz: scheduleOptions.tz ?? 'UTC' });
    },

    async unschedule(name) {
      definitionOf(name);
      await running().unschedule(name);
    },

    async findJobs<Data extends object = object>(name: string, findOptions: FindOptions = {}) {
      definitionOf(name);
      const jobs = await running().findJobs<Data>(name, {
        limit: findOptions.limit ?? 100,
        ...(findOptions.id === undefined ? {} : { id: findOptions.id }),
        ...(findOptions.singletonKey === undefined ? {} : { key: findOptions.singletonKey }),
        ...(findOptions.queued === undefined ? {} : { queued: findOptions.queued }),
      });
      return jobs.map((job) => toRecord<Data>(job));
    },

    async unfinished(names) {
      for (const name of names) definitionOf(name);
      const result = await running()
        .getDb()
        .executeSql(
          `SELECT count(*)::int AS count FROM ${schema}.job WHERE name = ANY($1::text[]) AND state IN ('created', 'retry', 'active')`,
          [names],
        );
      return Number((result.rows[0] as { count?: number } | undefined)?.count ?? 0);
    },

    async start() {
      if (boss) return;
      starting ??= startBoss().finally(() => {
        starting = undefined;
      });
      await starting;
    },

    async stop() {
      await starting?.catch(() => {});
      const instance = boss;
      if (!instance) return;
      boss = undefined;
      await instance.stop({ graceful: true, timeout: options.stopTimeoutMs ?? 10_000 });
    },
  };
}
