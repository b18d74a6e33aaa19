/** Shared by the bench scripts: a real server copy in its own process (apps/server/src/test/serverProcess.ts), and latency percentiles. */
export { startServerProcess } from '../apps/server/src/test/serverProcess.js';

export type Stat = { p50: number; p95: number; p99: number };
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;
const round = (n: number) => Math.round(n * 100) / 100;
/** p50/p95/p99 of `xs` (ms), rounded to 0.01. */
export const stats = (xs: number[]): Stat => ({
  p50: round(pct(xs, 50)),
  p95: round(pct(xs, 95)),
  p99: round(pct(xs, 99)),
});
