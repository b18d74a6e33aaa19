/**
 * `npm run bench [-- --scale N]`: seeds (once, then reuses) a large data set — scale 50 = 100k brands
 * and 1M pairings — on the PostgreSQL server when DATABASE_URL is set (database `<name>_bench_<N>`
 * beside it), else in PGlite under .data/bench-<N>; loads the pipeline endpoints with autocannon and
 * prints p50/p95/p99 per endpoint, the ratio to the bare SQL of the same request (replayed from the
 * statements the request issued), the bytes a browser's first visit transfers (scripts/benchFirstLoad.ts), the 100k-row import,
 * the realtime fan-out (scripts/benchRealtime.ts), the chat's send → receive latency on 2,000 sockets
 * (scripts/benchChat.ts), and the task lists and counts at 100k tasks and a burst of 10,000 reminders
 * (scripts/benchTasks.ts), and the built server's start → first answer (scripts/benchStartup.ts). Also writes
 * bench/results.json. Measures only; asserts nothing.
 * Flags: --scale N, --duration S, --only TEXT (the endpoints whose name contains TEXT; `--only startup`: the startup
 * figures alone; `--only mail`: the mailbox backfill and the Email tab, scripts/benchMail.ts; `--only webhooks`: a
 * stage update to its webhook's receiver at 50/s and an API token's cost, scripts/benchWebhooks.ts), --no-import, --no-realtime, --no-chat, --no-reminders, --no-startup. `--only export [--rows N]`
 * runs only the brand export at 1M brands (scripts/benchExport.ts). The data and its fixtures: scripts/benchData.ts;
 * the endpoints: scripts/benchEndpoints.ts; their bare SQL and load: scripts/benchApi.ts.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { openBenchDatabase, prepareBenchData } from './benchData.js';
import { benchEndpoints } from './benchEndpoints.js';
import { captureLogger, loadApi, measureBareSql, type EndpointResult } from './benchApi.js';
import { runImportBench } from './benchImport.js';
import { printRealtime, runRealtimeBench } from './benchRealtime.js';
import { printChat, runChatBench } from './benchChat.js';
import type { FirstVisit } from './benchFirstLoad.js';
import { runReminderBench } from './benchTasks.js';
import { runExportBench } from './benchExport.js';
import { printStartup, runStartupBench } from './benchStartup.js';
import { printMail, runMailBench } from './benchMail.js';
import { printWebhooks, runWebhooksBench } from './benchWebhooks.js';

const round = (n: number) => Math.round(n * 100) / 100;

/** One line of the first-visit figures: files, KB over the wire, KB decoded, and how many answers came in each encoding. */
const transferLine = (t: FirstVisit['login']) =>
  `${t.files} files, ${t.transferredKB} KB transferred (${t.decodedKB} KB decoded; ${Object.entries(
    t.byEncoding,
  )
    .map(([e, n]) => `${e} ${n}`)
    .join(', ')})`;

/** The value after flag `name` in `args` (undefined without the flag). */
const flagValue = (args: string[], name: string) =>
  args.includes(name) ? args[args.indexOf(name) + 1] : undefined;

async function main() {
  const args = process.argv.slice(2);
  if (args.includes('--only') && args[args.indexOf('--only') + 1] === 'startup')
    return printStartup(await runStartupBench());
  if (args.includes('--only') && args[args.indexOf('--only') + 1] === 'mail')
    return printMail(await runMailBench());
  if (args.includes('--only') && args[args.indexOf('--only') + 1] === 'webhooks')
    return printWebhooks(await runWebhooksBench());
  const scale = args.includes('--scale') ? Number(flagValue(args, '--scale')) : 50;
  const duration = args.includes('--duration') ? Number(flagValue(args, '--duration')) : 8;
  if (args[args.indexOf('--only') + 1] === 'export' && args.includes('--only')) {
    // the brand export at 1M brands on the database of DATABASE_URL itself (scripts/benchExport.ts)
    const rows = args.includes('--rows') ? Number(flagValue(args, '--rows')) : 1_000_000;
    await runExportBench(rows);
    return;
  }
  const target = await openBenchDatabase(scale, captureLogger);
  const database = await target.open();
  const fixtures = await prepareBenchData(database.db, scale, target.env.DATABASE_URL || undefined);
  const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : '';
  const endpoints = (await benchEndpoints(database.db, fixtures)).filter((ep) =>
    ep.name.includes(only),
  );
  // 1. The bare SQL: capture the statements each request issues (in-process), then replay them alone.
  const bare = await measureBareSql(database, endpoints);
  // 2. The API under load: the real server in its own process, autocannon here.
  const { results, bundle } = await loadApi(target.env, endpoints, bare, duration);
  const more = await otherBenches(args, target);
  const out = {
    date: new Date().toISOString(),
    database: database.kind,
    scale,
    data: fixtures.counts,
    connections: 4,
    durationSeconds: duration,
    results,
    firstLoad: bundle,
    ...more,
  };
  mkdirSync('bench', { recursive: true });
  writeFileSync('bench/results.json', `${JSON.stringify(out, null, 2)}\n`);
  printEndpoints(out);
  printOthers(out);
}

/**
 * The benches beyond the endpoints, each skipped by its --no-… flag: the reminder burst, the import, the
 * realtime fan-out, the chat and the server's startup.
 */
async function otherBenches(args: string[], target: Awaited<ReturnType<typeof openBenchDatabase>>) {
  // Reminders: 10,000 due in the same minute, fired by a server copy.
  const reminders = args.includes('--no-reminders')
    ? null
    : await runReminderBench(target.open, target.env, 10_000);
  // Import of 100k brands with a POC each (target: under 60 s), on a fresh database of the same kind.
  const importRun = args.includes('--no-import') ? null : await runImportBench(100_000);
  // Realtime: 1,000 sockets, a 1,000-user notification fan-out, on one copy and on two behind Redis.
  const realtime = args.includes('--no-realtime') ? null : await runRealtimeBench(1_000, 5);
  // Chat: 2,000 sockets on two copies, 500 messages/s for 60 s (the target load), and 200/s, send → receive by every member.
  const chat = args.includes('--no-chat')
    ? null
    : [await runChatBench(200, 60), await runChatBench(500, 60)];
  // Startup: the built server's command → first answer, on an existing database.
  const startup = args.includes('--no-startup') ? null : await runStartupBench();
  return { import: importRun, realtime, chat, reminders, startup };
}

/** The endpoints' table: the data set, then p50/p95/p99 under load, 1-connection p50, bare SQL p50, their ratio, requests, errors. */
function printEndpoints(out: {
  database: string;
  data: { brands: number; pairings: number };
  durationSeconds: number;
  results: EndpointResult[];
}): void {
  const { data: counts, durationSeconds: duration, results } = out;
  console.log(
    `\n${out.database}, ${counts.brands.toLocaleString('en-IN')} brands, ${counts.pairings.toLocaleString('en-IN')} pairings, autocannon 4 connections × ${duration} s per endpoint (ms)`,
  );
  console.log(
    'endpoint'.padEnd(48),
    'p50'.padStart(7),
    'p95'.padStart(7),
    'p99'.padStart(7),
    '1-conn p50'.padStart(11),
    'sql p50'.padStart(8),
    'ratio'.padStart(6),
    'req'.padStart(7),
    'err'.padStart(4),
  );
  for (const r of results)
    console.log(
      r.endpoint.padEnd(48),
      ...[r.apiMs.p50, r.apiMs.p95, r.apiMs.p99].map((v) => `${v}`.padStart(7)),
      `${r.apiSingleMs ? r.apiSingleMs.p50 : '-'}`.padStart(11),
      `${r.sqlMs ? round(r.sqlMs.p50) : '-'}`.padStart(8),
      `${r.ratioP50 ?? '-'}`.padStart(6),
      `${r.requests}`.padStart(7),
      `${r.errors}`.padStart(4),
    );
}

/** The other benches' lines: import, realtime, chat, reminders, startup, then the first visit. */
function printOthers(
  out: Awaited<ReturnType<typeof otherBenches>> & { firstLoad: FirstVisit | null },
): void {
  const { import: importRun, realtime, chat, reminders, startup, firstLoad: bundle } = out;
  if (importRun)
    console.log(
      `import: ${importRun.rows.toLocaleString('en-IN')} rows (brand + POC each) in ${importRun.seconds} s on ${importRun.database}`,
    );
  if (realtime) printRealtime(realtime);
  for (const c of chat ?? []) printChat(c);
  if (reminders)
    console.log(
      `reminders: ${reminders.fired.toLocaleString('en-IN')} of ${reminders.reminders.toLocaleString('en-IN')} due in the same minute fired within ${reminders.secondsFromDueToLast} s of their time (scheduled in ${reminders.scheduleSeconds} s)`,
    );
  if (startup) printStartup(startup);
  if (bundle)
    console.log(
      `first visit, login form shown: ${transferLine(bundle.login)}\nfirst visit, fetched ahead while typing: ${transferLine(bundle.ahead)}\nfirst visit, signing in to home: ${transferLine(bundle.home)}`,
    );
  else console.log('first visit: build the web app first (npm run build)');
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
