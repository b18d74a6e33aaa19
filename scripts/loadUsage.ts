/**
 * CPU and memory of each part of the load test's deployment (scripts/loadStack.ts), read with `ps`: the
 * copies, the PostgreSQL primary and replica (each postmaster with its backends), nginx, Redis, and the
 * load generator itself. CPU is the average number of cores used between start and end.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { LoadStack } from './loadStack.js';

const run = promisify(execFile);

/** One part's use: its name, cores used on average, resident memory at the end (MB). */
export type Usage = { part: string; cores: number; rssMb: number };

type Proc = { pid: number; ppid: number; comm: string; cpuS: number; rssKb: number };

/** Every process: pid, parent, command, CPU seconds so far, resident KB. */
async function processes(): Promise<Proc[]> {
  const { stdout } = await run('ps', ['-eo', 'pid=,ppid=,comm=,times=,rss=']);
  return stdout
    .trim()
    .split('\n')
    .map((line) => {
      const [pid, ppid, comm, cpuS, rssKb] = line.trim().split(/\s+/);
      return {
        pid: Number(pid),
        ppid: Number(ppid),
        comm: comm!,
        cpuS: Number(cpuS),
        rssKb: Number(rssKb),
      };
    });
}

/** The part process `p` belongs to, or null when it is none of the deployment's. */
function partOf(p: Proc, stack: LoadStack, databases: number[]): string | null {
  const copy = stack.copies.findIndex((c) => c.child.pid === p.pid);
  if (copy >= 0) return `server copy ${copy + 1}`;
  const db = databases.findIndex((pid) => p.pid === pid || p.ppid === pid);
  if (db >= 0) return db === 0 ? 'PostgreSQL primary' : 'PostgreSQL replica';
  if (p.comm === 'nginx') return 'nginx';
  if (p.comm === 'redis-server') return 'Redis';
  if (p.pid === process.pid) return 'load generator';
  return null;
}

/** Sums CPU seconds and memory per part now. */
async function snapshot(stack: LoadStack, databases: number[]) {
  const parts = new Map<string, { cpuS: number; rssKb: number }>();
  for (const p of await processes()) {
    const part = partOf(p, stack, databases);
    if (!part) continue;
    const sum = parts.get(part) ?? { cpuS: 0, rssKb: 0 };
    sum.cpuS += p.cpuS;
    sum.rssKb += p.rssKb;
    parts.set(part, sum);
  }
  return parts;
}

/** Measures from `start()` to `end()`: each part's average cores and its memory at the end. */
export function cpuAndMemory(stack: LoadStack) {
  let first: Awaited<ReturnType<typeof snapshot>> | undefined;
  let databases: number[] = [];
  let startedAt = 0;
  return {
    start: async () => {
      databases = await stack.databasePids();
      first = await snapshot(stack, databases);
      startedAt = Date.now();
    },
    end: async (): Promise<Usage[]> => {
      const last = await snapshot(stack, databases);
      const seconds = (Date.now() - startedAt) / 1000;
      return [...last].map(([part, { cpuS, rssKb }]) => ({
        part,
        cores: (cpuS - (first?.get(part)?.cpuS ?? 0)) / seconds,
        rssMb: rssKb / 1024,
      }));
    },
  };
}
