import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_MESSAGES } from '@crm/contracts';
import { dbFingerprint, startTestApp, testDatabases, type TestApp } from '../../test/harness.js';

/** POST /api/files/upload takes multipart/form-data only: another body is a 415 with a sentence, changing nothing. */
describe.each(testDatabases())('an upload that is not multipart on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { brands: 200, pairings: 200 });
  });
  afterAll(() => t?.close());

  it('answers 415 with how to send it, for a JSON body and a text body', async () => {
    const before = await dbFingerprint(t.db);
    const json = await t.call('bo@demo.test', 'POST', '/api/files/upload', {
      key: 'profile_photo/2026-11/x.png',
      file: 'aGVsbG8=',
    });
    expect([json.status, json.body.error, json.body.message]).toEqual([
      415,
      'MULTIPART_REQUIRED',
      FILE_MESSAGES.multipartRequired,
    ]);
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: {
        authorization: await t.auth('bo@demo.test'),
        'content-type': 'text/plain',
      },
      payload: 'hello',
    });
    expect([text.statusCode, text.json().message]).toEqual([415, FILE_MESSAGES.multipartRequired]);
    expect(await dbFingerprint(t.db)).toBe(before);
  });
});
