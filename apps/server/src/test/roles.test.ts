import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { mayRead, ROLE_CODES } from '@crm/contracts';
import { startTestApp, type TestApp } from './harness.js';

/** Roles that work the pipeline (spec 001 §6): PO any brand, BO own, TO team's; ADMIN as PO. */
const PIPELINE = new Set(['PO', 'BO', 'TO', 'ADMIN']);
/** Roles that may archive inventories and edit any event inventory. */
const INVENTORY_ADMIN = new Set(['PO', 'ADMIN']);

describe('role × route matrix (PGlite)', () => {
  let t: TestApp;
  let eiId: number;
  let inventoryId: number;
  let assignedBrandId: number;
  let assigneeId: number;
  let chatEventId: number;
  beforeAll(async () => {
    t = await startTestApp('pglite', { brands: 150, assignments: 300 });
    const { rows } = await t.db.execute<{ id: number; inventory_id: number }>(sql`select id, inventory_id from event_inventories order by id limit 1`);
    eiId = rows[0].id;
    inventoryId = rows[0].inventory_id;
    const { rows: paired } = await t.db.execute<{ brand_id: number }>(sql`select brand_id from assignments where ei_id = ${eiId} and status = 'ASSIGNED' order by id limit 1`);
    assignedBrandId = paired[0].brand_id;
    const { rows: someone } = await t.db.execute<{ id: number }>(sql`select id from users where status = 'ACTIVE' and email not in (${sql.join(ROLE_CODES.map((r) => sql`${`${r.toLowerCase()}@demo.test`}`), sql`, `)}) order by id limit 1`);
    assigneeId = someone[0].id;
    // an event whose only assigned user is po@demo.test (its inventory's PO): its group is theirs alone
    const { rows: ev } = await t.db.execute<{ id: number }>(sql`insert into events (name, category, start_date, end_date) select 'Roles Expo', category, current_date, current_date + 10 from events limit 1 returning id`);
    chatEventId = Number(ev[0].id);
    await t.db.execute(sql`with ei as (insert into event_inventories (event_id, inventory_id) values (${chatEventId}, ${inventoryId}) returning id)
      insert into event_inventory_owners (ei_id, user_id) select ei.id, u.id from ei, users u where u.email = 'po@demo.test'`);
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
    { name: 'notifications', expect: () => 200, call: (e) => t.call(e, 'GET', '/api/user/notifications') },
    { name: 'call lock status', expect: () => 200, call: (e) => t.call(e, 'GET', '/api/brand/lock-status') },
    { name: 'collaborators of a pairing', expect: (r) => (mayRead([r], false, 'PIPELINE') ? 200 : 403), call: (e) => t.call(e, 'GET', `/api/event/inventory/brand/collab-invitation?eiId=${eiId}&brandId=${assignedBrandId}`) },
    { name: 'collaboration requests', expect: () => 200, call: (e) => t.call(e, 'GET', `/api/event/inventory/collab-requests?eiId=${eiId}`) },
    { name: 'brand suggestions', expect: () => 200, call: (e) => t.call(e, 'GET', `/api/event/inventory/brand/suggestion?eiId=${eiId}`) },
    { name: 'brands to suggest', expect: () => 200, call: (e) => t.call(e, 'POST', '/api/event/inventory/brand/search', { eiId }) },
    { name: 'task list', expect: () => 200, call: (e) => t.call(e, 'POST', '/api/task', { tab: 'ALL' }) },
    { name: 'task counts', expect: () => 200, call: (e) => t.call(e, 'POST', '/api/task/count', {}) },
    { name: 'create a task', expect: () => 200, call: (e) => t.call(e, 'PUT', '/api/task', { name: 'Follow up', description: 'Call back', relatedUsers: [{ id: assigneeId }] }) },
    { name: 'task assignee picker', expect: () => 200, call: (e) => t.call(e, 'GET', '/api/task/users') },
    { name: 'task inventory picker', expect: () => 200, call: (e) => t.call(e, 'GET', '/api/task/inventories') },
    { name: 'chat list', expect: () => 200, call: (e) => t.call(e, 'POST', '/api/group', { chatType: 'CHATS' }) },
    { name: 'event chat list', expect: () => 200, call: (e) => t.call(e, 'POST', '/api/group', { chatType: 'EVENTS' }) },
    { name: 'open an event chat', expect: (r) => (r === 'PO' ? 200 : 403), call: (e) => t.call(e, 'POST', '/api/group/event', { eventId: chatEventId }) },
    { name: 'starred messages', expect: () => 200, call: (e) => t.call(e, 'GET', '/api/message/starred') },
    { name: 'news feed', expect: () => 200, call: (e) => t.call(e, 'GET', '/api/news') },
    { name: 'report: turnaround', expect: (r) => (mayRead([r], r === 'ADMIN', 'STAGE_HISTORY') ? 200 : 403), call: (e) => t.call(e, 'POST', '/api/user/stats/stage-wise-turnaround-time', { filterType: 'INVENTORY', filterValue: eiId }) },
    { name: 'report: download', expect: (r) => (mayRead([r], r === 'ADMIN', 'STAGE_HISTORY') ? 200 : 403), call: (e) => t.call(e, 'POST', '/api/user/stats/event-inventory/download', { eiId }) },
    { name: 'admin: news list', expect: (r) => (r === 'ADMIN' ? 200 : 403), call: (e) => t.call(e, 'GET', '/api/admin/news') },
    { name: 'profile: inventories', expect: () => 200, call: (e) => t.call(e, 'GET', `/api/user/inventories?userId=${assigneeId}`) },
    { name: 'profile: teams', expect: () => 200, call: (e) => t.call(e, 'GET', `/api/user/teams?userId=${assigneeId}`) },
    { name: 'designations', expect: () => 200, call: (e) => t.call(e, 'GET', '/api/user/designations') },
    { name: 'admin: a user to edit', expect: (r) => (r === 'ADMIN' ? 200 : 403), call: (e) => t.call(e, 'GET', `/api/admin/users/profile?userId=${assigneeId}`) },
    { name: 'admin: reactivate a user', expect: (r) => (r === 'ADMIN' ? 200 : 403), call: (e) => t.call(e, 'POST', '/api/admin/users/deactivate', { usersIds: [assigneeId], mode: 'REACTIVATE' }) },
    { name: 'custom fields (read)', expect: () => 200, call: (e) => t.call(e, 'GET', '/api/custom-fields?entity=BRAND') },
    { name: 'admin: custom fields', expect: (r) => (r === 'ADMIN' ? 200 : 403), call: (e) => t.call(e, 'GET', '/api/admin/custom-fields?entity=POC') },
    { name: 'admin: reorder custom fields', expect: (r) => (r === 'ADMIN' ? 400 : 403), call: (e) => t.call(e, 'POST', '/api/admin/custom-fields/reorder', { entity: 'POC', fieldIds: [99999999] }) },
    { name: 'admin: archive a custom field', expect: (r) => (r === 'ADMIN' ? 404 : 403), call: (e) => t.call(e, 'POST', '/api/admin/custom-fields/archive', { fieldId: 99999999 }) },
    { name: 'admin: restore a custom field', expect: (r) => (r === 'ADMIN' ? 404 : 403), call: (e) => t.call(e, 'POST', '/api/admin/custom-fields/restore', { fieldId: 99999999 }) },
    { name: 'admin: update a custom field', expect: (r) => (r === 'ADMIN' ? 404 : 403), call: (e) => t.call(e, 'PATCH', '/api/admin/custom-fields', { fieldId: 99999999, label: 'X' }) },
    { name: 'admin: delete a custom field', expect: (r) => (r === 'ADMIN' ? 404 : 403), call: (e) => t.call(e, 'POST', '/api/admin/custom-fields/removal', { fieldId: 99999999, confirmLabel: 'X' }) },
    { name: 'admin: create a custom field', expect: (r) => (r === 'ADMIN' ? 200 : 403), call: (e) => t.call(e, 'POST', '/api/admin/custom-fields', { entity: 'POC', label: 'Roles check', type: 'TEXT' }) },
    { name: 'create a chat group', expect: () => 200, call: (e) => t.call(e, 'PUT', '/api/group', { name: 'Deal room', members: [assigneeId] }) },
  ];

  it.each(ROLE_CODES.map((r) => [r]))('%s gets the expected status on every route', async (role) => {
    const email = `${role.toLowerCase()}@demo.test`;
    const got = await Promise.all(routes.map(async (r) => [r.name, (await r.call(email)).status] as const));
    expect(Object.fromEntries(got)).toEqual(Object.fromEntries(routes.map((r) => [r.name, r.expect(role)])));
  });

  it('an accepted collaborator works the pairing (stage, call notes) whatever their role; other users of that role do not', async () => {
    const [sme, other] = await Promise.all(['sme@demo.test', 'hr@demo.test'].map((e) => t.db.execute<{ id: number }>(sql`select id from users where email = ${e}`)));
    const po = (await t.db.execute<{ id: number }>(sql`select id from users where email = 'po@demo.test'`)).rows[0].id;
    await t.db.execute(sql`insert into collab_invitations (ei_id, brand_id, inviter_user_id, invitee_user_id, status) values (${eiId}, ${assignedBrandId}, ${po}, ${sme.rows[0].id}, 'ACCEPTED')`);
    const stage = (e: string) => t.call(e, 'POST', '/api/event/inventory/brand/stage/update', { eiId, brandId: assignedBrandId, stage: 'IN_PROGRESS' });
    const notes = (e: string) => t.call(e, 'PUT', '/api/brand/interactions', { brandId: assignedBrandId, type: 'NOTE', note: 'Collaborator note', updates: [{ eiId }] });
    expect((await stage('sme@demo.test')).status).toBe(200);
    expect((await notes('sme@demo.test')).status).toBe(200);
    expect(other.rows[0].id).toBeGreaterThan(0);
    expect((await stage('hr@demo.test')).status).toBe(403);
    expect((await notes('hr@demo.test')).status).toBe(403);
    // a collaborator's rights stop at their pairing: the brand's other event inventories stay closed
    expect((await t.call('sme@demo.test', 'PUT', '/api/brand/interactions', { brandId: assignedBrandId, type: 'NOTE', note: 'x', updates: [{ eiId: eiId + 1 }] })).status).toBe(403);
  });

  it('answers 401 on every route without a token', async () => {
    for (const r of routes) expect((await r.call(null as unknown as string)).status).toBe(401);
  });
});
