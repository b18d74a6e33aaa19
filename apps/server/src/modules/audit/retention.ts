import type { Db } from '../../db/client.js';
import type { JobQueue } from '../../jobs/queue.js';
import { startPeriodicJob } from '../../jobs/periodic.js';
import { purgeAuditOlderThan } from './queries.js';

/** The job that deletes audit records past their retention. */
export const RETENTION_JOB = 'audit-retention';

/** How often each copy asks for the retention job (ms): every 6 hours; several copies asking at once queue it once. */
const RETENTION_EVERY_MS = 6 * 3600_000;

/**
 * Starts the audit trail's retention (issue 40 §6): a pg-boss job deletes records older than `days`
 * (config AUDIT_RETENTION_DAYS, default 730: two years), asked for at start and every 6 hours
 * (jobs/periodic.ts). Answers a stop for the timer.
 */
export function startAuditRetention(deps: {
  db: Db;
  jobs: JobQueue;
  days: number;
  log: (message: string) => void;
}): Promise<() => void> {
  const { db, jobs, days, log } = deps;
  return startPeriodicJob({
    jobs,
    name: RETENTION_JOB,
    everyMs: RETENTION_EVERY_MS,
    log,
    run: async () => {
      const n = await purgeAuditOlderThan(db, days);
      if (n > 0) log(`audit: ${n} records older than ${days} days deleted`);
    },
  });
}
