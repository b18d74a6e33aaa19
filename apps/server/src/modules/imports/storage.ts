import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { IMPORT_MESSAGES } from '@crm/contracts';
import { AppError, notFound } from '../../lib/errors.js';
import type { TableKind } from './parser.js';

/** What is kept beside an uploaded import file (`<importId>.json`): who uploaded it, its kind and name. */
export type ImportMeta = { userId: number; kind: TableKind; fileName: string; createdAt: string };

/** Uploaded files older than this are removed when the next upload arrives. */
const KEEP_MS = 24 * 3600_000;

/**
 * Import uploads on disk under `${dataDir}/imports/<importId>` (plus `<importId>.json`), so that the
 * dry run and the run re-read the file and any server copy can answer (no memory state, ARCHITECTURE.md §1).
 */
export class ImportStore {
  readonly dir: string;
  constructor(dataDir: string) {
    this.dir = path.join(dataDir, 'imports');
  }

  /** Path of an import's file. */
  file(importId: string): string {
    return path.join(this.dir, importId);
  }

  /** Writes an upload stream to a new import; 413 when the stream was cut at the size limit. */
  async save(
    stream: Readable & { truncated?: boolean },
    meta: Omit<ImportMeta, 'createdAt'>,
  ): Promise<string> {
    await mkdir(this.dir, { recursive: true });
    await this.sweep();
    const importId = randomUUID();
    try {
      await pipeline(stream, createWriteStream(this.file(importId)));
    } catch (err) {
      await this.remove(importId);
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        throw new AppError(413, 'PAYLOAD_TOO_LARGE', IMPORT_MESSAGES.fileTooLarge);
      throw err;
    }
    if (stream.truncated) {
      await this.remove(importId);
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', IMPORT_MESSAGES.fileTooLarge);
    }
    await writeFile(
      `${this.file(importId)}.json`,
      JSON.stringify({ ...meta, createdAt: new Date().toISOString() }),
    );
    return importId;
  }

  /** The import's metadata; 404 when it is unknown or another user's. */
  async meta(importId: string, userId: number): Promise<ImportMeta> {
    const raw = await readFile(`${this.file(importId)}.json`, 'utf8').catch(() => null);
    const meta = raw ? (JSON.parse(raw) as ImportMeta) : null;
    if (!meta || meta.userId !== userId)
      throw notFound(IMPORT_MESSAGES.importNotFound, 'IMPORT_NOT_FOUND');
    return meta;
  }

  /** Deletes an import's file and metadata. */
  async remove(importId: string): Promise<void> {
    await rm(this.file(importId), { force: true });
    await rm(`${this.file(importId)}.json`, { force: true });
  }

  /** Removes uploads older than a day. */
  private async sweep(): Promise<void> {
    const now = Date.now();
    for (const name of await readdir(this.dir).catch(() => [] as string[])) {
      const full = path.join(this.dir, name);
      const s = await stat(full).catch(() => null);
      if (s && now - s.mtimeMs > KEEP_MS) await rm(full, { force: true });
    }
  }
}
