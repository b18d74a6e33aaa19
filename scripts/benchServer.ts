/** Shared by the bench scripts: a real server copy in its own process, and latency percentiles. */
import { spawn, type ChildProcess } from 'node:child_process';

export type Stat = { p50: number; p95: number; p99: number };
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;
const round = (n: number) => Math.round(n * 100) / 100;
/** p50/p95/p99 of `xs` (ms), rounded to 0.01. */
export const stats = (xs: number[]): Stat => ({ p50: round(pct(xs, 50)), p95: round(pct(xs, 95)), p99: round(pct(xs, 99)) });

/**
 * Starts apps/server/src/main.ts in its own process (so load and server do not share a CPU thread) on a
 * free port with `env`, no demo seeding and error-only logs; resolves with its URL, the child and a stop.
 */
export async function startServerProcess(env: Record<string, string>): Promise<{ base: string; child: ChildProcess; stop: () => Promise<void> }> {
  const port = 4100 + Math.floor(Math.random() * 800);
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'off', LOG_LEVEL: 'error' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (d: Buffer) => {
      log += d.toString();
      if (log.includes('is running at')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${log}`)));
  });
  return { base: `http://127.0.0.1:${port}`, child, stop: () => new Promise((r) => { child.once('exit', () => r()); child.kill('SIGTERM'); }) };
}
