import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileTooLargeError, KeyExistsError, UnsafeKeyError, type FileStorage } from './types.js';

/**
 * A driver under test: the storage, a listing of every key it holds (to see that nothing is left
 * behind), a storage of the same driver that cannot work (for `check()`), and close().
 */
export type StorageUnderTest = {
  storage: FileStorage;
  keys: () => Promise<string[]>;
  broken: FileStorage;
  close: () => Promise<void>;
};

const text = (s: string) => Readable.from([Buffer.from(s)]);

/** `mib` MiB of varied bytes in 64 KiB chunks, made as they are read (never all in memory). */
function bigBody(mib: number): Readable {
  return Readable.from(
    (function* () {
      for (let i = 0; i < mib * 16; i++) yield Buffer.alloc(65536, i % 251);
    })(),
  );
}

const sha256 = async (stream: Readable) => {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { bytes, digest: hash.digest('hex') };
};

/**
 * What every FileStorage driver must do (types.ts), run against the driver `make` builds: the disk
 * driver and the S3 driver (against s3rver) both pass this one suite.
 */
export function storageSuite(name: string, make: () => Promise<StorageUnderTest>) {
  describe(`the ${name} storage driver`, () => {
    let d: StorageUnderTest;
    beforeAll(async () => {
      d = await make();
    });
    afterAll(() => d?.close());

    it('stores and answers bytes by key, and reports their size', async () => {
      expect(await d.storage.put('a/b.txt', text('hello'), { contentType: 'text/plain' })).toBe(5);
      const got = await d.storage.get('a/b.txt');
      expect(got).not.toBeNull();
      expect(Buffer.concat(await got!.toArray()).toString()).toBe('hello');
      expect(await d.keys()).toContain('a/b.txt');
    });

    it('streams a body of several MiB in and out unchanged', async () => {
      const want = await sha256(bigBody(12));
      expect(
        await d.storage.put('big/file.bin', bigBody(12), {
          contentType: 'application/octet-stream',
        }),
      ).toBe(12 * 1024 * 1024);
      expect(await sha256((await d.storage.get('big/file.bin'))!)).toEqual(want);
    });

    it('refuses a body past maxBytes with FileTooLargeError, storing nothing', async () => {
      await expect(
        d.storage.put('a/c.txt', text('hello'), { contentType: 'text/plain', maxBytes: 4 }),
      ).rejects.toBeInstanceOf(FileTooLargeError);
      await expect(
        d.storage.put('big/cut.bin', bigBody(12), {
          contentType: 'application/octet-stream',
          maxBytes: 7 * 1024 * 1024,
        }),
      ).rejects.toBeInstanceOf(FileTooLargeError);
      expect(await d.storage.get('a/c.txt')).toBeNull();
      expect(await d.storage.get('big/cut.bin')).toBeNull();
      const keys = await d.keys();
      expect(keys).not.toContain('a/c.txt');
      expect(keys).not.toContain('big/cut.bin');
      expect(
        await d.storage.put('a/c.txt', text('abcd'), { contentType: 'text/plain', maxBytes: 4 }),
      ).toBe(4);
    });

    it('never replaces stored bytes: KeyExistsError', async () => {
      await d.storage.put('a/once.txt', text('first'), { contentType: 'text/plain' });
      await expect(
        d.storage.put('a/once.txt', text('second'), { contentType: 'text/plain' }),
      ).rejects.toBeInstanceOf(KeyExistsError);
      expect(Buffer.concat(await (await d.storage.get('a/once.txt'))!.toArray()).toString()).toBe(
        'first',
      );
    });

    it('answers null for a missing key and removes idempotently', async () => {
      expect(await d.storage.get('a/missing.txt')).toBeNull();
      await d.storage.put('a/gone.txt', text('x'), { contentType: 'text/plain' });
      await d.storage.remove('a/gone.txt');
      await d.storage.remove('a/gone.txt');
      await d.storage.remove('a/never.txt');
      expect(await d.storage.get('a/gone.txt')).toBeNull();
      expect(await d.keys()).not.toContain('a/gone.txt');
    });

    it('refuses keys that are not of the server-generated shape', async () => {
      for (const key of ['../x.pdf', '/etc/passwd', 'a/../../b.txt', 'A.pdf', 'a//b.pdf', '']) {
        await expect(
          d.storage.put(key, text('x'), { contentType: 'text/plain' }),
          key,
        ).rejects.toBeInstanceOf(UnsafeKeyError);
        await expect(d.storage.get(key), key).rejects.toBeInstanceOf(UnsafeKeyError);
        await expect(d.storage.remove(key), key).rejects.toBeInstanceOf(UnsafeKeyError);
      }
    });

    it('check() resolves when the storage can be written and rejects when it cannot', async () => {
      await expect(d.storage.check()).resolves.toBeUndefined();
      await expect(d.broken.check()).rejects.toThrow();
    });
  });
}
