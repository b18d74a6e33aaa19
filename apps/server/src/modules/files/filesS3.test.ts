import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { fileRoutes } from '@crm/contracts';
import { createS3Storage } from '../../storage/s3.js';
import { serverCopy, startTestApp, type TestApp } from '../../test/harness.js';
import { startS3rver } from '../../test/s3rver.js';
import { postUpload, uploadAs } from '../../test/uploads.js';

const PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
const file = { name: 'Rate card 2026.pdf', type: 'application/pdf', bytes: PDF };
const DISPOSITION = `attachment; filename="Rate card 2026.pdf"; filename*=UTF-8''Rate%20card%202026.pdf`;

// Uploads and downloads through the API with the S3 driver (config S3_BUCKET), against s3rver
// running in this process (test/s3rver.ts): copies of one deployment, built with the bucket.
describe('files through the API with the S3 driver', () => {
  let t: TestApp;
  let s3: Awaited<ReturnType<typeof startS3rver>>;
  let streamed: FastifyInstance;
  let signed: FastifyInstance;
  const via = (app: FastifyInstance): TestApp => ({ ...t, app });
  const get = async (app: FastifyInstance, email: string, url: string) =>
    app.inject({ method: 'GET', url, headers: { authorization: await t.auth(email) } });

  beforeAll(async () => {
    t = await startTestApp('pglite', { brands: 200, pairings: 200 });
    s3 = await startS3rver();
    streamed = await serverCopy(t, { s3: s3.config });
    signed = await serverCopy(t, { s3: { ...s3.config, signedDownloads: true } });
  });
  afterAll(async () => {
    await streamed?.close();
    await signed?.close();
    await t?.close();
    await s3?.close();
  });

  it('stores an upload in the bucket (not on disk) and streams it back through the server', async () => {
    const up = await uploadAs(via(streamed), 'bo@demo.test', 'BRAND_FILE', file);
    const objects = readdirSync(path.join(s3.directory, s3.config.bucket), { recursive: true });
    expect(objects.some((o) => String(o).startsWith('brand_file/'))).toBe(true);
    expect(readdirSync(t.dataDir)).not.toContain('files');

    const dl = await get(streamed, 'bo@demo.test', up.url);
    expect(dl.statusCode).toBe(200);
    expect(Buffer.from(dl.rawPayload)).toEqual(Buffer.from(PDF));
    expect(dl.headers['content-type']).toBe('application/pdf');
    expect(dl.headers['content-disposition']).toBe(DISPOSITION);
    // access is checked as on disk: an unattached upload is its uploader's only
    expect((await get(streamed, 'po@demo.test', up.url)).statusCode).toBe(404);
    expect((await streamed.inject({ method: 'GET', url: up.url })).statusCode).toBe(401);
  });

  it('refuses an upload larger than its link allows with 413, leaving nothing in the bucket', async () => {
    const link = await t.call('bo@demo.test', fileRoutes.uploadLink, {
      contentType: 'application/pdf',
      purpose: 'BRAND_FILE',
      fileName: 'small.pdf',
      size: 10,
    });
    const up = await postUpload(via(streamed), 'bo@demo.test', link.body.data.fields, file);
    expect(up.status).toBe(413);
    expect(await createS3Storage(s3.config).get(link.body.data.fields.key)).toBeNull();
  });

  it('with signed downloads, redirects to a 60-second bucket URL after the access checks', async () => {
    const up = await uploadAs(via(signed), 'bo@demo.test', 'BRAND_FILE', file);
    expect((await get(signed, 'po@demo.test', up.url)).statusCode).toBe(404);
    expect((await signed.inject({ method: 'GET', url: up.url })).statusCode).toBe(401);

    const dl = await get(signed, 'bo@demo.test', up.url);
    expect(dl.statusCode).toBe(302);
    const location = new URL(dl.headers.location as string);
    expect(location.origin).toBe(s3.config.endpoint);
    expect(location.searchParams.get('X-Amz-Expires')).toBe('60');
    const res = await fetch(location);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(Buffer.from(PDF));
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(DISPOSITION);
  });
});
