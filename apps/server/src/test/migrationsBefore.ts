import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The project's committed migrations (db/migrations). */
export const MIGRATIONS = path.resolve(import.meta.dirname, '../db/migrations');

/**
 * A copy of the migrations in `dir` that stops before migration `tag` (its journal cut there): migrate a
 * database with it, fill it as the old schema had it, then migrate with MIGRATIONS to test `tag` on real rows.
 */
export function migrationsBefore(tag: string, dir: string): string {
  const out = path.join(dir, 'migrations');
  cpSync(MIGRATIONS, out, { recursive: true });
  const journalFile = path.join(out, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  if (at < 0) throw new Error(`no migration ${tag}`);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalFile, JSON.stringify(journal));
  return out;
}
