/**
 * The bulk seed's plumbing (scripts/seedBulk.ts): rows sent with `COPY … FROM STDIN` (pg-copy-streams, CSV by
 * csv-stringify) and the chunks a seed step is cut into, each one transaction marked done in `bench_seed_chunks`
 * so that a stopped seed resumes at its first missing chunk.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { stringify } from 'csv-stringify';
import { ID_PARTITIONED_TABLES, PARTITION_WIDTH } from '../apps/server/src/db/partitions.js';

/** A row to copy: snake_case column → value (null/undefined → NULL, objects → JSON, booleans → t/f). */
export type CopyRow = Record<string, unknown>;

/** Sends `rows` into `table`'s `columns` with one COPY (CSV); the columns left out take their defaults. */
export async function copyRows(
  client: pg.ClientBase,
  table: string,
  columns: string[],
  rows: CopyRow[],
): Promise<void> {
  if (!rows.length) return;
  const target = client.query(
    copyFrom(`copy ${table} (${columns.join(', ')}) from stdin with (format csv)`),
  );
  const csv = stringify({
    cast: { boolean: (b) => (b ? 't' : 'f'), date: (d) => d.toISOString() },
  });
  await pipeline(Readable.from(rows.map((r) => columns.map((c) => r[c] ?? null))), csv, target);
}

/** The chunks already done, as 'step:chunk' (the table is made on first use). */
export async function doneChunks(client: pg.ClientBase): Promise<Set<string>> {
  await client.query(
    'create table if not exists bench_seed_chunks (step text, chunk int, done_at timestamptz not null default now(), primary key (step, chunk))',
  );
  const { rows } = await client.query<{ step: string; chunk: number }>(
    'select step, chunk from bench_seed_chunks',
  );
  return new Set(rows.map((r) => `${r.step}:${r.chunk}`));
}

/**
 * Runs chunk 0…count-1 of `step` that `done` lacks, each in one transaction with its mark (a failure rolls the
 * chunk back and stops the seed; the next run starts there), and logs the progress.
 */
export async function runChunks(
  client: pg.ClientBase,
  done: Set<string>,
  step: { name: string; count: number; run: (chunk: number) => Promise<number> },
): Promise<void> {
  const t0 = Date.now();
  let rows = 0;
  for (let k = 0; k < step.count; k++) {
    if (done.has(`${step.name}:${k}`)) continue;
    await client.query('begin');
    try {
      await client.query('set local session_replication_role = replica'); // scripts/bulkLoad.ts
      // the history, timeline and chat tables are partitioned by id range: their partitions ahead first
      for (const table of ID_PARTITIONED_TABLES)
        await client.query('select ensure_id_partitions($1, $2)', [table, PARTITION_WIDTH]);
      rows += await step.run(k);
      await client.query('insert into bench_seed_chunks (step, chunk) values ($1, $2)', [
        step.name,
        k,
      ]);
      await client.query('commit');
    } catch (e) {
      await client.query('rollback');
      throw e;
    }
    const s = (Date.now() - t0) / 1000;
    console.log(
      `  ${step.name} ${k + 1}/${step.count}: ${rows.toLocaleString('en-IN')} rows in ${s.toFixed(0)} s`,
    );
  }
}
