import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { NOTE_MESSAGES, noteRoutes } from '@crm/contracts';
import { startTestApp, testDatabases, userId, type TestApp } from '../../test/harness.js';

/** brand_notes rows, in full, so that a refused call can be shown to change nothing. */
async function notesFingerprint(t: TestApp) {
  const { rows } = await t.db.execute<{ f: string }>(
    sql`select count(*) || ':' || md5(coalesce(string_agg(concat_ws(',', id, brand_id, poc_id, user_id, title, is_private, updated_at, deleted_at), ';' order by id), '')) as f from brand_notes`,
  );
  return rows[0].f;
}

const ids = (notes: { id: number }[]) => notes.map((n) => n.id);

describe.each(testDatabases())('POC notes on %s', (kind) => {
  let t: TestApp;
  let brandId: number;
  let pocId: number;
  let foreignPocId: number;
  let otherBo: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    const boId = await userId(t.db, 'bo@demo.test');
    const { rows } = await t.db.execute<{ brand_id: number; poc_id: number }>(
      sql`select p.brand_id, p.id as poc_id from pocs p join brand_owners bo on bo.brand_id = p.brand_id
        where bo.user_id = ${boId} and p.removed_at is null order by p.brand_id, p.id limit 1`,
    );
    [{ brand_id: brandId, poc_id: pocId }] = rows;
    const { rows: foreign } = await t.db.execute<{ id: number }>(
      sql`select id from pocs where brand_id <> ${brandId} and removed_at is null order by id limit 1`,
    );
    foreignPocId = foreign[0].id;
    const { rows: bos } = await t.db.execute<{ email: string }>(
      sql`select email from users where 'BO' = any(roles) and status = 'ACTIVE' and email <> 'bo@demo.test' order by id limit 1`,
    );
    otherBo = bos[0].email;
  });
  afterAll(() => t?.close());

  const list = (email: string, body: object = {}) =>
    t.call(email, noteRoutes.list, { brandId, count: 100, ...body });
  const create = (email: string, body: object) =>
    t.call(email, noteRoutes.create, { brandId, title: 'T', description: 'D', ...body });
  const users = (email: string, q: object = {}) =>
    t.call(email, noteRoutes.pocUsers, { brandId, pocId, ...q });

  it('a POC note is listed on its POC only, a brand note on the brand only; authors per POC', async () => {
    const pocNote = (await create('bo@demo.test', { pocId, title: 'Met the CMO' })).body.data
      .notes[0];
    expect(pocNote).toMatchObject({ pocId, brandId, title: 'Met the CMO', canEdit: true });
    const brandNote = (await create('bo@demo.test', { title: 'Brand plan' })).body.data.notes[0];
    expect(brandNote.pocId).toBeNull();

    const onPoc = (await list('bo@demo.test', { pocId })).body.data;
    expect(ids(onPoc.notes)).toContain(pocNote.id);
    expect(ids(onPoc.notes)).not.toContain(brandNote.id);
    expect(onPoc.notes.every((n) => n.pocId === pocId)).toBe(true);
    const onBrand = (await list('bo@demo.test')).body.data;
    expect(ids(onBrand.notes)).toContain(brandNote.id);
    expect(ids(onBrand.notes)).not.toContain(pocNote.id);

    const authors = (await users('po@demo.test')).body.data;
    expect(authors.users).toEqual([
      expect.objectContaining({ userId: await userId(t.db, 'bo@demo.test'), noteCount: 1 }),
    ]);
    // the brand's authors count brand notes only
    const brandAuthors = await t.call('po@demo.test', noteRoutes.users, { brandId });
    const bo = brandAuthors.body.data.users.find((u) => u.userId === pocNote.author.userId);
    const brandCount = onBrand.notes.filter(
      (n: { author: { userId: number }; isPrivate: boolean }) =>
        n.author.userId === pocNote.author.userId && !n.isPrivate,
    ).length;
    expect(bo?.noteCount).toBe(brandCount);
    // the optional pocId of the brand's users route answers the same as the POC route
    expect((await t.call('po@demo.test', noteRoutes.users, { brandId, pocId })).body.data).toEqual(
      authors,
    );
  });

  it('a private POC note is its author’s only: another BO or an ADMIN neither reads nor removes it', async () => {
    const secret = (await create('bo@demo.test', { pocId, title: 'Her budget', isPrivate: true }))
      .body.data.notes[0];
    const pub = (await create('bo@demo.test', { pocId, title: 'Open note' })).body.data.notes[0];
    for (const other of [otherBo, 'admin@demo.test']) {
      const seen = ids((await list(other, { pocId })).body.data.notes);
      expect(seen).toContain(pub.id);
      expect(seen).not.toContain(secret.id);
      const before = await notesFingerprint(t);
      expect((await t.call(other, noteRoutes.pocRemove, { noteIds: [secret.id] })).status).toBe(
        404,
      );
      expect((await t.call(other, noteRoutes.pocRemove, { noteIds: [pub.id] })).status).toBe(403);
      expect(await notesFingerprint(t)).toBe(before);
    }
    const authors = (await users(otherBo)).body.data.users;
    const countOf = (us: { userId: number; noteCount: number }[]) =>
      us.find((u) => u.userId === pub.author.userId)?.noteCount ?? 0;
    const own = countOf((await users('bo@demo.test')).body.data.users);
    expect(own - countOf(authors)).toBe(1); // the private one is counted for its author only
  });

  it('removal hides a POC note and Undo brings it back, by its author only', async () => {
    const note = (await create('bo@demo.test', { pocId, title: 'To remove' })).body.data.notes[0];
    const del = await t.call('bo@demo.test', noteRoutes.pocRemove, { noteIds: [note.id] });
    expect([del.status, del.body.data.message]).toEqual([200, NOTE_MESSAGES.deleted]);
    expect(ids((await list('bo@demo.test', { pocId })).body.data.notes)).not.toContain(note.id);
    // removed twice: it is gone already
    expect(
      (await t.call('bo@demo.test', noteRoutes.pocRemove, { noteIds: [note.id] })).status,
    ).toBe(404);
    // another user cannot undo it
    expect(
      (await t.call('admin@demo.test', noteRoutes.restore, { noteIds: [note.id] })).status,
    ).toBe(403);
    const undo = await t.call('bo@demo.test', noteRoutes.restore, { noteIds: [note.id] });
    expect(undo.status).toBe(200);
    expect(undo.body.data).toMatchObject({
      message: NOTE_MESSAGES.restored,
      notes: [{ id: note.id, pocId, title: 'To remove', createdAt: note.createdAt }],
    });
    expect(ids((await list('bo@demo.test', { pocId })).body.data.notes)).toContain(note.id);
    // a standing note cannot be "restored"
    expect((await t.call('bo@demo.test', noteRoutes.restore, { noteIds: [note.id] })).status).toBe(
      404,
    );
    // the POC removal route names POC notes only; the brand route removes either
    const brandNote = (await create('bo@demo.test', { title: 'Brand' })).body.data.notes[0];
    expect(
      (await t.call('bo@demo.test', noteRoutes.pocRemove, { noteIds: [brandNote.id] })).status,
    ).toBe(404);
    expect((await t.call('bo@demo.test', noteRoutes.remove, { noteIds: [note.id] })).status).toBe(
      200,
    );
  });

  it('refuses a POC of another brand, a removed POC, bad ids and NUL bytes, changing nothing', async () => {
    const before = await notesFingerprint(t);
    for (const res of [
      await create('bo@demo.test', { pocId: foreignPocId }),
      await list('bo@demo.test', { pocId: foreignPocId }),
      await users('bo@demo.test', { pocId: foreignPocId }),
      await create('bo@demo.test', { pocId: 999_999_999 }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'POC_NOT_FOUND', message: NOTE_MESSAGES.pocNotFound });
    }
    const bad: [string, Promise<{ status: number; body: { field?: string } }>][] = [
      ['pocId', create('bo@demo.test', { pocId: 'abc' })],
      ['pocId', create('bo@demo.test', { pocId: -3 })],
      ['pocId', list('bo@demo.test', { pocId: 1.5 })],
      ['pocId', t.raw('bo@demo.test', 'GET', `/api/brand/poc/notes/users?brandId=${brandId}`)],
      ['title', create('bo@demo.test', { pocId, title: 'a\u0000b' })],
      ['noteIds', t.call('bo@demo.test', noteRoutes.pocRemove, { noteIds: [0] })],
      ['noteIds', t.call('bo@demo.test', noteRoutes.restore, { noteIds: [] })],
    ];
    for (const [field, call] of bad) {
      const res = await call;
      expect(res.status, field).toBe(400);
      expect(res.body.field).toContain(field);
    }
    expect(await notesFingerprint(t)).toBe(before);

    await t.db.execute(sql`update pocs set removed_at = now() where id = ${pocId}`);
    try {
      expect((await create('bo@demo.test', { pocId })).status).toBe(404);
    } finally {
      await t.db.execute(sql`update pocs set removed_at = null where id = ${pocId}`);
    }
  });
});
