import type { Db } from '../../db/client.js';
import type { JobQueue } from '../../jobs/queue.js';
import { purgeAuditOlderThan } from './queries.js';

/** The job that deletes audit records past their retention. */
export const RETENTION_JOB = 'audit-retention';

/** How often each copy asks for the retention job (ms): every 6 hours; several copies asking at once queue it once. */
const RETENTION_EVERY_MS = 6 * 3600_000;

/**
 * Starts the audit trail's retention (issue 40 §6): a pg-boss job deletes records older than `days`
 * (config AUDIT_RETENTION_DAYS, default 730: two years), asked for at start and every 6 hours (one
 * queued job at a time across copies: its singleton key). Answers a stop for the timer.
 */
export async function startAuditRetention(deps: {
  db: Db;
  jobs: JobQueue;
  days: number;
  log: (message: string) => void;
}): Promise<() => void> {
  const { db, jobs, days, log } = deps;
  await jobs.work(RETENTION_JOB, async () => {
    const n = await purgeAuditOlderThan(db, days);
    if (n > 0) log(`audit: ${n} records older than ${days} days deleted`);
  });
  const ask = () =>
    void jobs
      .send(RETENTION_JOB, {}, { singletonKey: RETENTION_JOB })
      .catch((e: unknown) => log(`audit: the retention job was not queued: ${String(e)}`));
  ask();
  const timer = setInterval(ask, RETENTION_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
