import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { IMPORT_MAX_BYTES, IMPORT_MESSAGES } from '@crm/contracts';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../lib/errors.js';
import { iso } from '../../lib/paging.js';
import type { FileStorage } from '../../storage/index.js';
import type { TableKind } from './parser.js';

/** Who uploaded an import file, its kind and name (the import_uploads row). */
export type ImportMeta = { userId: number; kind: TableKind; fileName: string; createdAt: string };

/** Uploaded files older than this are removed when the next upload arrives. */
const KEEP_MS = 24 * 3600_000;

/** An import id as uploads make it (a UUID); anything else is no import. */
const IMPORT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const notFoundError = () => notFound(IMPORT_MESSAGES.importNotFound, 'IMPORT_NOT_FOUND');
const storageKey = (importId: string) => `imports/${importId}`;

/**
 * Import uploads between upload, dry run and run: the row in import_uploads (who, kind, name), the bytes
 * in the file storage under `imports/{importId}` (a bucket, or the shared data folder), so any server
 * copy answers the next step, and a local copy under `${dataDir}/imports` for the parser, fetched from
 * the storage when this copy has none (ARCHITECTURE.md §1: no state in one copy's memory or disk).
 */
export class ImportStore {
  private readonly dir: string;
  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    dataDir: string,
  ) {
    this.dir = path.join(dataDir, 'imports');
  }

  /** Writes an upload stream to a new import; 413 when the stream was cut at the size limit. */
  async save(
    stream: Readable & { truncated?: boolean },
    meta: Omit<ImportMeta, 'createdAt'>,
  ): Promise<string> {
    await mkdir(this.dir, { recursive: true });
    await this.sweep();
    const importId = randomUUID();
    const local = path.join(this.dir, importId);
    try {
      await pipeline(stream, createWriteStream(local));
      if (stream.truncated)
        throw new AppError(413, 'PAYLOAD_TOO_LARGE', IMPORT_MESSAGES.fileTooLarge);
      await this.storage.put(storageKey(importId), createReadStream(local), {
        contentType: 'application/octet-stream',
        maxBytes: IMPORT_MAX_BYTES,
      });
      await this.db.execute(sql`insert into import_uploads (id, user_id, kind, file_name)
        values (${importId}, ${meta.userId}, ${meta.kind}, ${meta.fileName})`);
    } catch (err) {
      await this.remove(importId);
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        throw new AppError(413, 'PAYLOAD_TOO_LARGE', IMPORT_MESSAGES.fileTooLarge);
      throw err;
    }
    return importId;
  }

  /** The import's metadata; 404 when it is unknown or another user's. */
  async meta(importId: string, userId: number): Promise<ImportMeta> {
    if (!IMPORT_ID.test(importId)) throw notFoundError();
    const { rows } = await this.db.execute<Record<string, unknown>>(sql`select user_id, kind,
        file_name, created_at from import_uploads where id = ${importId}`);
    const r = rows[0];
    if (!r || Number(r.user_id) !== userId) throw notFoundError();
    return {
      userId,
      kind: r.kind as TableKind,
      fileName: String(r.file_name),
      createdAt: iso(r.created_at)!,
    };
  }

  /** Path of a local copy of the import's file, fetched from the storage when this copy has none; 404 when it is gone. */
  async file(importId: string): Promise<string> {
    if (!IMPORT_ID.test(importId)) throw notFoundError();
    const local = path.join(this.dir, importId);
    if (existsSync(local)) return local;
    const bytes = await this.storage.get(storageKey(importId));
    if (!bytes) throw notFoundError();
    await mkdir(this.dir, { recursive: true });
    const partial = `${local}.${randomUUID()}.part`;
    try {
      await pipeline(bytes, createWriteStream(partial));
      await rename(partial, local);
    } finally {
      await rm(partial, { force: true });
    }
    return local;
  }

  /** Deletes an import: its row, its bytes and this copy's local file. */
  async remove(importId: string): Promise<void> {
    if (!IMPORT_ID.test(importId)) return;
    await this.db.execute(sql`delete from import_uploads where id = ${importId}`);
    await this.storage.remove(storageKey(importId));
    await rm(path.join(this.dir, importId), { force: true });
  }

  /** Removes imports uploaded more than a day ago, and this copy's local files of that age. */
  private async sweep(): Promise<void> {
    const { rows } = await this.db.execute<{ id: string }>(sql`select id from import_uploads
      where created_at < now() - make_interval(secs => ${KEEP_MS / 1000})`);
    for (const { id } of rows) await this.remove(id);
    const now = Date.now();
    for (const name of await readdir(this.dir).catch(() => [] as string[])) {
      const full = path.join(this.dir, name);
      const s = await stat(full).catch(() => null);
      if (s && now - s.mtimeMs > KEEP_MS) await rm(full, { force: true });
    }
  }
}
