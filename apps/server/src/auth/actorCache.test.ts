import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestApp, userId, type TestApp } from '../test/harness.js';
import { createActorCache } from './actorCache.js';

describe('actor cache (PGlite)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { brands: 100, pairings: 100 });
  });
  afterAll(() => t?.close());

  it('reuses a user’s roles for the TTL, then reads them again; an unknown or deactivated user is null', async () => {
    const id = await userId(t.db, 'sme@demo.test');
    const cache = createActorCache(t.db, 200);
    expect(
      (await cache.get({ userId: id, jti: 'a', issuedAt: Math.floor(Date.now() / 1000) }))?.roles,
    ).toEqual(['SME']);
    await t.db.execute(sql`update users set roles = '{SME,BO}' where id = ${id}`);
    expect(
      (await cache.get({ userId: id, jti: 'a', issuedAt: Math.floor(Date.now() / 1000) }))?.roles,
    ).toEqual(['SME']);
    await new Promise((r) => setTimeout(r, 250));
    expect(
      (await cache.get({ userId: id, jti: 'a', issuedAt: Math.floor(Date.now() / 1000) }))?.roles,
    ).toEqual(['SME', 'BO']);
    await t.db.execute(sql`update users set status = 'INACTIVE' where id = ${id}`);
    expect(await createActorCache(t.db, 0).get({ userId: id, jti: 'b', issuedAt: 0 })).toBeNull();
    expect(
      await createActorCache(t.db, 0).get({ userId: 999999, jti: 'c', issuedAt: 0 }),
    ).toBeNull();
  });
});
