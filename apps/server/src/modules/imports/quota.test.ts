import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  eventImportRoutes,
  IMPORT_MESSAGES,
  IMPORT_UPLOADS_PER_HOUR,
  importRoutes,
} from '@crm/contracts';
import {
  dbFingerprint,
  serverCopy,
  startTestApp,
  testDatabases,
  type TestApp,
} from '../../test/harness.js';
import { multipartFile } from '../../test/uploads.js';
import { importColumns } from '../../test/importColumns.js';

/** A multipart body with one CSV file (or `type`). */
const multipart = (fileName: string, content: Buffer | string, type = 'text/csv') =>
  multipartFile(fileName, content, type);

const { header: HEADER } = importColumns();
const CSV = `${HEADER.join(',')}\r\nQuota brand${','.repeat(HEADER.length - 1)}`;

describe.each(testDatabases())('import upload quota on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { brands: 20, pairings: 20 });
  });
  afterAll(() => t?.close());

  /** Sends file `fileName` with `content` to the import route `path` of server copy `app` as `email`. */
  const uploadVia = async (
    app: FastifyInstance,
    email: string,
    path: string,
    [fileName, content]: [string, string],
  ) => {
    const body = multipart(fileName, content);
    const res = await app.inject({
      method: 'POST',
      url: `/api${path}`,
      payload: body.payload,
      headers: { ...body.headers, authorization: await t.auth(email) },
    });
    return { status: res.statusCode, body: res.json(), retryAfter: res.headers['retry-after'] };
  };
  const upload = (email: string, path: string, fileName: string, content: string) =>
    uploadVia(t.app, email, path, [fileName, content]);
  const uploads = async () =>
    (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from import_uploads`)).rows[0]
      .n;

  it('past the hourly uploads of one user (refused ones too) answers 429 with Retry-After and keeps nothing; another user still uploads', async () => {
    const paths = [importRoutes.parse.path, eventImportRoutes.parse.path];
    for (const path of paths)
      for (let i = 0; i < IMPORT_UPLOADS_PER_HOUR; i++) {
        const res = await upload('admin@demo.test', path, 'notes.txt', 'hello');
        expect(res.status).toBe(400);
      }
    const before = [await dbFingerprint(t.db), await uploads()];
    for (const path of paths) {
      const res = await upload('admin@demo.test', path, 'brands.csv', CSV);
      expect([res.status, res.body.error, res.body.message]).toEqual([
        429,
        'TOO_MANY_IMPORTS',
        IMPORT_MESSAGES.tooManyUploads(60),
      ]);
      expect(Number(res.retryAfter)).toBeGreaterThan(3500);
      expect(Number(res.retryAfter)).toBeLessThanOrEqual(3600);
    }
    expect([await dbFingerprint(t.db), await uploads()]).toEqual(before);
    const other = await upload('po@demo.test', importRoutes.parse.path, 'brands.csv', CSV);
    expect(other.status).toBe(200);
  });

  it('two server copies count one user’s uploads together', async () => {
    const copy = await serverCopy(t);
    try {
      const path = importRoutes.parse.path;
      for (let i = 0; i < IMPORT_UPLOADS_PER_HOUR; i++) {
        const res = await uploadVia(i % 2 ? copy : t.app, 'bo@demo.test', path, [
          'notes.txt',
          'hello',
        ]);
        expect(res.status).toBe(400);
      }
      for (const app of [t.app, copy]) {
        const res = await uploadVia(app, 'bo@demo.test', path, ['brands.csv', CSV]);
        expect([res.status, res.body.error]).toEqual([429, 'TOO_MANY_IMPORTS']);
      }
    } finally {
      await copy.close();
    }
  });
});
