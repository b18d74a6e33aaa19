import type { JobQueue } from './queue.js';

/**
 * Runs `run` as pg-boss job `name`, asked for at start and every `everyMs` by each copy (one queued job at a
 * time across copies: its singleton key), e.g. the audit retention and the partitions ahead. A run that throws
 * is retried by pg-boss; a job that cannot be queued is logged. Answers a stop for the timer.
 */
export async function startPeriodicJob(deps: {
  jobs: JobQueue;
  name: string;
  everyMs: number;
  run: () => Promise<void>;
  log: (message: string) => void;
}): Promise<() => void> {
  const { jobs, name, everyMs, run, log } = deps;
  await jobs.work(name, run);
  const ask = () =>
    void jobs
      .send(name, {}, { singletonKey: name })
      .catch((e: unknown) => log(`jobs: ${name} was not queued: ${String(e)}`));
  ask();
  const timer = setInterval(ask, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
