import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  API_TOKEN_MESSAGES,
  API_TOKEN_RATE_LIMIT,
  apiTokenRoutes,
  auditRoutes,
  boardRoutes,
  pairingRoutes,
  routeRequest,
  sessionRoutes,
  userAdminRoutes,
  type RouteDefinition,
  type RouteInput,
} from '@crm/contracts';
import {
  startTestApp,
  testDatabases,
  unrelatedBo,
  userId,
  type TestApp,
} from '../../../test/harness.js';

/** Personal API tokens (issue 42 §1): scopes, role rules, revocation, expiry, the lifetime cap, the rate limit, the audit trail. */
describe.each(testDatabases('both'))('API tokens on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { brands: 60, pairings: 60 });
  }, 120_000);
  afterAll(() => t?.close());

  /** Calls `def` with `input` as the bearer of `token` (an `sdk_` secret); answers the status, headers and JSON. */
  const withToken = async <D extends RouteDefinition>(
    token: string,
    def: D,
    input: RouteInput<D>,
    address = '10.42.0.1',
  ) => {
    const { method, url, body } = routeRequest(def, input);
    const res = await t.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${token}` },
      payload: body as object | undefined,
      remoteAddress: address,
    });
    return { status: res.statusCode, headers: res.headers, body: res.json() };
  };
  /** A new token of `email`: its id and secret. */
  const make = async (
    email: string,
    name: string,
    scope: 'read' | 'write',
    expiresInDays: 30 | 90 | 365 | null = 30,
  ) => {
    const res = await t.call(email, apiTokenRoutes.create, { name, scope, expiresInDays });
    expect(res.status).toBe(200);
    return res.body.data;
  };

  it('makes a token whose secret is shown once (sdk_…, only its hash kept) and lists it with its last use', async () => {
    const made = await make('bo@demo.test', 'Finance sync', 'read', 90);
    expect(made.token).toMatch(/^sdk_[A-Za-z0-9_-]{43}$/);
    expect(made.message).toBe(API_TOKEN_MESSAGES.created('Finance sync'));
    const { rows } = await t.db.execute<Record<string, unknown>>(
      sql`select * from api_tokens where id = ${made.id}`,
    );
    expect(Object.values(rows[0]!).map(String)).not.toContain(made.token);
    expect(rows[0]!.secret_hash).toMatch(/^[0-9a-f]{64}$/);

    expect((await withToken(made.token, sessionRoutes.list, {})).status).toBe(200);
    const mineOf = async () =>
      (await t.call('bo@demo.test', apiTokenRoutes.list, {})).body.data.tokens;
    // the last use is written after the answer
    await expect
      .poll(async () => (await mineOf()).find((k) => k.id === made.id)?.lastUsedAt)
      .toBeTruthy();
    const listed = await mineOf();
    const mine = listed.find((k) => k.id === made.id)!;
    expect(mine).toMatchObject({
      name: 'Finance sync',
      scope: 'read',
      hint: made.token.slice(-4),
      lastUsedAddress: '10.42.0.1',
      revokedAt: null,
    });
    expect(mine.lastUsedAt).not.toBeNull();
    const days = (Date.parse(mine.expiresAt!) - Date.parse(mine.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(90, 3);
    expect(JSON.stringify(listed)).not.toContain(made.token);
    // another user's list does not show it; the admins' does, with its user
    const other = (await t.call('po@demo.test', apiTokenRoutes.list, {})).body.data.tokens;
    expect(other.map((k) => k.id)).not.toContain(made.id);
    const all = (await t.call('admin@demo.test', apiTokenRoutes.all, {})).body.data.tokens;
    expect(all.find((k) => k.id === made.id)?.userId).toBe(await userId(t.db, 'bo@demo.test'));
    expect((await t.call('bo@demo.test', apiTokenRoutes.all, {})).status).toBe(403);
  });

  it('acts as its user with that user’s rules: a BO’s token reads that BO’s board, and moves no one else’s pairing', async () => {
    const { rows } = await t.db.execute<{ ei_id: number; brand_id: number }>(
      sql`select ei_id, brand_id from pairings order by id limit 1`,
    );
    const pairing = { eiId: Number(rows[0]!.ei_id), brandId: Number(rows[0]!.brand_id) };
    // a brand owner who does not own the pairing's brand, leads no team and owns no event inventory
    const stranger = await unrelatedBo(t.db, pairing.brandId);
    const write = await make(stranger.email, 'Planning sheet', 'write');
    const asSession = await t.call(stranger.email, boardRoutes.board, {});
    const asToken = await withToken(write.token, boardRoutes.board, {});
    expect(asToken.status).toBe(200);
    expect(asToken.body.data).toEqual(asSession.body.data);
    const cards = asToken.body.data.columns.flatMap(
      (c: { cards: { brandId: number }[] }) => c.cards,
    );
    expect(cards.map((c: { brandId: number }) => c.brandId)).not.toContain(pairing.brandId);
    const moved = await withToken(write.token, pairingRoutes.updateStage, {
      ...pairing,
      stage: 'IN_PROGRESS',
    });
    expect(moved.status).toBe(403);
    // an admin's route stays an admin's
    expect((await withToken(write.token, auditRoutes.list, {})).status).toBe(403);
  });

  it('a read-only token reads but gets 403 on every write; tokens cannot make or revoke tokens', async () => {
    const read = await make('po@demo.test', 'BI export', 'read');
    expect((await withToken(read.token, boardRoutes.board, {})).status).toBe(200);
    const { rows } = await t.db.execute<{ ei_id: number; brand_id: number }>(sql`
      select ei_id, brand_id from pairings where status = 'ASSIGNED' order by id limit 1`);
    const before = await t.db.execute(sql`select stage from pairings order by id limit 1`);
    const refused = await withToken(read.token, pairingRoutes.updateStage, {
      eiId: Number(rows[0]!.ei_id),
      brandId: Number(rows[0]!.brand_id),
      stage: 'IN_PROGRESS',
    });
    expect(refused).toMatchObject({
      status: 403,
      body: { error: 'TOKEN_READ_ONLY', message: API_TOKEN_MESSAGES.readOnly },
    });
    expect((await t.db.execute(sql`select stage from pairings order by id limit 1`)).rows).toEqual(
      before.rows,
    );
    // a POST that only reads is allowed; a route outside the catalogue's reads is refused
    expect(
      (await withToken(read.token, pairingRoutes.assignedList, { eiId: Number(rows[0]!.ei_id) }))
        .status,
    ).toBe(200);
    const write = await make('po@demo.test', 'Automation', 'write');
    const minted = await withToken(write.token, apiTokenRoutes.create, {
      name: 'Forever',
      scope: 'write',
      expiresInDays: null,
    });
    expect(minted).toMatchObject({ status: 403, body: { error: 'API_TOKEN_NOT_ALLOWED' } });
    const revokedByToken = await withToken(write.token, apiTokenRoutes.revoke, { id: read.id });
    expect(revokedByToken.status).toBe(403);
  });

  it('revoked at once: 401 on the next call; a stranger’s revoke is 404; an admin revokes anyone’s', async () => {
    const first = await make('sme@demo.test', 'Sheet', 'write');
    expect((await withToken(first.token, sessionRoutes.list, {})).status).toBe(200);
    const stranger = await t.call('bo@demo.test', apiTokenRoutes.revoke, { id: first.id });
    expect(stranger).toMatchObject({ status: 404, body: { error: 'API_TOKEN_NOT_FOUND' } });
    const gone = await t.call('sme@demo.test', apiTokenRoutes.revoke, { id: first.id });
    expect(gone).toMatchObject({
      status: 200,
      body: { data: { message: API_TOKEN_MESSAGES.revoked('Sheet') } },
    });
    expect(await withToken(first.token, sessionRoutes.list, {})).toMatchObject({
      status: 401,
      body: { error: 'UNAUTHORIZED', message: API_TOKEN_MESSAGES.invalid },
    });
    const again = await t.call('sme@demo.test', apiTokenRoutes.revoke, { id: first.id });
    expect(again.body.data?.message).toBe(API_TOKEN_MESSAGES.alreadyRevoked);

    const second = await make('sme@demo.test', 'Second', 'read');
    expect((await withToken(second.token, sessionRoutes.list, {})).status).toBe(200);
    expect((await t.call('admin@demo.test', apiTokenRoutes.revoke, { id: second.id })).status).toBe(
      200,
    );
    expect((await withToken(second.token, sessionRoutes.list, {})).status).toBe(401);
    // three revokes at once: each answers, one revokes, one audit record
    const third = await make('sme@demo.test', 'Third', 'read');
    const answers = await Promise.all(
      [0, 1, 2].map(() => t.call('sme@demo.test', apiTokenRoutes.revoke, { id: third.id })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const { rows } = await t.db.execute(sql`
      select 1 from audit_log where action = 'api_token.revoke' and entity_id = ${String(third.id)}`);
    expect(rows).toHaveLength(1);
    // malformed ids and unknown ones
    expect((await t.raw('sme@demo.test', 'DELETE', '/api/user/tokens/abc')).status).toBe(400);
    expect((await t.raw('sme@demo.test', 'DELETE', '/api/user/tokens/99999999')).status).toBe(404);
  });

  it('expired, unknown and malformed secrets get 401; a deactivated user’s tokens are revoked for good', async () => {
    const made = await make('ops@demo.test', 'Old', 'read');
    await t.db.execute(
      sql`update api_tokens set expires_at = now() - interval '1 second' where id = ${made.id}`,
    );
    for (const secret of [made.token, `sdk_${'A'.repeat(43)}`, 'sdk_\u0000', 'sdk_'])
      expect((await withToken(secret, sessionRoutes.list, {})).status).toBe(401);

    const live = await make('fi@demo.test', 'Finance', 'write');
    const fiId = await userId(t.db, 'fi@demo.test');
    const off = await t.call('admin@demo.test', userAdminRoutes.deactivate, {
      usersIds: [fiId],
      mode: 'DEACTIVATE',
      reason: 'Left the company',
    });
    expect(off.status).toBe(200);
    expect((await withToken(live.token, sessionRoutes.list, {})).status).toBe(401);
    const on = await t.call('admin@demo.test', userAdminRoutes.deactivate, {
      usersIds: [fiId],
      mode: 'REACTIVATE',
    });
    expect(on.status).toBe(200);
    expect((await withToken(live.token, sessionRoutes.list, {})).status).toBe(401);
  });

  it('the admins’ cap on a lifetime refuses longer tokens and tokens that never expire', async () => {
    expect((await t.call('bo@demo.test', apiTokenRoutes.savePolicy, { maxDays: 30 })).status).toBe(
      403,
    );
    expect(
      (await t.call('admin@demo.test', apiTokenRoutes.savePolicy, { maxDays: 90 })).status,
    ).toBe(200);
    try {
      expect((await t.call('bo@demo.test', apiTokenRoutes.policy, {})).body.data).toEqual({
        maxDays: 90,
      });
      const long = await t.call('bo@demo.test', apiTokenRoutes.create, {
        name: 'Long',
        scope: 'read',
        expiresInDays: 365,
      });
      expect(long).toMatchObject({
        status: 400,
        body: { error: 'API_TOKEN_TOO_LONG', message: API_TOKEN_MESSAGES.overCap(90) },
      });
      const never = await t.call('bo@demo.test', apiTokenRoutes.create, {
        name: 'Never',
        scope: 'read',
        expiresInDays: null,
      });
      expect(never.body.message).toBe(API_TOKEN_MESSAGES.noExpiryNotAllowed(90));
      expect((await make('bo@demo.test', 'Fits', 'read', 90)).token).toMatch(/^sdk_/);
      for (const bad of [
        { name: '', scope: 'read', expiresInDays: 30 },
        { name: 'x', scope: 'admin', expiresInDays: 30 },
        { name: 'x', scope: 'read', expiresInDays: 31 },
        { name: 'x\u0000', scope: 'read', expiresInDays: 30 },
        { name: 'x', scope: 'read', expiresInDays: 30, userId: 1 },
      ])
        expect((await t.raw('bo@demo.test', 'POST', '/api/user/tokens', bad)).status).toBe(400);
    } finally {
      await t.call('admin@demo.test', apiTokenRoutes.savePolicy, { maxDays: null });
    }
  });

  it('every write made with a token is in the audit trail with the token’s name; reads are not', async () => {
    const write = await make('admin@demo.test', 'Admin script', 'write');
    const boId = await userId(t.db, 'bo@demo.test');
    const res = await withToken(write.token, sessionRoutes.signOutUser, { userId: boId });
    expect(res.status).toBe(200);
    await withToken(write.token, sessionRoutes.list, {});
    const records = async () =>
      (
        await t.db.execute<{ after: Record<string, unknown>; actor_id: number }>(sql`
          select after, actor_id from audit_log
          where action = 'api_token.write' and entity_id = ${String(write.id)}`)
      ).rows;
    // written once the answer has gone
    await expect.poll(async () => (await records()).length).toBe(1);
    const rows = await records();
    expect(rows[0]!.after).toEqual({
      name: 'Admin script',
      method: 'POST',
      route: '/api/admin/users/sign-out',
      status: 200,
    });
    expect(Number(rows[0]!.actor_id)).toBe(await userId(t.db, 'admin@demo.test'));
  });

  it('limits each token to its rate (429 with Retry-After), apart from other tokens and sessions', async () => {
    const busy = await make('po@demo.test', 'Busy', 'read');
    const calm = await make('po@demo.test', 'Calm', 'read');
    const answers = [];
    for (let i = 0; i < API_TOKEN_RATE_LIMIT.max; i++)
      answers.push((await withToken(busy.token, sessionRoutes.list, {})).status);
    expect(answers.every((s) => s === 200)).toBe(true);
    const over = await withToken(busy.token, sessionRoutes.list, {});
    expect(over.status).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.body.message).toBe(
      API_TOKEN_MESSAGES.rateLimited(Number(over.headers['retry-after'])),
    );
    expect((await withToken(calm.token, sessionRoutes.list, {})).status).toBe(200);
    expect((await t.call('po@demo.test', sessionRoutes.list, {})).status).toBe(200);
  });
});
