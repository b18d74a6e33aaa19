import PgBoss from 'pg-boss';
import type { Database } from '../db/client.js';

/** A job handler: gets the job's data; a throw makes pg-boss retry it (then fail it). */
type JobHandler<T> = (data: T) => Promise<void>;

/**
 * The job queue (ARCHITECTURE.md §8: jobs live in PostgreSQL through pg-boss, SKIP LOCKED underneath, so with
 * several server copies each job runs once). On a PostgreSQL server pg-boss gets the URL; on PGlite it
 * shares the embedded instance through `executeSql` (parameterless multi-statement text goes to `exec`,
 * which `query` refuses).
 */
export type JobQueue = {
  /**
   * Schedules a job of `name` at `startAfter` (now when omitted); answers its id. A failed run is retried
   * `retry.limit` times (default 3), `retry.delaySeconds` apart (default 5), doubling each time with `backoff`.
   */
  send: <T extends object>(
    name: string,
    data: T,
    opts?: {
      startAfter?: Date;
      singletonKey?: string;
      retry?: { limit: number; delaySeconds: number; backoff?: boolean };
      /** How long a run may take (default 15 minutes): past it (or when its copy died) the run fails, within MAINTENANCE_SECONDS more. */
      expireInSeconds?: number;
    },
  ) => Promise<string | null>;
  /**
   * Makes `name` a queue that holds at most one waiting and one running job per singleton key (pg-boss's
   * 'stately' policy): a job per record that never runs twice at once across copies. Call it before
   * sending to or working on `name`.
   */
  oneAtATime: (name: string) => Promise<void>;
  /**
   * Makes `name` a queue that holds at most one waiting job per singleton key (pg-boss's 'short' policy):
   * sending one while another waits does nothing, however many copies send it. Call it before using `name`.
   */
  oneWaiting: (name: string) => Promise<void>;
  /** Cancels a pending job (no error when it already ran or is unknown). */
  cancel: (name: string, id: string) => Promise<void>;
  /**
   * Runs `handler` for each job of `name`, fetched up to `batchSize` (default 100) at a time every `pollMs`
   * (default 500 ms) by each of `workers` (default 1) in this copy; a batch's runs share one expiry, so long
   * runs take a batch of 1. Answers `wake`, which makes an idle worker fetch now rather than at its next poll.
   */
  work: <T extends object>(
    name: string,
    handler: JobHandler<T>,
    opts?: { pollMs?: number; batchSize?: number; workers?: number },
  ) => Promise<{ wake: () => void }>;
  /** Jobs waiting per queue (created or retrying, not yet active), read from the database now. */
  depths: () => Promise<Record<string, number>>;
  /** Failed runs per queue (a handler threw; pg-boss retries, then fails the job) in this copy since it started. */
  failures: () => Record<string, number>;
  stop: () => Promise<void>;
};

/** pg-boss's database adapter over PGlite. */
function pgliteAdapter(pglite: NonNullable<Database['pglite']>) {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      if (!values.length) {
        const results = await pglite.exec(text);
        const last = results[results.length - 1];
        return { rows: last?.rows ?? [], rowCount: last?.affectedRows ?? last?.rows.length ?? 0 };
      }
      const r = await pglite.query(text, values);
      return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
    },
  };
}

/** PostgreSQL errors of two writers racing on the same new row: deadlock, unique violation, serialization failure. */
const RACE_CODES = ['40P01', '23505', '40001'];

/** How often pg-boss's maintenance runs (s): it fails the runs past their expiry, such as those of a copy that died. */
const MAINTENANCE_SECONDS = 15;

/**
 * Makes a queue of pg-boss `boss` on first use (`ensure(name, policy)`), one creation at a time in this
 * copy, retrying the races of copies starting together on a new database.
 */
function queueMaker(boss: PgBoss) {
  const queues = new Set<string>();
  const create = async (name: string, policy?: PgBoss.QueuePolicy) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await boss.createQueue(name, { name, policy });
      } catch (e) {
        // copies starting together on a new database race to create queues (each adds a partition to pg-boss's
        // job table): PostgreSQL lets one win and the others see a deadlock or a duplicate; they try again, and
        // a queue someone else made is then simply found
        if (attempt >= 10 || !RACE_CODES.includes((e as { code?: string }).code ?? '')) throw e;
        await new Promise((r) => setTimeout(r, 50 * attempt + Math.random() * 200));
      }
    }
  };
  // one creation at a time in this copy (the races left are with other copies)
  let creating: Promise<unknown> = Promise.resolve();
  return async (name: string, policy?: PgBoss.QueuePolicy) => {
    if (queues.has(name)) return;
    const run = creating.then(() => (queues.has(name) ? undefined : create(name, policy)));
    creating = run.catch(() => undefined);
    await run;
    queues.add(name);
  };
}

/** Starts the job queue on `database` (creating pg-boss's schema on first start); queues are created on first use, safely from several copies at once. */
export async function startJobQueue(database: Database): Promise<JobQueue> {
  const boss = database.pglite
    ? new PgBoss({
        db: pgliteAdapter(database.pglite),
        supervise: true,
        schedule: false,
        maintenanceIntervalSeconds: MAINTENANCE_SECONDS,
      })
    : new PgBoss({
        connectionString: database.url!,
        max: 4,
        schedule: false,
        maintenanceIntervalSeconds: MAINTENANCE_SECONDS,
      });
  boss.on('error', (e: Error) => console.error(`job queue: ${e.message}`));
  await boss.start();
  const ensure = queueMaker(boss);
  const failed = new Map<string, number>();
  return {
    async send(name, data, opts = {}) {
      await ensure(name);
      return boss.send(name, data, {
        startAfter: opts.startAfter,
        singletonKey: opts.singletonKey,
        retryLimit: opts.retry?.limit ?? 3,
        retryDelay: opts.retry?.delaySeconds ?? 5,
        retryBackoff: opts.retry?.backoff ?? false,
        // pg-boss checks the key's presence: only a given expiry is passed
        ...(opts.expireInSeconds === undefined ? {} : { expireInSeconds: opts.expireInSeconds }),
      });
    },
    oneAtATime: (name) => ensure(name, 'stately'),
    oneWaiting: (name) => ensure(name, 'short'),
    async cancel(name, id) {
      await ensure(name);
      await boss.cancel(name, id).catch(() => undefined);
    },
    async work(name, handler, { pollMs = 500, batchSize = 100, workers = 1 } = {}) {
      await ensure(name);
      const run = async (jobs: PgBoss.Job<object>[]) => {
        try {
          for (const job of jobs) await handler(job.data as never);
        } catch (e) {
          failed.set(name, (failed.get(name) ?? 0) + 1);
          throw e;
        }
      };
      const options = { pollingIntervalSeconds: pollMs / 1000, batchSize };
      const started = await Promise.all(
        Array.from({ length: workers }, async () => {
          const worker = { id: '', busy: false };
          worker.id = await boss.work(name, options, async (jobs: PgBoss.Job<object>[]) => {
            worker.busy = true;
            await run(jobs).finally(() => (worker.busy = false));
          });
          return worker;
        }),
      );
      // one worker fetches now: an idle one (a busy one fetches as soon as its run ends)
      return {
        wake: () => boss.notifyWorker((started.find((w) => !w.busy) ?? started[0]!).id),
      };
    },
    async depths() {
      const names = (await boss.getQueues()).map((q) => q.name);
      const sizes = await Promise.all(names.map((name) => boss.getQueueSize(name)));
      return Object.fromEntries(names.map((name, i) => [name, sizes[i]]));
    },
    failures: () => Object.fromEntries(failed),
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}
