/**
 * CPU and memory of each part of the load test's deployment (scripts/loadStack.ts), read with `ps`: the
 * copies, the PostgreSQL primary and replica (each postmaster with its backends), nginx, Redis, and the
 * load generator itself. CPU is the average number of cores used between start and end, read every second.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { LoadStack } from './loadStack.js';

/** One part's use: its name, cores used on average, resident memory at the end (MB). */
export type Usage = { part: string; cores: number; rssMb: number };

type Proc = { pid: number; ppid: number; comm: string; cpuS: number; rssKb: number };

/** Clock ticks per second of /proc's CPU times (Linux's USER_HZ). */
const TICKS = 100;

/** Every process: pid, parent, command, CPU seconds so far, resident KB (from /proc/<pid>/stat). */
function processes(): Proc[] {
  const procs: Proc[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // it ended meanwhile
    }
    const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' '); // from field 3 (state) on
    procs.push({
      pid: Number(entry),
      ppid: Number(f[1]),
      comm,
      cpuS: (Number(f[11]) + Number(f[12])) / TICKS,
      rssKb: Number(f[21]) * 4,
    });
  }
  return procs;
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

/** Each process of a part now: its part, CPU seconds so far and memory. */
function snapshot(stack: LoadStack, databases: number[]) {
  const now = new Map<number, { part: string; cpuS: number; rssKb: number }>();
  for (const p of processes()) {
    const part = partOf(p, stack, databases);
    if (part) now.set(p.pid, { part, cpuS: p.cpuS, rssKb: p.rssKb });
  }
  return now;
}

/** How often the processes are read (ms): a process that ends between two reads loses at most this much CPU. */
const SAMPLE_MS = 1_000;

/**
 * Measures from `start()` to `end()`: each part's average cores and its memory at the end. The processes are
 * read every second, so the CPU of those that end meanwhile counts (a copy restarted, a database backend whose
 * pooled connection closed): a process present at the start counts from its CPU then, a later one from zero.
 */
export function cpuAndMemory(stack: LoadStack) {
  const seen = new Map<number, { part: string; from: number; cpuS: number; rssKb: number }>();
  let databases: number[] = [];
  let startedAt = 0;
  let timer: NodeJS.Timeout | undefined;
  const read = (first: boolean) => {
    for (const [pid, p] of snapshot(stack, databases)) {
      const s = seen.get(pid);
      if (s) Object.assign(s, { cpuS: p.cpuS, rssKb: p.rssKb });
      else seen.set(pid, { ...p, from: first ? p.cpuS : 0 });
    }
  };
  return {
    start: async () => {
      databases = await stack.databasePids();
      startedAt = Date.now();
      read(true);
      timer = setInterval(() => read(false), SAMPLE_MS);
    },
    end: async (): Promise<Usage[]> => {
      clearInterval(timer);
      const alive = snapshot(stack, databases);
      read(false);
      const seconds = (Date.now() - startedAt) / 1000;
      const parts = new Map<string, Usage>();
      for (const [pid, p] of seen) {
        const u = parts.get(p.part) ?? { part: p.part, cores: 0, rssMb: 0 };
        u.cores += (p.cpuS - p.from) / seconds;
        if (alive.has(pid)) u.rssMb += p.rssKb / 1024;
        parts.set(p.part, u);
      }
      return [...parts.values()].sort((a, b) => b.cores - a.cores);
    },
  };
}
