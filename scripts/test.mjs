/**
 * `npm test`: the checks, the build and every test, stopping at the first phase that fails. The four
 * static checks (typecheck, format, lint, knip) read the sources only, so they run at once, two cores'
 * worth, each one's output printed whole when it ends; then the build, then the tests. Prints each
 * phase's wall time (s) and, at the end, the table of them, so a slow phase is seen at once (the whole
 * run's budget on the 2-core machine is 20 minutes; CONTRIBUTING says where the time goes).
 * Extra arguments go to vitest (`npm test -- apps/server/src/modules/notes`).
 */
import { spawn, spawnSync } from 'node:child_process';

const CHECKS = [
  ['typecheck', 'npm', ['run', '-s', 'typecheck']],
  ['format', 'npm', ['run', '-s', 'format:check']],
  ['lint', 'npm', ['run', '-s', 'lint']],
  ['knip', 'npm', ['run', '-s', 'knip']],
];
const PHASES = [
  ['build', 'npm', ['run', '-s', 'build']],
  ['tests', 'npx', ['vitest', 'run', ...process.argv.slice(2)]],
];

const times = [];
const runStarted = Date.now();

/** Records phase `name`'s time and result; stops the run when it failed. */
function ended(name, started, status) {
  const seconds = Math.round((Date.now() - started) / 1000);
  times.push([name, seconds]);
  console.log(`test: ${name} ${status === 0 ? 'passed' : 'FAILED'} in ${seconds} s`);
  return status === 0;
}

/** Runs `command` with its output kept, answering its exit status and output once it ends. */
const quietly = (command, args) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (status) => resolve({ status: status ?? 1, output }));
  });

const checks = await Promise.all(
  CHECKS.map(async ([name, command, args]) => {
    const started = Date.now();
    const { status, output } = await quietly(command, args);
    process.stdout.write(output);
    return ended(name, started, status);
  }),
);
if (checks.includes(false)) {
  console.log('test: stopped at the checks');
  process.exit(1);
}
for (const [name, command, args] of PHASES) {
  const started = Date.now();
  const { status, signal } = spawnSync(command, args, { stdio: 'inherit' });
  if (!ended(name, started, status)) {
    console.log(`test: stopped at ${name} (${signal ?? `exit ${status}`})`);
    process.exit(status ?? 1);
  }
}
const total = Math.round((Date.now() - runStarted) / 1000);
console.log(
  `test: phases ${times.map(([n, s]) => `${n} ${s} s`).join(', ')} (the checks at once); total ${total} s`,
);
