import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  adminBrandRoutes,
  auditRoutes,
  brandRoutes,
  referenceKindRoutes,
  sessionRoutes,
  userAdminRoutes,
  type AuditQuery,
  type AuditRecord,
} from '@crm/contracts';
import { startJobQueue } from '../../jobs/queue.js';
import { startTestApp, testDatabases, userId, type TestApp } from '../../test/harness.js';
import { RETENTION_JOB } from './retention.js';

const ADMIN = 'admin@demo.test';
const industry = referenceKindRoutes('industry');

/** The audit trail (issue 40 §6): written with each change, read by admins only, kept for its retention. */
describe.each(testDatabases('both'))('audit trail on %s', (kind) => {
  let t: TestApp;
  let adminId: number;
  beforeAll(async () => {
    // records are kept 30 days here, so the retention test needs no two-year-old rows
    t = await startTestApp(kind, { brands: 60, pairings: 60 }, { auditRetentionDays: 30 });
    adminId = await userId(t.db, ADMIN);
  }, 120_000);
  afterAll(() => t?.close());

  /** The admin's page of records for `q`; fails the test on a refusal. */
  const records = async (q: AuditQuery): Promise<AuditRecord[]> => {
    const res = await t.call(ADMIN, auditRoutes.list, q);
    expect(res.status).toBe(200);
    return res.body.data.records;
  };
  const count = async () =>
    Number(
      (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from audit_log`)).rows[0].n,
    );

  it('records a reference row created, edited (only the fields that changed) and removed, by whom and from where', async () => {
    const created = await t.call(ADMIN, industry.create, { name: 'Audit Ships' });
    expect(created.status).toBe(200);
    const id = created.body.data.row.id;
    expect(
      (await t.call(ADMIN, industry.update, { industryId: id, name: 'Audit Boats' })).status,
    ).toBe(200);
    expect((await t.call(ADMIN, industry.remove, { industryId: id })).status).toBe(200);
    const trail = await records({ entity: 'industry', entityId: String(id) });
    expect(trail.map((r) => r.action)).toEqual([
      'reference.remove',
      'reference.update',
      'reference.create',
    ]);
    expect(trail[1]).toMatchObject({
      actor: { userId: adminId, email: ADMIN },
      address: '127.0.0.1',
      before: { name: 'Audit Ships' },
      after: { name: 'Audit Boats' },
    });
    expect(trail[2].after).toMatchObject({ name: 'Audit Ships' });
    expect(trail[0].before).toMatchObject({ name: 'Audit Boats' });
    // removed since: no name to show but the one in the record's states
    expect(trail.map((r) => r.entityName)).toEqual([null, null, null]);
  });

  it('records an admin’s brand edit with the fields before and after', async () => {
    const [brand] = (
      await t.db.execute<{ id: number; name: string }>(
        sql`select id, name from brands order by id limit 1`,
      )
    ).rows;
    const edit = { brandId: Number(brand.id), brandName: `${brand.name} Audited` };
    expect((await t.call(ADMIN, adminBrandRoutes.edit, edit)).status).toBe(200);
    const [record] = await records({ action: 'brand.admin_edit', entityId: String(brand.id) });
    expect(record.before).toMatchObject({ brandName: brand.name });
    expect(record.after).toMatchObject({ brandName: `${brand.name} Audited` });
    expect(record.entityName).toBe(`${brand.name} Audited`);
  });

  it('a refused change leaves no record (the record is written in the change’s transaction)', async () => {
    await t.call(ADMIN, industry.create, { name: 'Audit Twice' });
    const before = await count();
    expect((await t.call(ADMIN, industry.create, { name: 'audit twice' })).status).toBe(409);
    expect(await count()).toBe(before);
  });

  it('records a role change as such, a deactivation and reactivation, and an admin’s sign-out everywhere', async () => {
    const lg = await userId(t.db, 'lg@demo.test');
    const profile = (await t.call(ADMIN, userAdminRoutes.profile, { userId: lg })).body.data;
    const edit = {
      userId: lg,
      firstName: profile.firstName,
      lastName: profile.lastName,
      email: profile.email,
      roles: [...profile.roles, 'SPT' as const],
      verticalId: profile.verticalId,
      designation: profile.designation,
      teamOwnerId: profile.teamOwnerId,
    };
    expect((await t.call(ADMIN, userAdminRoutes.update, { users: [edit] })).status).toBe(200);
    const off = { usersIds: [lg], mode: 'DEACTIVATE' as const, reason: 'Left the company' };
    expect((await t.call(ADMIN, userAdminRoutes.deactivate, off)).status).toBe(200);
    const on = { usersIds: [lg], mode: 'REACTIVATE' as const, reason: '' };
    expect((await t.call(ADMIN, userAdminRoutes.deactivate, on)).status).toBe(200);
    expect((await t.call(ADMIN, sessionRoutes.signOutUser, { userId: lg })).status).toBe(200);
    const trail = await records({ entity: 'user', entityId: String(lg), actorId: adminId });
    expect(trail.map((r) => r.action)).toEqual([
      'user.sign_out_everywhere',
      'user.reactivate',
      'user.deactivate',
      'user.role_change',
    ]);
    expect(trail[3]).toMatchObject({
      before: { roles: profile.roles },
      after: { roles: [...profile.roles, 'SPT'] },
    });
    expect(trail[2].after).toEqual({ status: 'INACTIVE', reason: 'Left the company' });
    expect(trail[0].entityName).toBe(`${profile.firstName} ${profile.lastName}`);
  });

  it('records sign-ins and failed sign-ins (an unknown address with no one behind it), never a password', async () => {
    const fail = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/auth',
        payload: { email, password: 'wrong-password-1' },
        remoteAddress: '10.20.30.40',
      });
    expect((await fail('mg@demo.test')).statusCode).toBe(401);
    expect((await fail('nobody@demo.test')).statusCode).toBe(401);
    const mg = await userId(t.db, 'mg@demo.test');
    const failed = await records({ action: 'auth.sign_in_failed' });
    expect(failed[0]).toMatchObject({
      actor: null,
      entityId: null,
      after: { email: 'nobody@demo.test' },
    });
    expect(failed[1]).toMatchObject({
      actor: { userId: mg },
      entityId: String(mg),
      address: '10.20.30.40',
    });
    await t.auth('mg@demo.test');
    expect((await records({ action: 'auth.sign_in', actorId: mg }))[0].entityId).toBe(String(mg));
    const stored = await t.db.execute<{ text: string }>(
      sql`select coalesce(before::text, '') || coalesce(after::text, '') as text from audit_log`,
    );
    expect(stored.rows.some((r) => /wrong-password|password_hash|argon2/.test(r.text))).toBe(false);
  });

  it('records who downloaded which list with its filters, and pages by keyset with filters by day', async () => {
    const csv = await t.call(ADMIN, brandRoutes.export, { columns: ['brandName'] });
    expect(csv.status).toBe(200);
    // recorded once the download has been sent (an onResponse hook): it may land just after the answer
    await expect.poll(async () => (await records({ action: 'export.download' })).length).toBe(1);
    const [download] = await records({ action: 'export.download' });
    expect(download).toMatchObject({
      actor: { userId: adminId },
      entity: 'list',
      entityId: '/api/brand/export',
      after: { filters: { columns: ['brandName'] } },
    });
    const first = await t.call(ADMIN, auditRoutes.list, { count: 2 });
    const next = await t.call(ADMIN, auditRoutes.list, {
      count: 2,
      cursor: first.body.data.nextCursor!,
    });
    const ids = [...first.body.data.records, ...next.body.data.records].map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(4);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    expect((await records({ from: today, to: today })).length).toBeGreaterThan(0);
    expect(await records({ to: '2020-01-01' })).toEqual([]);
    const bad = await t.call(ADMIN, auditRoutes.list, { from: today, to: '2020-01-01' });
    expect(bad.status).toBe(400);
    expect((await t.call(ADMIN, auditRoutes.list, { from: '2026-02-31' })).status).toBe(400);
  });

  it('downloads as CSV with the filters, formula-safe; non-admins get 403 and records cannot be changed or removed', async () => {
    await t.call(ADMIN, industry.create, { name: '=HYPERLINK("http://x")' });
    const csv = await t.call(ADMIN, auditRoutes.csv, { entity: 'industry' });
    expect(csv.status).toBe(200);
    const text = String(csv.body);
    expect(text).toContain('At (IST),Who,Email,Address,Action,Entity,Entity id,Name,Before,After');
    expect(text).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(text).toContain('reference.create');
    expect(text).not.toMatch(/(^|,)=HYPERLINK/m);
    expect(text).not.toContain('auth.sign_in');
    for (const who of ['bo@demo.test', 'mg@demo.test', 'hr@demo.test']) {
      expect((await t.call(who, auditRoutes.list, {})).status).toBe(403);
      expect((await t.call(who, auditRoutes.csv, {})).status).toBe(403);
    }
    for (const method of ['PATCH', 'DELETE', 'PUT'] as const)
      expect((await t.raw(ADMIN, method, '/api/admin/audit', {})).status).toBe(404);
  });

  it.runIf(kind === 'postgres')(
    'the same deactivation sent three times at once is recorded once',
    async () => {
      const fi = await userId(t.db, 'fi@demo.test');
      const off = { usersIds: [fi], mode: 'DEACTIVATE' as const, reason: 'Three at once' };
      const answers = await Promise.all(
        [1, 2, 3].map(() => t.call(ADMIN, userAdminRoutes.deactivate, off)),
      );
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      expect(await records({ action: 'user.deactivate', entityId: String(fi) })).toHaveLength(1);
    },
  );

  it('the retention job deletes records older than the retention, and keeps the rest', async () => {
    await t.db.execute(sql`
      insert into audit_log (at, action, entity) values (now() - interval '40 days', 'auth.sign_in', 'user')`);
    const before = await count();
    const jobs = await startJobQueue(t.database);
    try {
      await jobs.send(RETENTION_JOB, {}); // what each copy asks for every six hours; the app's worker runs it
      await expect.poll(count, { timeout: 15_000, interval: 200 }).toBe(before - 1);
    } finally {
      await jobs.stop();
    }
  });
});
