import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { FILE_MESSAGES, fileRoutes, formatFileSize, type RouteInput } from '@crm/contracts';
import { startTestApp, testDatabases, userId, type TestApp } from '../../test/harness.js';
import { createPolicySigner, uploadSecret } from './policy.js';
import { postUpload, type TestFile } from '../../test/uploads.js';

const PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

describe('the upload-link key', () => {
  const policy = {
    key: 'brand/1/a.pdf',
    fileName: 'a.pdf',
    contentType: 'application/pdf',
    purpose: 'BRAND_FILE' as const,
    maxSize: 10,
    userId: 1,
    expiresAt: Date.now() + 60_000,
  };
  const dir = () => mkdtempSync(path.join(os.tmpdir(), 'crm-key-'));

  it('is derived from a shared JWT_SECRET, so a link signed by one copy verifies on another', () => {
    const [a, b] = [dir(), dir()].map((d) => createPolicySigner(uploadSecret(d, 'k'.repeat(32))));
    const { policy: p, signature } = a.sign(policy);
    expect(b.verify(p, signature)).toEqual(policy);
    expect(createPolicySigner(uploadSecret(dir(), 'o'.repeat(32))).verify(p, signature)).toBeNull();
  });

  it('without JWT_SECRET is kept per data folder: another folder’s copy refuses the link', () => {
    const { policy: p, signature } = createPolicySigner(uploadSecret(dir())).sign(policy);
    expect(createPolicySigner(uploadSecret(dir())).verify(p, signature)).toBeNull();
  });
});

describe.each(testDatabases('both'))('file uploads and brand files on %s', (kind) => {
  let t: TestApp;
  let brandId: number;
  beforeAll(async () => {
    t = await startTestApp(kind, { brands: 200, pairings: 200 });
    const boId = await userId(t.db, 'bo@demo.test');
    const { rows } = await t.db.execute<{ brand_id: number }>(
      sql`select brand_id from brand_owners where user_id = ${boId} order by brand_id limit 1`,
    );
    brandId = rows[0].brand_id;
  });
  afterAll(() => t?.close());

  type LinkQuery = RouteInput<typeof fileRoutes.uploadLink>;
  const link = (email: string, q: LinkQuery) => t.call(email, fileRoutes.uploadLink, q);
  const upload = (email: string, fields: Record<string, string>, file?: TestFile) =>
    postUpload(t, email, fields, file);
  const fileRows = async () =>
    (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from files`)).rows[0].n;
  const storedFiles = () => {
    const root = path.join(t.dataDir, 'files');
    return existsSync(root)
      ? (readdirSync(root, { recursive: true }) as string[]).filter((f) => /\.[a-z0-9]+$/.test(f))
          .length
      : 0;
  };

  it('uploads through a signed link, attaches to a brand, lists, downloads the same bytes with a safe type, and removal hides it', async () => {
    const l = await link('bo@demo.test', {
      contentType: 'application/pdf',
      purpose: 'BRAND_FILE',
      fileName: 'Rate card 2026.pdf',
    });
    expect(l.status).toBe(200);
    expect(l.body.data).toMatchObject({
      url: '/api/files/upload',
      fileName: 'Rate card 2026.pdf',
      maxSize: 100 * 1024 * 1024,
      fields: { 'Content-Type': 'application/pdf' },
    });
    expect(l.body.data.fields.key).toMatch(/^brand_file\/\d{4}-\d{2}\/[0-9a-f-]{36}\.pdf$/);
    expect(Date.parse(l.body.data.expiresAt) - Date.now()).toBeGreaterThan(14 * 60_000);

    const up = await upload('bo@demo.test', l.body.data.fields, {
      name: 'Rate card 2026.pdf',
      type: 'application/pdf',
      bytes: PDF,
    });
    expect(up.status).toBe(200);
    expect(up.body.data.url).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/); // unguessable, not the sequential id
    expect(up.body.data).toMatchObject({
      size: PDF.length,
      contentType: 'application/pdf',
      fileName: 'Rate card 2026.pdf',
    });
    const fileId = up.body.data.fileId;
    expect(readFileSync(path.join(t.dataDir, 'files', l.body.data.fields.key))).toEqual(
      Buffer.from(PDF),
    );

    // the same link cannot be used twice
    const again = await upload('bo@demo.test', l.body.data.fields, {
      name: 'x.pdf',
      type: 'application/pdf',
      bytes: PDF,
    });
    expect(again.status).toBe(409);

    const att = await t.call('bo@demo.test', fileRoutes.attach, { brandId, fileId });
    expect(att.status).toBe(200);
    expect(att.body.data).toMatchObject({
      fileId,
      fileName: 'Rate card 2026.pdf',
      size: PDF.length,
      fileType: 'pdf',
      canDelete: true,
    });

    const listed = (await t.call('po@demo.test', fileRoutes.brandFiles, { brandId })).body.data;
    expect(listed.files.map((f: { fileId: number }) => f.fileId)).toContain(fileId);
    expect(listed.files[0]).toMatchObject({
      fileId,
      uploadedBy: { userName: 'Aarav Mehta' },
      canDelete: true,
    });
    expect(
      (await t.call('po@demo.test', fileRoutes.brandFiles, { brandId, type: 'docs' })).body.data
        .totalNoOfEntries,
    ).toBe(1);
    expect(
      (await t.call('po@demo.test', fileRoutes.brandFiles, { brandId, type: 'media' })).body.data
        .totalNoOfEntries,
    ).toBe(0);
    expect(
      (
        await t.call('po@demo.test', fileRoutes.brandFiles, {
          brandId,
          searchFor: 'rate CARD',
        })
      ).body.data.totalNoOfEntries,
    ).toBe(1);
    expect(
      (await t.call('po@demo.test', fileRoutes.brandFiles, { brandId, searchFor: 'nothing' })).body
        .data.totalNoOfEntries,
    ).toBe(0);
    // a legal user (not an owner) sees it but may not delete it; HR may not read brand files at all
    expect(
      (await t.call('lg@demo.test', fileRoutes.brandFiles, { brandId })).body.data.files[0]
        .canDelete,
    ).toBe(false);
    expect((await t.call('hr@demo.test', fileRoutes.brandFiles, { brandId })).status).toBe(403);
    // raw: a stored file's download URL has its id in the path, outside the catalogue
    expect((await t.raw('hr@demo.test', 'GET', up.body.data.url)).status).toBe(403);
    expect((await t.raw('lg@demo.test', 'GET', `/api/files/${fileId}`)).status).toBe(400); // the sequential id is no link

    const dl = await t.app.inject({
      method: 'GET',
      url: up.body.data.url,
      headers: { authorization: await t.auth('lg@demo.test') },
    });
    expect(dl.statusCode).toBe(200);
    expect(dl.rawPayload).toEqual(Buffer.from(PDF));
    expect(dl.headers['content-type']).toBe('application/pdf');
    expect(dl.headers['x-content-type-options']).toBe('nosniff');
    expect(dl.headers['content-disposition']).toBe(
      `attachment; filename="Rate card 2026.pdf"; filename*=UTF-8''Rate%20card%202026.pdf`,
    );
    expect((await t.raw(null, 'GET', up.body.data.url)).status).toBe(401); // raw: the download URL

    const refused = await t.call('lg@demo.test', fileRoutes.remove, { fileId });
    expect(refused.status).toBe(403);
    const rm = await t.call('po@demo.test', fileRoutes.remove, { fileId });
    expect(rm.body.data.message).toBe(FILE_MESSAGES.deleted);
    expect(
      (await t.call('po@demo.test', fileRoutes.brandFiles, { brandId })).body.data.files.map(
        (f: { fileId: number }) => f.fileId,
      ),
    ).not.toContain(fileId);
    const gone = await t.raw('bo@demo.test', 'GET', up.body.data.url); // raw: the download URL
    expect(gone).toEqual({
      status: 404,
      body: { error: 'FILE_NOT_FOUND', message: FILE_MESSAGES.noFileFound },
    });
    expect((await t.call('po@demo.test', fileRoutes.remove, { fileId })).status).toBe(404);
    const { rows } = await t.db.execute<{ deleted: boolean }>(
      sql`select deleted_at is not null as deleted from files where id = ${fileId}`,
    );
    expect(rows[0].deleted).toBe(true); // soft delete
  });

  it('sends a stored text file as stored, with its length, even to a client that accepts compression', async () => {
    const text = new TextEncoder().encode('Sponsorship call notes. '.repeat(400));
    const l = await link('bo@demo.test', {
      contentType: 'text/plain',
      purpose: 'BRAND_FILE',
      fileName: 'notes.txt',
    });
    const up = await upload('bo@demo.test', l.body.data.fields, {
      name: 'notes.txt',
      type: 'text/plain',
      bytes: text,
    });
    expect(up.status).toBe(200);
    expect(
      (
        await t.call('bo@demo.test', fileRoutes.attach, {
          brandId,
          fileId: up.body.data.fileId,
        })
      ).status,
    ).toBe(200);
    const dl = await t.app.inject({
      method: 'GET',
      url: up.body.data.url,
      headers: {
        authorization: await t.auth('bo@demo.test'),
        'accept-encoding': 'gzip, deflate, br',
      },
    });
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-encoding']).toBeUndefined();
    expect(Number(dl.headers['content-length'])).toBe(text.length);
    expect(dl.rawPayload).toEqual(Buffer.from(text));
  });

  it('refuses bad signatures, expired or foreign links, wrong and dangerous types and oversized files, storing nothing', async () => {
    const rowsBefore = await fileRows();
    const bytesBefore = storedFiles();
    const good = (
      await link('bo@demo.test', {
        contentType: 'application/pdf',
        purpose: 'BRAND_FILE',
        fileName: 'deck.pdf',
        size: PDF.length,
      })
    ).body.data;
    const pdf = { name: 'deck.pdf', type: 'application/pdf', bytes: PDF };

    // tampered signature, tampered policy, swapped key
    expect(
      (
        await upload(
          'bo@demo.test',
          {
            ...good.fields,
            signature: good.fields.signature.replace(/^./, (c: string) => (c === 'A' ? 'B' : 'A')),
          },
          pdf,
        )
      ).status,
    ).toBe(403);
    const forged = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(good.fields.policy, 'base64url').toString()),
        maxSize: 10 ** 12,
      }),
    ).toString('base64url');
    expect((await upload('bo@demo.test', { ...good.fields, policy: forged }, pdf)).body.error).toBe(
      'INVALID_SIGNATURE',
    );
    expect(
      (await upload('bo@demo.test', { ...good.fields, key: 'brand_file/2026-01/other.pdf' }, pdf))
        .status,
    ).toBe(403);
    // someone else's link
    expect((await upload('po@demo.test', good.fields, pdf)).body.error).toBe('NOT_UPLOADER');
    // no fields before the file, no file
    expect((await upload('bo@demo.test', {}, pdf)).status).toBe(400);
    expect((await upload('bo@demo.test', good.fields)).status).toBe(400);
    // larger than the declared size (the link's limit)
    const big = await upload('bo@demo.test', good.fields, {
      ...pdf,
      bytes: new Uint8Array(PDF.length + 1),
    });
    expect(big).toEqual({
      status: 413,
      body: { error: 'FILE_TOO_LARGE', message: FILE_MESSAGES.tooLarge },
    });
    // a different extension or type than the link names
    expect((await upload('bo@demo.test', good.fields, { ...pdf, name: 'deck.html' })).status).toBe(
      415,
    );
    expect(
      (await upload('bo@demo.test', { ...good.fields, 'Content-Type': 'text/html' }, pdf)).status,
    ).toBe(415);

    // an expired link: signed by the server's own signer with a past expiry
    const expired = (
      await link('bo@demo.test', {
        contentType: 'text/plain',
        purpose: 'BRAND_FILE',
        fileName: 'a.txt',
      })
    ).body.data;
    const { createPolicySigner, uploadSecret } = await import('./policy.js');
    const signer = createPolicySigner(uploadSecret(t.dataDir));
    const p = signer.verify(expired.fields.policy, expired.fields.signature)!;
    expect(p).not.toBeNull();
    const old = signer.sign({ ...p, expiresAt: Date.now() - 1000 });
    const exp = await upload(
      'bo@demo.test',
      { ...expired.fields, ...old },
      { name: 'a.txt', type: 'text/plain', bytes: new Uint8Array([104, 105]) },
    );
    expect(exp).toEqual({
      status: 403,
      body: { error: 'LINK_EXPIRED', message: FILE_MESSAGES.linkExpired },
    });

    // links are refused for unsupported or mismatched types and for sizes over 100 MB
    const refusedLinks: [LinkQuery, number, string][] = [
      [{ contentType: 'text/html', fileName: 'page.html' }, 415, FILE_MESSAGES.formatNotSupported],
      [
        { contentType: 'image/svg+xml', fileName: 'logo.svg' },
        415,
        FILE_MESSAGES.formatNotSupported,
      ],
      [
        { contentType: 'application/javascript', fileName: 'x.js' },
        415,
        FILE_MESSAGES.formatNotSupported,
      ],
      [{ contentType: 'text/html', fileName: 'notes.txt' }, 415, FILE_MESSAGES.typeNotSupported],
      [
        { contentType: 'application/pdf', fileName: 'photo.png' },
        415,
        FILE_MESSAGES.typeNotSupported,
      ],
      [
        { contentType: 'application/pdf', fileName: 'noextension' },
        415,
        FILE_MESSAGES.formatNotSupported,
      ],
      [
        { contentType: 'application/pdf', fileName: 'big.pdf', size: 100 * 1024 * 1024 + 1 },
        413,
        FILE_MESSAGES.tooLarge,
      ],
      [{ contentType: 'application/pdf' }, 400, FILE_MESSAGES.fileNameAndTypeRequired],
      [{ fileName: 'a.pdf' }, 400, FILE_MESSAGES.fileNameAndTypeRequired],
    ];
    for (const [q, status, message] of refusedLinks) {
      const res = await link('bo@demo.test', q);
      expect(res.status, JSON.stringify(q)).toBe(status);
      expect(`${res.body.field ?? ''} ${res.body.message}`).toContain(message);
    }
    // raw: a purpose outside the catalogue's list
    const nope = await t.raw(
      'bo@demo.test',
      'GET',
      '/api/files/upload-link?contentType=application%2Fpdf&fileName=a.pdf&purpose=NOPE',
    );
    expect(nope.status).toBe(400);
    expect(`${nope.body.field ?? ''} ${nope.body.message}`).toContain('purpose');
    expect(await fileRows()).toBe(rowsBefore);
    expect(storedFiles()).toBe(bytesBefore);
  });

  it('a validly signed policy whose key escapes the storage root is a 400, storing nothing', async () => {
    const signer = createPolicySigner(uploadSecret(t.dataDir));
    const boId = await userId(t.db, 'bo@demo.test');
    const before = await fileRows();
    for (const key of ['../escape.pdf', 'brand_file/../../x.pdf', '/etc/x.pdf']) {
      const { policy, signature } = signer.sign({
        key,
        fileName: 'x.pdf',
        contentType: 'application/pdf',
        purpose: 'BRAND_FILE',
        maxSize: 1000,
        userId: boId,
        expiresAt: Date.now() + 60_000,
      });
      const res = await upload(
        'bo@demo.test',
        { key, policy, signature, 'Content-Type': 'application/pdf' },
        { name: 'x.pdf', type: 'application/pdf', bytes: PDF },
      );
      expect(res.status, key).toBe(400);
      expect(res.body.error).toBe('INVALID_KEY');
    }
    expect(await fileRows()).toBe(before);
  });

  it('a path in the file name is cleaned, and a profile photo is not a brand file', async () => {
    const l = (
      await link('bo@demo.test', { contentType: 'image/png', fileName: '../../etc/passwd.png' })
    ).body.data;
    expect(l.fileName).toBe('passwd.png');
    expect(l.fields.key).toMatch(/^profile_photo\//); // default purpose PROFILE_PHOTO
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const up = await upload('bo@demo.test', l.fields, {
      name: 'passwd.png',
      type: 'image/png',
      bytes: png,
    });
    expect(up.status).toBe(200);
    // only the uploader can attach it; others get 403, unknown files 404, unknown brands 404
    expect(
      (
        await t.call('po@demo.test', fileRoutes.attach, {
          brandId,
          fileId: up.body.data.fileId,
        })
      ).status,
    ).toBe(403);
    expect(
      (await t.call('bo@demo.test', fileRoutes.attach, { brandId, fileId: 999_999_999 })).status,
    ).toBe(404);
    expect(
      (
        await t.call('bo@demo.test', fileRoutes.attach, {
          brandId: 999_999_999,
          fileId: up.body.data.fileId,
        })
      ).status,
    ).toBe(404);
    const media = await t.call('bo@demo.test', fileRoutes.attach, {
      brandId,
      fileId: up.body.data.fileId,
    });
    expect(media.body.data.fileType).toBe('png');
    expect(
      (
        await t.call('bo@demo.test', fileRoutes.brandFiles, { brandId, type: 'media' })
      ).body.data.files.map((f: { fileId: number }) => f.fileId),
    ).toEqual([up.body.data.fileId]);
    // attaching to a brand the uploader may not edit is refused; to another brand they own, a conflict
    const uploaderId = await userId(t.db, 'bo@demo.test');
    const { rows } = await t.db.execute<{ id: number }>(
      sql`select id from brands b where not exists (select 1 from brand_owners bo where bo.brand_id = b.id) order by id limit 1`,
    );
    expect(
      (
        await t.call('bo@demo.test', fileRoutes.attach, {
          brandId: rows[0].id,
          fileId: up.body.data.fileId,
        })
      ).status,
    ).toBe(403);
    const { rows: own } = await t.db.execute<{ id: number }>(
      sql`select brand_id as id from brand_owners where user_id = ${uploaderId} and brand_id <> ${brandId} order by brand_id limit 1`,
    );
    expect(
      (
        await t.call('bo@demo.test', fileRoutes.attach, {
          brandId: own[0].id,
          fileId: up.body.data.fileId,
        })
      ).status,
    ).toBe(409);
    expect(
      // raw: a file type outside the catalogue's list
      (await t.raw('bo@demo.test', 'POST', '/api/brand/files', { brandId, type: 'pictures' }))
        .status,
    ).toBe(400);
  });
});

// The storage drivers' own behaviour (unsafe keys, size limits, leftovers): storage/storage.test.ts.
describe('file sizes', () => {
  it('are shown in B, KB, MB and GB', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatFileSize(3.2 * 1024 ** 3)).toBe('3.2 GB');
  });
});
