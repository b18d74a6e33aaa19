/**
 * `npm run lint`: oxlint over the repository, failing on any error and on more size-budget warnings than
 * `lint-budget.json` allows (a ratchet). The warnings are the size budgets of `.oxlintrc.json`: a function
 * over 80 lines, a file over 300, more than 4 parameters, a complexity over 20, outside the tests (a test
 * file is a list of cases, as long as the behaviours it checks). Each is a screen or a rule that has grown
 * past what reads at a glance; the budget only goes down, as screens are split into a page
 * of hooks and small sections (ARCHITECTURE.md §10). Prints each error, then the count against the budget.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const BUDGET_FILE = 'lint-budget.json';
const { warnings: budget } = JSON.parse(readFileSync(BUDGET_FILE, 'utf8'));

const run = spawnSync('npx', ['oxlint', '--format', 'json'], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
if (run.error || !run.stdout.trim().startsWith('{')) {
  process.stderr.write(run.stderr || String(run.error));
  process.exit(2);
}
const { diagnostics } = JSON.parse(run.stdout);

/** One diagnostic as `file:line:col  message (rule)`. */
const line = (d) =>
  `${d.filename}:${d.labels[0]?.span.line ?? 0}:${d.labels[0]?.span.column ?? 0}  ${d.message} (${d.code})`;

const errors = diagnostics.filter((d) => d.severity === 'error');
const warnings = diagnostics.filter((d) => d.severity !== 'error');
for (const d of errors) console.log(line(d));
if (warnings.length > budget) {
  for (const d of warnings) console.log(line(d));
  console.log(
    `lint: ${warnings.length} size-budget warnings, over the budget of ${budget} (${BUDGET_FILE}). ` +
      'A function over 80 lines, a file over 300 or a complexity over 20 is hard to read and change: ' +
      'split it (a page of hooks and small sections, ARCHITECTURE.md §10) rather than raise the budget.',
  );
} else if (warnings.length < budget) {
  console.log(
    `lint: ${warnings.length} size-budget warnings, under the budget of ${budget}: ` +
      `lower "warnings" in ${BUDGET_FILE} to ${warnings.length} so it stays down.`,
  );
}
console.log(`lint: ${errors.length} errors, ${warnings.length} warnings (budget ${budget})`);
process.exit(errors.length > 0 || warnings.length > budget ? 1 : 0);
