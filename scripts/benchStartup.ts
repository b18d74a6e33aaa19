/**
 * Startup benchmark: how long the built server takes from its command to the first answer (GET /healthz
 * → 200), on an existing, seeded database: embedded PGlite (a data folder under .data/bench-startup,
 * seeded by the server's first start, which is not counted) and, when DATABASE_URL is set, the
 * PostgreSQL server (`<name>_bench_startup` beside it). Each command runs `runs` times; its p50 and
 * slowest start are reported. Commands: `node scripts/start.mjs` (what `npm start` runs: the build-stamp
 * check, then the built server) and `node apps/server/dist/main.js` (the built server alone). Builds
 * first when the build is missing or stale. `tsx scripts/benchStartup.ts [runs]` runs it alone.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { benchDatabase } from './benchRealtime.js';
import { stats, type Stat } from './benchServer.js';
import { build, isStale } from './build.mjs';
import { freePort } from '../apps/server/src/test/serverProcess.js';

const COMMANDS = {
  'npm start': ['scripts/start.mjs'],
  'built server': ['apps/server/dist/main.js'],
} as const;

/**
 * CPU time (user + system, ms) process `pid` has used so far, from /proc (Linux; 100 ticks a second);
 * null elsewhere. Unlike the wall time it hardly moves when other processes load the machine.
 */
function cpuMs(pid: number): number | null {
  const file = `/proc/${pid}/stat`;
  if (!existsSync(file)) return null;
  const fields = readFileSync(file, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10; // utime, stime: fields 14 and 15 of stat
}

/**
 * Starts `args` under node with `env`; answers ms from spawn to the first 200 of GET /healthz and the
 * CPU ms the process used until then, then stops it (SIGTERM).
 */
async function timeStart(
  args: readonly string[],
  env: Record<string, string>,
): Promise<{ ms: number; cpu: number | null }> {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, LOG_LEVEL: 'error', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`server exited ${code}: ${stderr}`))),
  );
  exited.catch(() => undefined);
  let ms = 0;
  let cpu: number | null = null;
  for (;;) {
    if (child.exitCode !== null) await exited;
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) {
      ms = performance.now() - t0;
      cpu = cpuMs(child.pid!);
      break;
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  await new Promise<void>((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
  return { ms, cpu };
}

/**
 * Per engine and command: ms from the command to the first answer (p50, p95, p99 over the runs), the
 * slowest, and the p50 of the CPU ms the server process used until then (null when not measurable).
 */
export type StartupResult = {
  database: 'pglite' | 'postgres';
  command: keyof typeof COMMANDS;
  runs: number;
  ms: Stat;
  maxMs: number;
  cpuMsP50: number | null;
};

/** Runs the startup benchmark (see the file's comment): `runs` starts per engine and command. */
export async function runStartupBench(runs = 5): Promise<StartupResult[]> {
  for (const target of ['web', 'server'] as const) if (isStale(target)) await build(target);
  const dir = path.resolve('.data/bench-startup');
  mkdirSync(dir, { recursive: true });
  const engines: { database: StartupResult['database']; env: Record<string, string> }[] = [
    {
      database: 'pglite',
      env: { DATA_DIR: dir, DATABASE_URL: '', REDIS_URL: '', SEED_DEMO: 'on' },
    },
  ];
  if (process.env.DATABASE_URL) {
    const pgBench = await benchDatabase('startup'); // migrated and seeded once
    await pgBench.database.close();
    engines.push({ database: 'postgres', env: { ...pgBench.env, SEED_DEMO: 'off' } });
  }
  const results: StartupResult[] = [];
  for (const { database, env } of engines) {
    await timeStart(COMMANDS['built server'], env); // the first start seeds an empty folder and warms the OS file cache
    for (const [command, args] of Object.entries(COMMANDS) as [
      keyof typeof COMMANDS,
      readonly string[],
    ][]) {
      const starts = [];
      for (let i = 0; i < runs; i++) starts.push(await timeStart(args, env));
      const times = starts.map((s) => s.ms);
      const cpus = starts.flatMap((s) => (s.cpu === null ? [] : [s.cpu]));
      results.push({
        database,
        command,
        runs,
        ms: stats(times),
        maxMs: Math.round(Math.max(...times)),
        cpuMsP50: cpus.length ? stats(cpus).p50 : null,
      });
    }
  }
  return results;
}

/** Prints one line per engine and command. */
export function printStartup(results: StartupResult[]): void {
  for (const r of results)
    console.log(
      `startup (${r.database}, ${r.command}): command → first answer of GET /healthz p50 ${Math.round(r.ms.p50)} ms, slowest ${r.maxMs} ms of ${r.runs}${r.cpuMsP50 === null ? '' : ` (CPU ${r.cpuMsP50} ms)`}`,
    );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printStartup(await runStartupBench(Number(process.argv[2] ?? 5)));
}
