import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ROLE_CODES } from '@crm/contracts';
import { startTestApp, type TestApp } from './harness.js';

/** Roles that work the pipeline (spec 001 §6): PO any brand, BO own, TO team's; ADMIN as PO. */
const PIPELINE = new Set(['PO', 'BO', 'TO', 'ADMIN']);
/** Roles that may archive inventories and edit any event inventory. */
const INVENTORY_ADMIN = new Set(['PO', 'ADMIN']);

describe('role × route matrix (PGlite)', () => {
  let t: TestApp;
  let eiId: number;
  let inventoryId: number;
  beforeAll(async () => {
    t = await startTestApp('pglite', { brands: 150, assignments: 300 });
    const { rows } = await t.db.execute<{ id: number; inventory_id: number }>(sql`select id, inventory_id from event_inventories order by id limit 1`);
    eiId = rows[0].id;
    inventoryId = rows[0].inventory_id;
  });
  afterAll(() => t?.close());

  const routes: { name: string; expect: (role: string) => number; call: (email: string) => Promise<{ status: number }> }[] = [
    { name: 'brand list', expect: () => 200, call: (e) => t.call(e, 'POST', '/api/brand', { mainTab: 'ALL_BRANDS' }) },
    { name: 'event list', expect: () => 200, call: (e) => t.call(e, 'POST', '/api/event/list/v3', {}) },
    { name: 'inventories', expect: () => 200, call: (e) => t.call(e, 'GET', '/api/inventory/all') },
    { name: 'event inventory detail', expect: () => 200, call: (e) => t.call(e, 'GET', `/api/event/inventory?eiId=${eiId}`) },
    { name: 'dashboard', expect: () => 200, call: (e) => t.call(e, 'GET', '/api/dashboard') },
    { name: 'unassigned tab', expect: (r) => (PIPELINE.has(r) ? 200 : 403), call: (e) => t.call(e, 'POST', '/api/event/brand/v2', { eiId, selectionType: 'UNASSIGNED' }) },
    { name: 'discarded tab', expect: (r) => (PIPELINE.has(r) ? 200 : 403), call: (e) => t.call(e, 'POST', '/api/event/brand/v2', { eiId, selectionType: 'DISCARDED' }) },
    { name: 'assigned tab', expect: (r) => (PIPELINE.has(r) ? 200 : 403), call: (e) => t.call(e, 'POST', '/api/event/inventory/brand/stage/v2', { eiId }) },
    { name: 'assigned CSV', expect: (r) => (PIPELINE.has(r) ? 200 : 403), call: (e) => t.call(e, 'POST', '/api/event/inventory/brand/stage/v2/csv', { eiId }) },
    { name: 'unarchive inventory', expect: (r) => (INVENTORY_ADMIN.has(r) ? 200 : 403), call: (e) => t.call(e, 'PATCH', '/api/inventory', { id: inventoryId, isArchived: false }) },
    { name: 'edit event inventory', expect: (r) => (INVENTORY_ADMIN.has(r) ? 200 : 403), call: (e) => t.call(e, 'PATCH', '/api/event/inventory', { eiId }) },
  ];

  it.each(ROLE_CODES.map((r) => [r]))('%s gets the expected status on every route', async (role) => {
    const email = `${role.toLowerCase()}@demo.test`;
    const got = await Promise.all(routes.map(async (r) => [r.name, (await r.call(email)).status] as const));
    expect(Object.fromEntries(got)).toEqual(Object.fromEntries(routes.map((r) => [r.name, r.expect(role)])));
  });

  it('answers 401 on every route without a token', async () => {
    for (const r of routes) expect((await r.call(null as unknown as string)).status).toBe(401);
  });
});
