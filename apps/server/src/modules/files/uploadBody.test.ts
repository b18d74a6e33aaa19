import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_MESSAGES, routeCatalogue, type RouteDefinition } from '@crm/contracts';
import { dbFingerprint, startTestApp, testDatabases, type TestApp } from '../../test/harness.js';

/** Every upload of the catalogue (`multipart`): the signed-link upload and the brand and event imports' parse. */
const UPLOADS = Object.values(routeCatalogue)
  .flatMap((m) => Object.values(m) as RouteDefinition[])
  .filter((d) => d.multipart);

/** Bodies that are not multipart/form-data: JSON, a form, text, a multipart of another kind. */
const OTHER_BODIES = [
  { type: 'application/json', payload: JSON.stringify({ key: 'x.png', file: 'aGVsbG8=' }) },
  { type: 'application/x-www-form-urlencoded', payload: 'key=x.png&file=aGVsbG8%3D' },
  { type: 'text/plain', payload: 'hello' },
  { type: 'multipart/mixed; boundary=x', payload: '--x\r\n\r\nhello\r\n--x--\r\n' },
];

/** An upload takes multipart/form-data only: another body is a 415 with a sentence, changing nothing. */
describe.each(testDatabases())('an upload that is not multipart on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { brands: 200, pairings: 200 });
  });
  afterAll(() => t?.close());

  it('the catalogue has the three uploads', () => {
    expect(UPLOADS.map((d) => d.path).sort()).toEqual([
      '/admin/event/import/parse',
      '/brand/import/parse',
      '/files/upload',
    ]);
  });

  it.each(UPLOADS.map((d) => [d.path, d] as const))(
    'POST %s answers 415 MULTIPART_REQUIRED with how to send it, for any other body',
    async (_path, def) => {
      const before = await dbFingerprint(t.db);
      for (const body of OTHER_BODIES) {
        const res = await t.app.inject({
          method: def.method,
          url: `/api${def.path}`,
          headers: { authorization: await t.auth('admin@demo.test'), 'content-type': body.type },
          payload: body.payload,
        });
        expect([res.statusCode, res.json()], body.type).toEqual([
          415,
          { error: 'MULTIPART_REQUIRED', message: FILE_MESSAGES.multipartRequired },
        ]);
      }
      expect(await dbFingerprint(t.db)).toBe(before);
    },
  );

  it('still asks who is calling first: no token is 401', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/brand/import/parse',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expect(res.statusCode).toBe(401);
  });
});
