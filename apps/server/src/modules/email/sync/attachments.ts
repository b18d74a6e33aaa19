import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { KeyExistsError, type FileStorage } from '../../../storage/index.js';

/** Keeps an attachment's bytes under `key` (issue 41 §2); bytes already there (the same file) are not written again. */
export type KeepBytes = (key: string, content: Buffer, contentType: string) => Promise<void>;

/**
 * The storage key of an attachment's bytes: `mail/<sha256>`, so the same file (in INBOX and Sent, read
 * again after a restart, sent to two brands) is kept once and a repeated read writes nothing.
 */
export const attachmentKey = (content: Buffer) =>
  `mail/${createHash('sha256').update(content).digest('hex')}`;

/** Keeps attachments in `storage` (the disk or the S3 bucket, like every other file). */
export const keepIn =
  (storage: FileStorage): KeepBytes =>
  async (key, content, contentType) => {
    try {
      await storage.put(key, Readable.from(content), { contentType });
    } catch (e) {
      if (!(e instanceof KeyExistsError)) throw e;
    }
  };
