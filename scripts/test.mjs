/**
 * `npm test`: the checks, the build and every test, one phase after another, stopping at the first that fails.
 * Prints each phase's wall time (s) and, at the end, the table of them, so a slow phase is seen at once
 * (the whole run's budget on the 2-core machine is 20 minutes; CONTRIBUTING says where the time goes).
 * Extra arguments go to vitest (`npm test -- apps/server/src/modules/notes`).
 */
import { spawnSync } from 'node:child_process';

const PHASES = [
  ['typecheck', 'npm', ['run', '-s', 'typecheck']],
  ['format', 'npm', ['run', '-s', 'format:check']],
  ['lint', 'npm', ['run', '-s', 'lint']],
  ['knip', 'npm', ['run', '-s', 'knip']],
  ['build', 'npm', ['run', '-s', 'build']],
  ['tests', 'npx', ['vitest', 'run', ...process.argv.slice(2)]],
];

const times = [];
for (const [name, command, args] of PHASES) {
  const started = Date.now();
  const { status, signal } = spawnSync(command, args, { stdio: 'inherit' });
  const seconds = Math.round((Date.now() - started) / 1000);
  times.push([name, seconds]);
  console.log(`test: ${name} ${status === 0 ? 'passed' : 'FAILED'} in ${seconds} s`);
  if (status !== 0) {
    console.log(`test: stopped at ${name} (${signal ?? `exit ${status}`})`);
    process.exit(status ?? 1);
  }
}
const total = times.reduce((sum, [, s]) => sum + s, 0);
console.log(`test: phases ${times.map(([n, s]) => `${n} ${s} s`).join(', ')}; total ${total} s`);
