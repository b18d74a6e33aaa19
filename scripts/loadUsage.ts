/**
 * CPU and memory of each part of the load test's deployment (scripts/loadStack.ts), read with `ps`: the
 * copies, the PostgreSQL primary and replica (each postmaster with its backends), nginx, Redis, and the
 * load generator itself. CPU is the average number of cores used between start and end.
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

/**
 * Measures from `start()` to `end()`: each part's average cores (each process' CPU since start, or since it
 * began: a restarted copy's new process counts from zero, its old one's last seconds are lost) and its memory
 * at the end.
 */
export function cpuAndMemory(stack: LoadStack) {
  let first = new Map<number, { cpuS: number }>();
  let databases: number[] = [];
  let startedAt = 0;
  return {
    start: async () => {
      databases = await stack.databasePids();
      first = snapshot(stack, databases);
      startedAt = Date.now();
    },
    end: async (): Promise<Usage[]> => {
      const seconds = (Date.now() - startedAt) / 1000;
      const parts = new Map<string, Usage>();
      for (const [pid, p] of snapshot(stack, databases)) {
        const u = parts.get(p.part) ?? { part: p.part, cores: 0, rssMb: 0 };
        u.cores += (p.cpuS - (first.get(pid)?.cpuS ?? 0)) / seconds;
        u.rssMb += p.rssKb / 1024;
        parts.set(p.part, u);
      }
      return [...parts.values()].sort((a, b) => b.cores - a.cores);
    },
  };
}
