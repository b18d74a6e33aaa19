import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  NOTE_MESSAGES,
  noteRoutes,
  type NoteCreateRequest,
  type NoteListRequest,
} from '@crm/contracts';
import {
  dbFingerprint,
  startTestApp,
  testDatabases,
  userId,
  type TestApp,
} from '../../test/harness.js';

/** brand_notes rows, in full, so that a refused call can be shown to change nothing. */
async function notesFingerprint(t: TestApp) {
  const { rows } = await t.db.execute<{ f: string }>(
    sql`select count(*) || ':' || md5(coalesce(string_agg(concat_ws(',', id, brand_id, poc_id, user_id, title, description, is_private, updated_at, deleted_at), ';' order by id), '')) as f from brand_notes`,
  );
  return `${await dbFingerprint(t.db)}#${rows[0].f}`;
}

describe.each(testDatabases())('brand notes on %s', (kind) => {
  let t: TestApp;
  let brandId: number;
  let boId: number;
  beforeAll(async () => {
    t = await startTestApp(kind);
    boId = await userId(t.db, 'bo@demo.test');
    const { rows } = await t.db.execute<{ brand_id: number }>(
      sql`select brand_id from brand_owners where user_id = ${boId} order by brand_id limit 1`,
    );
    brandId = rows[0].brand_id;
  });
  afterAll(() => t?.close());

  const list = (email: string, body: Partial<NoteListRequest> = {}) =>
    t.call(email, noteRoutes.list, { brandId, ...body });
  const create = (email: string, body: Omit<NoteCreateRequest, 'brandId'> & { brandId?: number }) =>
    t.call(email, noteRoutes.create, { brandId, ...body });

  it('the demo data has public and private notes written by brand owners', async () => {
    const { rows } = await t.db.execute<{
      pub: number;
      priv: number;
      strangers: number;
    }>(sql`select count(*) filter (where not is_private)::int as pub, count(*) filter (where is_private)::int as priv,
      count(*) filter (where not exists (select 1 from brand_owners bo where bo.brand_id = n.brand_id and bo.user_id = n.user_id))::int as strangers from brand_notes n`);
    expect(rows[0].pub).toBeGreaterThan(100);
    expect(rows[0].priv).toBeGreaterThan(20);
    expect(rows[0].strangers).toBe(0);
  });

  it('a private note is seen, edited and deleted by its author only — not by a PO or an ADMIN, who get 404', async () => {
    const made = await create('bo@demo.test', {
      title: '   Secret pricing',
      description: '\n  Floor is 12 Cr.  ',
      isPrivate: true,
    });
    expect(made.status).toBe(200);
    const note = made.body.data.notes[0];
    expect(note).toMatchObject({
      title: 'Secret pricing',
      description: 'Floor is 12 Cr.',
      isPrivate: true,
      canEdit: true,
      author: { userId: boId },
    });
    const pub = (
      await create('bo@demo.test', { title: 'Public plan', description: 'Cricket in Q3' })
    ).body.data.notes[0];
    expect(pub.isPrivate).toBe(false);

    const mine = (await list('bo@demo.test', { count: 100 })).body.data.notes.map(
      (n: { id: number }) => n.id,
    );
    expect(mine).toEqual(expect.arrayContaining([note.id, pub.id]));
    for (const other of ['po@demo.test', 'admin@demo.test', 'to@demo.test']) {
      const seen = (await list(other, { count: 100 })).body.data;
      expect(seen.notes.map((n: { id: number }) => n.id)).toContain(pub.id);
      expect(seen.notes.map((n: { id: number }) => n.id)).not.toContain(note.id);
      expect(
        seen.notes.every(
          (n: { isPrivate: boolean; author: { userId: number } }) =>
            !n.isPrivate || n.author.userId !== boId,
        ),
      ).toBe(true);
      expect(seen.notes.find((n: { id: number }) => n.id === pub.id)!.canEdit).toBe(false);
      // isPrivate: true shows only the caller's own private notes
      expect(
        (await list(other, { isPrivate: true, count: 100 })).body.data.notes.map(
          (n: { id: number }) => n.id,
        ),
      ).not.toContain(note.id);
    }

    const before = await notesFingerprint(t);
    for (const other of ['po@demo.test', 'admin@demo.test']) {
      const upd = await t.call(other, noteRoutes.update, {
        notes: [{ id: note.id, title: 'hacked' }],
      });
      expect(upd.status).toBe(404);
      expect(upd.body).toEqual({ error: 'NOTE_NOT_FOUND', message: NOTE_MESSAGES.notFound });
      const del = await t.call(other, noteRoutes.remove, { noteIds: [note.id] });
      expect(del.status).toBe(404);
      // the answer for someone else's private note is the same as for a note that does not exist
      expect((await t.call(other, noteRoutes.remove, { noteIds: [999_999_999] })).body).toEqual(
        del.body,
      );
      // a public note of another author: 403
      const updPub = await t.call(other, noteRoutes.update, {
        notes: [{ id: pub.id, description: 'changed' }],
      });
      expect(updPub.status).toBe(403);
      expect(updPub.body.error).toBe('NOT_NOTE_AUTHOR');
      expect((await t.call(other, noteRoutes.remove, { noteIds: [pub.id] })).status).toBe(403);
    }
    // all or nothing: one foreign note in a batch refuses the whole batch
    const own = (await create('po@demo.test', { title: 'PO note', description: 'mine' })).body.data
      .notes[0];
    const before2 = await notesFingerprint(t);
    expect(
      (
        await t.call('po@demo.test', noteRoutes.update, {
          notes: [
            { id: own.id, title: 'x' },
            { id: pub.id, title: 'y' },
          ],
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await t.call('po@demo.test', noteRoutes.remove, {
          noteIds: [own.id, note.id],
        })
      ).status,
    ).toBe(404);
    expect(await notesFingerprint(t)).toBe(before2);
    expect(before).not.toBe(before2); // (the PO's own note was added in between)

    // the author edits: making it public shows it to others
    const upd = await t.call('bo@demo.test', noteRoutes.update, {
      notes: [{ id: note.id, title: '  Pricing', isPrivate: false }],
    });
    expect(upd.status).toBe(200);
    expect(upd.body.data.notes[0]).toMatchObject({
      id: note.id,
      title: 'Pricing',
      description: 'Floor is 12 Cr.',
      isPrivate: false,
    });
    expect(
      (await list('po@demo.test', { count: 100 })).body.data.notes.map((n: { id: number }) => n.id),
    ).toContain(note.id);
    const del = await t.call('bo@demo.test', noteRoutes.remove, {
      noteIds: [note.id, pub.id],
    });
    expect(del.body.data.message).toBe(NOTE_MESSAGES.deleted);
    const { rows } = await t.db.execute(
      sql`select 1 from brand_notes where id in (${note.id}, ${pub.id}) and deleted_at is null`,
    );
    expect(rows).toHaveLength(0);
  });

  it('pages 10 at a time, newest first, with totals', async () => {
    for (let i = 0; i < 12; i++)
      await create('sme@demo.test', {
        title: `Note ${i}`,
        description: `d${i}`,
        isPrivate: i % 2 === 0,
      });
    const p1 = (await list('sme@demo.test', { userId: await userId(t.db, 'sme@demo.test') })).body
      .data;
    expect(p1.notes).toHaveLength(10);
    expect(p1).toMatchObject({ pageNo: 1, totalPages: 2, totalNoOfEntries: 12 });
    expect(p1.notes[0].title).toBe('Note 11');
    const p2 = (
      await list('sme@demo.test', { userId: await userId(t.db, 'sme@demo.test'), pageNo: 2 })
    ).body.data;
    expect(p2.notes.map((n: { title: string }) => n.title)).toEqual(['Note 1', 'Note 0']);
    // others see the 6 public ones only
    expect(
      (await list('bo@demo.test', { userId: await userId(t.db, 'sme@demo.test') })).body.data
        .totalNoOfEntries,
    ).toBe(6);
    const all = (await list('bo@demo.test', { count: 100 })).body.data.notes;
    const times = all.map((n: { createdAt: string }) => n.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('note users: the authors of visible notes, 50 a page, searchable', async () => {
    const res = await t.call('bo@demo.test', noteRoutes.users, { brandId });
    expect(res.status).toBe(200);
    const names = res.body.data.users.map((u) => u.userName);
    expect(names).toContain('Meera Nair'); // the SME wrote public notes above
    const sme = res.body.data.users.find((u) => u.userName === 'Meera Nair');
    expect(sme?.noteCount).toBe(6); // the SME's private ones are not counted for others
    const own = (await t.call('sme@demo.test', noteRoutes.users, { brandId, searchFor: 'meera' }))
      .body.data;
    expect(own.users).toEqual([expect.objectContaining({ userName: 'Meera Nair', noteCount: 12 })]);
    expect(own.totalNoOfEntries).toBe(1);
  });

  it('validates input with 400 naming the field, 404 for an unknown brand, and changes nothing', async () => {
    const before = await notesFingerprint(t);
    const bad: [string, 'PUT' | 'PATCH' | 'POST', string, unknown][] = [
      ['title', 'PUT', '/api/brand/notes', { brandId, title: '   ', description: 'x' }],
      ['title', 'PUT', '/api/brand/notes', { brandId, title: 'x'.repeat(201), description: 'x' }],
      [
        'description',
        'PUT',
        '/api/brand/notes',
        { brandId, title: 'ok', description: 'x'.repeat(5001) },
      ],
      ['description', 'PUT', '/api/brand/notes', { brandId, title: 'ok' }],
      [
        'isPrivate',
        'PUT',
        '/api/brand/notes',
        { brandId, title: 'ok', description: 'x', isPrivate: 'yes' },
      ],
      ['brandId', 'PUT', '/api/brand/notes', { brandId: -1, title: 'ok', description: 'x' }],
      ['notes', 'PATCH', '/api/brand/notes', { notes: [] }],
      ['title', 'PATCH', '/api/brand/notes', { notes: [{ id: 1 }] }],
      ['noteIds', 'POST', '/api/brand/notes/removal', { noteIds: ['a'] }],
      ['count', 'POST', '/api/brand/notes', { brandId, count: 1000 }],
    ];
    for (const [field, method, url, body] of bad) {
      const res = await t.raw('bo@demo.test', method, url, body);
      expect(res.status, `${method} ${url} ${JSON.stringify(body).slice(0, 80)}`).toBe(400);
      expect(res.body.field).toContain(field);
      expect(res.body.message).toMatch(/^[A-Z].*\.$/); // a sentence, not schema text
    }
    expect(
      (await create('bo@demo.test', { brandId: 999_999_999, title: 'x', description: 'y' })).status,
    ).toBe(404);
    expect((await list('bo@demo.test', { brandId: 999_999_999 })).status).toBe(404);
    expect((await t.call(null, noteRoutes.list, { brandId })).status).toBe(401);
    expect(await notesFingerprint(t)).toBe(before);
  });
});
