import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  mayRead,
  REFERENCE_KINDS,
  repositoryAssignBody,
  ROLE_CODES,
  routeCatalogue,
  type RouteDefinition,
  type RouteInput,
} from '@crm/contracts';
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
  let assignedBrandName: string;
  let assigneeId: number;
  let chatEventId: number;
  let repoId: number;
  let roleEiId: number;
  let deckId: number;
  let bareEventId: number;
  let bareInventoryId: number;
  let liveCaseStudyId: number;
  let removedCaseStudyId: number;
  beforeAll(async () => {
    t = await startTestApp('pglite', { brands: 150, assignments: 300 });
    const { rows } = await t.db.execute<{ id: number; inventory_id: number }>(
      sql`select id, inventory_id from event_inventories order by id limit 1`,
    );
    eiId = rows[0].id;
    inventoryId = rows[0].inventory_id;
    const { rows: paired } = await t.db.execute<{ brand_id: number }>(
      sql`select brand_id from assignments where ei_id = ${eiId} and status = 'ASSIGNED' order by id limit 1`,
    );
    assignedBrandId = paired[0].brand_id;
    const { rows: named } = await t.db.execute<{ name: string }>(
      sql`select name from brands where id = ${assignedBrandId}`,
    );
    assignedBrandName = named[0].name;
    const { rows: someone } = await t.db.execute<{ id: number }>(
      sql`select id from users where status = 'ACTIVE' and email not in (${sql.join(
        ROLE_CODES.map((r) => sql`${`${r.toLowerCase()}@demo.test`}`),
        sql`, `,
      )}) order by id limit 1`,
    );
    assigneeId = someone[0].id;
    // an event whose only assigned user is po@demo.test (its inventory's PO): its group is theirs alone
    const { rows: ev } = await t.db.execute<{ id: number }>(
      sql`insert into events (name, category, start_date, end_date) select 'Roles Expo', category, current_date, current_date + 10 from events limit 1 returning id`,
    );
    chatEventId = Number(ev[0].id);
    await t.db
      .execute(sql`with ei as (insert into event_inventories (event_id, inventory_id) values (${chatEventId}, ${inventoryId}) returning id)
      insert into event_inventory_owners (ei_id, user_id) select ei.id, u.id from ei, users u where u.email = 'po@demo.test'`);
    // a published PUBLIC repository of po@demo.test with a few brands
    const { rows: repo } = await t.db.execute<{
      id: number;
    }>(sql`insert into repositories (name, visibility, status, owner_user_id, published_at)
      select 'Roles pitch list', 'PUBLIC', 'PUBLISHED', id, now() from users where email = 'po@demo.test' returning id`);
    repoId = Number(repo[0].id);
    await t.db.execute(
      sql`insert into repository_brands (repo_id, brand_id, added_by_user_id) select ${repoId}, b.id, r.owner_user_id from brands b, repositories r where r.id = ${repoId} and b.id <= 20`,
    );
    // inventories admin: the Roles Expo event inventory (PO po@demo.test) with a deck, an event without the inventory, case studies live and removed
    roleEiId = Number(
      (
        await t.db.execute<{ id: number }>(
          sql`select id from event_inventories where event_id = ${chatEventId}`,
        )
      ).rows[0].id,
    );
    const { rows: deck } = await t.db.execute<{
      id: number;
    }>(sql`with f as (insert into files (storage_key, file_name, content_type, size, purpose, owner_user_id)
        select 'deck/roles.pdf', 'roles.pdf', 'application/pdf', 10, 'DECK', id from users where email = 'admin@demo.test' returning id, owner_user_id)
      insert into decks (ei_id, name, file_id, version, uploaded_by) select ${roleEiId}, 'Roles deck', f.id, 1, f.owner_user_id from f returning id`);
    deckId = Number(deck[0].id);
    bareEventId = Number(
      (
        await t.db.execute<{ id: number }>(
          sql`insert into events (name, category, start_date, end_date) select 'Roles Summit', category, current_date, current_date + 5 from events limit 1 returning id`,
        )
      ).rows[0].id,
    );
    const { rows: cs } = await t.db.execute<{
      id: number;
      removed: boolean;
    }>(sql`insert into case_studies (inventory_id, title, link, created_by, removed_at)
      select ${inventoryId}, t.title, 'https://example.com', u.id, t.removed from users u, (values ('Live', null::timestamptz), ('Removed', now())) as t(title, removed)
      where u.email = 'admin@demo.test' returning id, removed_at is not null as removed`);
    liveCaseStudyId = Number(cs.find((c) => !c.removed)!.id);
    removedCaseStudyId = Number(cs.find((c) => c.removed)!.id);
    bareInventoryId = Number(
      (
        await t.db.execute<{ id: number }>(
          sql`insert into inventories (name) values ('Roles inventory') returning id`,
        )
      ).rows[0].id,
    );
  });
  afterAll(() => t?.close());

  /**
   * The matrix rows of a module's route catalogue: one sample call per route (`input`, read when the
   * matrix runs) and the status `expect`s of each role; the type asks for a sample of every route.
   */
  const catalogueRows = <C extends Record<string, RouteDefinition>>(
    module: string,
    defs: C,
    samples: {
      [K in keyof C]: { input: () => RouteInput<C[K]>; expect: (role: string) => number };
    },
  ) =>
    (Object.keys(defs) as (keyof C & string)[]).map((k) => ({
      name: `${module}: ${k}`,
      expect: samples[k].expect,
      call: (e: string) => t.call(e, defs[k], samples[k].input()),
    }));

  const routes: {
    name: string;
    expect: (role: string) => number;
    call: (email: string) => Promise<{ status: number }>;
  }[] = [
    ...catalogueRows('brands', routeCatalogue.brands, {
      list: { input: () => ({ mainTab: 'ALL_BRANDS' as const }), expect: () => 200 },
      info: { input: () => ({ brandId: assignedBrandId }), expect: () => 200 },
      owners: { input: () => ({}), expect: () => 200 },
      pocs: { input: () => ({ brandId: assignedBrandId }), expect: () => 200 },
      filterOptions: { input: () => ({}), expect: () => 200 },
      export: {
        input: () => ({ format: 'csv' as const, searchFor: 'zzzz-none' }),
        expect: (r) => (mayRead([r], r === 'ADMIN', 'BRAND_EXPORT') ? 200 : 403),
      },
    }),
    // writes name a brand that does not exist (404 before any role check) or a taken name, so the matrix changes nothing
    ...catalogueRows('brand profile', routeCatalogue.brandProfile, {
      edit: { input: () => ({ brandId: 99999999, brandName: 'Roles brand' }), expect: () => 404 },
      additionalInfo: { input: () => ({ brandId: assignedBrandId }), expect: () => 200 },
      updateOwners: { input: () => ({ brandId: 99999999, add: [assigneeId] }), expect: () => 404 },
      previousOwners: { input: () => ({ brandId: assignedBrandId }), expect: () => 200 },
      offload: { input: () => ({ brandId: 99999999, reason: 'Roles' }), expect: () => 404 },
      notifyOwner: { input: () => ({ brandId: 99999999 }), expect: () => 404 },
      history: { input: () => ({ brandId: assignedBrandId }), expect: () => 200 },
      nameExists: {
        input: () => ({ brandName: 'Roles brand' }),
        expect: (r) => (r === 'ADMIN' ? 200 : 403),
      },
      create: {
        input: () => ({ brandName: assignedBrandName }),
        expect: (r) => (r === 'ADMIN' ? 409 : 403),
      },
    }),
    {
      name: 'event list',
      expect: () => 200,
      call: (e) => t.call(e, 'POST', '/api/event/list/v3', {}),
    },
    { name: 'inventories', expect: () => 200, call: (e) => t.call(e, 'GET', '/api/inventory/all') },
    {
      name: 'event inventory detail',
      expect: () => 200,
      call: (e) => t.call(e, 'GET', `/api/event/inventory?eiId=${eiId}`),
    },
    { name: 'dashboard', expect: () => 200, call: (e) => t.call(e, 'GET', '/api/dashboard') },
    // writes name a brand or an event inventory that does not exist, so the matrix changes nothing
    ...catalogueRows('pairings', routeCatalogue.pairings, {
      assignedList: { input: () => ({ eiId }), expect: (r) => (PIPELINE.has(r) ? 200 : 403) },
      unassignedList: {
        input: () => ({ eiId, selectionType: 'UNASSIGNED' as const }),
        expect: (r) => (PIPELINE.has(r) ? 200 : 403),
      },
      assign: {
        input: () => repositoryAssignBody(eiId, [repoId]),
        expect: (r) => (PIPELINE.has(r) ? 200 : 403),
      },
      statusAction: {
        input: () => ({
          eiIds: [99_999_999],
          action: 'DISCARD' as const,
          brandId: [assignedBrandId],
        }),
        expect: (r) => (PIPELINE.has(r) ? 404 : 403),
      },
      updateStage: {
        input: () => ({
          eiId: 99_999_999,
          brandId: assignedBrandId,
          stage: 'IN_PROGRESS' as const,
        }),
        expect: () => 404,
      },
      callNotes: {
        input: () => ({ brandId: 99_999_999, type: 'NOTE' as const, note: 'Roles' }),
        expect: () => 404,
      },
      interactions: {
        input: () => ({ brandId: assignedBrandId }),
        expect: (r) => (mayRead([r], r === 'ADMIN', 'CALL_NOTES') ? 200 : 403),
      },
      timeline: {
        input: () => ({ brandId: assignedBrandId }),
        expect: (r) => (mayRead([r], r === 'ADMIN', 'CALL_NOTES') ? 200 : 403),
      },
      eiHistory: {
        input: () => ({ eiId }),
        expect: (r) => (mayRead([r], r === 'ADMIN', 'STAGE_HISTORY') ? 200 : 403),
      },
      brandHistory: {
        input: () => ({ brandId: assignedBrandId }),
        expect: (r) => (mayRead([r], r === 'ADMIN', 'STAGE_HISTORY') ? 200 : 403),
      },
      brandPairings: {
        input: () => ({ brandId: assignedBrandId }),
        expect: (r) => (mayRead([r], r === 'ADMIN', 'PIPELINE') ? 200 : 403),
      },
      assignedCsv: { input: () => ({ eiId }), expect: (r) => (PIPELINE.has(r) ? 200 : 403) },
    }),
    {
      name: 'discarded tab',
      expect: (r) => (PIPELINE.has(r) ? 200 : 403),
      call: (e) =>
        t.call(e, routeCatalogue.pairings.unassignedList, { eiId, selectionType: 'DISCARDED' }),
    },
    {
      name: 'unarchive inventory',
      expect: (r) => (INVENTORY_ADMIN.has(r) ? 200 : 403),
      call: (e) => t.call(e, 'PATCH', '/api/inventory', { id: inventoryId, isArchived: false }),
    },
    {
      name: 'edit event inventory',
      expect: (r) => (INVENTORY_ADMIN.has(r) ? 200 : 403),
      call: (e) => t.call(e, 'PATCH', '/api/event/inventory', { eiId }),
    },
    {
      name: 'notifications',
      expect: () => 200,
      call: (e) => t.call(e, 'GET', '/api/user/notifications'),
    },
    {
      name: 'call lock status',
      expect: () => 200,
      call: (e) => t.call(e, 'GET', '/api/brand/lock-status'),
    },
    // writes name an event inventory, an invitation or a suggestion that does not exist
    ...catalogueRows('collaboration', routeCatalogue.collaboration, {
      collaborators: {
        input: () => ({ eiId, brandId: assignedBrandId }),
        expect: (r) => (mayRead([r], false, 'PIPELINE') ? 200 : 403),
      },
      changeCollaborators: {
        input: () => ({ eiId: 99_999_999, brandId: assignedBrandId, add: [assigneeId] }),
        expect: () => 404,
      },
      candidates: {
        input: () => ({ eiId, brandId: assignedBrandId }),
        expect: (r) => (['PO', 'ADMIN'].includes(r) ? 200 : 403),
      },
      invitationAction: {
        input: () => ({ invitationIds: [99_999_999], action: 'REJECT' as const }),
        expect: () => 404,
      },
      requests: { input: () => ({ eiId }), expect: () => 200 },
      suggest: { input: () => ({ eiId: 99_999_999, brandId: assignedBrandId }), expect: () => 404 },
      suggestions: { input: () => ({ eiId }), expect: () => 200 },
      suggestionAction: {
        input: () => ({ suggestionIds: [99_999_999], action: 'REJECT' as const }),
        expect: () => 404,
      },
      brandSearch: { input: () => ({ eiId }), expect: () => 200 },
    }),
    {
      name: 'task list',
      expect: () => 200,
      call: (e) => t.call(e, 'POST', '/api/task', { tab: 'ALL' }),
    },
    {
      name: 'task counts',
      expect: () => 200,
      call: (e) => t.call(e, 'POST', '/api/task/count', {}),
    },
    {
      name: 'create a task',
      expect: () => 200,
      call: (e) =>
        t.call(e, 'PUT', '/api/task', {
          name: 'Follow up',
          description: 'Call back',
          relatedUsers: [{ id: assigneeId }],
        }),
    },
    {
      name: 'task assignee picker',
      expect: () => 200,
      call: (e) => t.call(e, 'GET', '/api/task/users'),
    },
    {
      name: 'task inventory picker',
      expect: () => 200,
      call: (e) => t.call(e, 'GET', '/api/task/inventories'),
    },
    {
      name: 'chat list',
      expect: () => 200,
      call: (e) => t.call(e, 'POST', '/api/group', { chatType: 'CHATS' }),
    },
    {
      name: 'event chat list',
      expect: () => 200,
      call: (e) => t.call(e, 'POST', '/api/group', { chatType: 'EVENTS' }),
    },
    {
      name: 'open an event chat',
      expect: (r) => (r === 'PO' ? 200 : 403),
      call: (e) => t.call(e, 'POST', '/api/group/event', { eventId: chatEventId }),
    },
    {
      name: 'starred messages',
      expect: () => 200,
      call: (e) => t.call(e, 'GET', '/api/message/starred'),
    },
    { name: 'news feed', expect: () => 200, call: (e) => t.call(e, 'GET', '/api/news') },
    {
      name: 'report: turnaround',
      expect: (r) => (mayRead([r], r === 'ADMIN', 'STAGE_HISTORY') ? 200 : 403),
      call: (e) =>
        t.call(e, 'POST', '/api/user/stats/stage-wise-turnaround-time', {
          filterType: 'INVENTORY',
          filterValue: eiId,
        }),
    },
    {
      name: 'report: download',
      expect: (r) => (mayRead([r], r === 'ADMIN', 'STAGE_HISTORY') ? 200 : 403),
      call: (e) => t.call(e, 'POST', '/api/user/stats/event-inventory/download', { eiId }),
    },
    {
      name: 'admin: undo a city removal (unknown)',
      expect: (r) => (r === 'ADMIN' ? 404 : 403),
      call: (e) =>
        t.call(e, 'POST', '/api/admin/location/restore', { locationRemovalId: 99_999_999 }),
    },
    // writes name a brand or a closed deal that does not exist, so the matrix changes nothing
    ...catalogueRows('closed deals', routeCatalogue.closedDeals, {
      list: {
        input: () => ({ brandId: assignedBrandId }),
        expect: (r) => (mayRead([r], r === 'ADMIN', 'PIPELINE') ? 200 : 403),
      },
      create: {
        input: () => ({
          brandId: 99_999_999,
          title: 'Roles',
          closedValue: 1,
          dealClosedDate: '2025-01-01',
        }),
        expect: () => 404,
      },
      remove: { input: () => ({ closedDealId: 99_999_999 }), expect: () => 404 },
      restore: { input: () => ({ closedDealId: 99_999_999 }), expect: () => 404 },
      manualClosures: {
        input: () => ({}),
        expect: (r) => (['ADMIN', 'MG', 'TO'].includes(r) ? 200 : 403),
      },
      manualClosuresDownload: {
        input: () => ({ timeZone: 'Asia/Kolkata' }),
        expect: (r) => (['ADMIN', 'MG', 'TO'].includes(r) ? 200 : 403),
      },
    }),
    {
      name: 'admin: news list',
      expect: (r) => (r === 'ADMIN' ? 200 : 403),
      call: (e) => t.call(e, 'GET', '/api/admin/news'),
    },
    {
      name: 'profile: inventories',
      expect: () => 200,
      call: (e) => t.call(e, 'GET', `/api/user/inventories?userId=${assigneeId}`),
    },
    {
      name: 'profile: teams',
      expect: () => 200,
      call: (e) => t.call(e, 'GET', `/api/user/teams?userId=${assigneeId}`),
    },
    {
      name: 'designations',
      expect: () => 200,
      call: (e) => t.call(e, 'GET', '/api/user/designations'),
    },
    {
      name: 'admin: a user to edit',
      expect: (r) => (r === 'ADMIN' ? 200 : 403),
      call: (e) => t.call(e, 'GET', `/api/admin/users/profile?userId=${assigneeId}`),
    },
    {
      name: 'admin: reactivate a user',
      expect: (r) => (r === 'ADMIN' ? 200 : 403),
      call: (e) =>
        t.call(e, 'POST', '/api/admin/users/deactivate', {
          usersIds: [assigneeId],
          mode: 'REACTIVATE',
        }),
    },
    ...catalogueRows('repository', routeCatalogue.repository, {
      list: { input: () => ({ mainTab: 'public' }), expect: (r) => (PIPELINE.has(r) ? 200 : 403) },
      info: { input: () => ({ repoId }), expect: (r) => (PIPELINE.has(r) ? 200 : 403) },
      createDraft: {
        input: () => ({ name: 'My pitch list' }),
        expect: (r) => (PIPELINE.has(r) ? 200 : 403),
      },
      update: {
        input: () => ({ repoId, description: 'Edited' }),
        expect: (r) => (r === 'PO' ? 200 : 403),
      },
      remove: {
        input: () => ({ repoId: 99_999_999 }),
        expect: (r) => (PIPELINE.has(r) ? 404 : 403),
      },
      restore: { input: () => ({ repoId }), expect: (r) => (PIPELINE.has(r) ? 404 : 403) },
      duplicate: { input: () => ({ repoId }), expect: (r) => (PIPELINE.has(r) ? 200 : 403) },
      brands: {
        input: () => ({ repoId, tab: 'NOT_IN_REPO' as const }),
        expect: (r) => (PIPELINE.has(r) ? 200 : 403),
      },
      changeBrands: {
        input: () => ({ repoId, action: 'ADD' as const, brandIds: [21] }),
        expect: (r) => (r === 'PO' ? 200 : 403),
      },
      brandCount: { input: () => ({ repoId }), expect: (r) => (PIPELINE.has(r) ? 200 : 403) },
      blockedCount: {
        input: () => ({ repoId, eiIds: [eiId] }),
        expect: (r) => (PIPELINE.has(r) ? 200 : 403),
      },
    }),
    {
      name: 'custom fields (read)',
      expect: () => 200,
      call: (e) => t.call(e, 'GET', '/api/custom-fields?entity=BRAND'),
    },
    {
      name: 'admin: custom fields',
      expect: (r) => (r === 'ADMIN' ? 200 : 403),
      call: (e) => t.call(e, 'GET', '/api/admin/custom-fields?entity=POC'),
    },
    {
      name: 'admin: reorder custom fields',
      expect: (r) => (r === 'ADMIN' ? 400 : 403),
      call: (e) =>
        t.call(e, 'POST', '/api/admin/custom-fields/reorder', {
          entity: 'POC',
          fieldIds: [99999999],
        }),
    },
    {
      name: 'admin: archive a custom field',
      expect: (r) => (r === 'ADMIN' ? 404 : 403),
      call: (e) => t.call(e, 'POST', '/api/admin/custom-fields/archive', { fieldId: 99999999 }),
    },
    {
      name: 'admin: restore a custom field',
      expect: (r) => (r === 'ADMIN' ? 404 : 403),
      call: (e) => t.call(e, 'POST', '/api/admin/custom-fields/restore', { fieldId: 99999999 }),
    },
    {
      name: 'admin: update a custom field',
      expect: (r) => (r === 'ADMIN' ? 404 : 403),
      call: (e) =>
        t.call(e, 'PATCH', '/api/admin/custom-fields', { fieldId: 99999999, label: 'X' }),
    },
    {
      name: 'admin: delete a custom field',
      expect: (r) => (r === 'ADMIN' ? 404 : 403),
      call: (e) =>
        t.call(e, 'POST', '/api/admin/custom-fields/removal', {
          fieldId: 99999999,
          confirmLabel: 'X',
        }),
    },
    {
      name: 'admin: create a custom field',
      expect: (r) => (r === 'ADMIN' ? 200 : 403),
      call: (e) =>
        t.call(e, 'POST', '/api/admin/custom-fields', {
          entity: 'POC',
          label: 'Roles check',
          type: 'TEXT',
        }),
    },
    {
      name: 'create a chat group',
      expect: () => 200,
      call: (e) => t.call(e, 'PUT', '/api/group', { name: 'Deal room', members: [assigneeId] }),
    },
    {
      name: 'admin: inventories',
      expect: (r) => (r === 'ADMIN' ? 200 : 403),
      call: (e) => t.call(e, 'GET', '/api/admin/inventories'),
    },
    {
      name: 'admin: inventory details',
      expect: (r) => (r === 'ADMIN' ? 200 : 403),
      call: (e) => t.call(e, 'PATCH', '/api/admin/inventories/details', { id: inventoryId }),
    },
    {
      name: 'admin: inventory to events',
      expect: (r) => (r === 'ADMIN' ? 200 : 403),
      call: (e) =>
        t.call(e, 'POST', '/api/admin/inventory/events', {
          inventoryId,
          events: [{ eventId: bareEventId }],
        }),
    },
    {
      name: 'inventory SMEs',
      expect: () => 200,
      call: (e) => t.call(e, 'GET', `/api/inventory/sme?inventoryId=${inventoryId}`),
    },
    {
      name: 'event SMEs',
      expect: () => 200,
      call: (e) => t.call(e, 'GET', `/api/event/sme?eventId=${chatEventId}`),
    },
    {
      name: 'event inventory SMEs',
      expect: () => 200,
      call: (e) => t.call(e, 'GET', `/api/event/inventory/sme?eiId=${roleEiId}`),
    },
    {
      name: 'admin: set inventory SMEs',
      expect: (r) => (r === 'ADMIN' ? 200 : 403),
      call: (e) =>
        t.call(e, 'PATCH', '/api/admin/inventory/sme', {
          inventoryId: bareInventoryId,
          userIds: [],
        }),
    },
    {
      name: 'admin: set event SMEs',
      expect: (r) => (r === 'ADMIN' ? 200 : 403),
      call: (e) =>
        t.call(e, 'PATCH', '/api/admin/event/sme', { eventId: bareEventId, userIds: [] }),
    },
    {
      name: 'admin: set event inventory SMEs',
      expect: (r) => (r === 'ADMIN' ? 200 : 403),
      call: (e) => t.call(e, 'PATCH', '/api/admin/event/inventory/sme', { eiId: roleEiId }),
    },
    {
      name: 'blocked industries',
      expect: () => 200,
      call: (e) => t.call(e, 'GET', `/api/event/inventory/blocked-industries?eiId=${roleEiId}`),
    },
    {
      name: 'set blocked industries (PO of it, admin)',
      expect: (r) => (r === 'ADMIN' || r === 'PO' ? 200 : 403),
      call: (e) =>
        t.call(e, 'PATCH', '/api/event/inventory/blocked-industries', {
          eiId: roleEiId,
          industryIds: [],
        }),
    },
    {
      name: 'decks',
      expect: () => 200,
      call: (e) => t.call(e, 'GET', `/api/event/inventory/deck?eiId=${roleEiId}`),
    },
    {
      name: 'deck info update (PO of it, admin)',
      expect: (r) => (r === 'ADMIN' || r === 'PO' ? 200 : 403),
      call: (e) =>
        t.call(e, 'POST', '/api/event/inventory/deck', {
          eiId: roleEiId,
          deckId,
          deckName: 'Roles deck',
        }),
    },
    {
      name: 'deck view status',
      expect: () => 200,
      call: (e) =>
        t.call(e, 'POST', '/api/event/inventory/deck/view-status', { deckIds: [deckId] }),
    },
    {
      name: 'deck view mark',
      expect: () => 200,
      call: (e) => t.call(e, 'POST', '/api/event/inventory/deck/view', { deckIds: [deckId] }),
    },
    {
      name: 'case studies',
      expect: () => 200,
      call: (e) => t.call(e, 'GET', `/api/inventory/case-study?id=${inventoryId}`),
    },
    {
      name: 'admin: add a case study',
      expect: (r) => (r === 'ADMIN' ? 200 : 403),
      call: (e) =>
        t.call(e, 'POST', '/api/admin/inventory/case-study', {
          inventoryId,
          title: 'Roles case',
          link: 'https://example.com/case',
        }),
    },
    {
      name: 'admin: remove a case study',
      expect: (r) => (r === 'ADMIN' ? 200 : 403),
      call: (e) =>
        t.call(e, 'POST', '/api/admin/inventory/case-study/removal', { id: liveCaseStudyId }),
    },
    {
      name: 'admin: restore a case study',
      expect: (r) => (r === 'ADMIN' ? 200 : 403),
      call: (e) =>
        t.call(e, 'POST', '/api/admin/inventory/case-study/restoration', {
          id: removedCaseStudyId,
        }),
    },
    {
      name: 'request a case study',
      expect: () => 200,
      call: (e) => t.call(e, 'POST', '/api/inventory/case-study/request', { id: bareInventoryId }),
    },
    {
      name: 'admin: brand assignment pending',
      expect: (r) => (r === 'ADMIN' ? 200 : 403),
      call: (e) =>
        t.call(e, 'POST', '/api/admin/inventory/brand-assignment-pending/notify', {
          eiId: roleEiId,
        }),
    },
    {
      name: 'admin: deck upload pending',
      expect: (r) => (r === 'ADMIN' ? 200 : 403),
      call: (e) =>
        t.call(e, 'POST', '/api/admin/inventory/deck-upload-pending/notify', { eiId: roleEiId }),
    },
    // admin reference data: admins only; an admin's update and removal of an unknown row is 404
    ...REFERENCE_KINDS.flatMap((k) => {
      const admin = (ok: number) => (r: string) => (r === 'ADMIN' ? ok : 403);
      const fields = k === 'location' ? { stateId: 1 } : k === 'state' ? { code: 'ZZ-RT' } : {};
      return [
        {
          name: `admin: ${k} list`,
          expect: admin(200),
          call: (e: string) => t.call(e, 'POST', `/api/admin/${k}/list`, {}),
        },
        {
          name: `admin: add ${k}`,
          expect: admin(200),
          call: (e: string) =>
            t.call(e, 'PUT', `/api/admin/${k}`, { name: `Roles ${k} (reference data)`, ...fields }),
        },
        {
          name: `admin: edit ${k}`,
          expect: admin(404),
          call: (e: string) =>
            t.call(e, 'PATCH', `/api/admin/${k}`, { [`${k}Id`]: 99999999, name: 'Renamed' }),
        },
        {
          name: `admin: remove ${k}`,
          expect: admin(404),
          call: (e: string) =>
            t.call(e, 'POST', `/api/admin/${k}/removal`, { [`${k}Id`]: 99999999 }),
        },
      ];
    }),
  ];

  it.each(ROLE_CODES.map((r) => [r]))(
    '%s gets the expected status on every route',
    async (role) => {
      const email = `${role.toLowerCase()}@demo.test`;
      const got = await Promise.all(
        routes.map(async (r) => [r.name, (await r.call(email)).status] as const),
      );
      expect(Object.fromEntries(got)).toEqual(
        Object.fromEntries(routes.map((r) => [r.name, r.expect(role)])),
      );
    },
  );

  it('an accepted collaborator works the pairing (stage, call notes) whatever their role; other users of that role do not', async () => {
    const [sme, other] = await Promise.all(
      ['sme@demo.test', 'hr@demo.test'].map((e) =>
        t.db.execute<{ id: number }>(sql`select id from users where email = ${e}`),
      ),
    );
    const po = (
      await t.db.execute<{ id: number }>(sql`select id from users where email = 'po@demo.test'`)
    ).rows[0].id;
    await t.db.execute(
      sql`insert into collab_invitations (ei_id, brand_id, inviter_user_id, invitee_user_id, status) values (${eiId}, ${assignedBrandId}, ${po}, ${sme.rows[0].id}, 'ACCEPTED')`,
    );
    const stage = (e: string) =>
      t.call(e, routeCatalogue.pairings.updateStage, {
        eiId,
        brandId: assignedBrandId,
        stage: 'IN_PROGRESS',
      });
    const notes = (e: string) =>
      t.call(e, routeCatalogue.pairings.callNotes, {
        brandId: assignedBrandId,
        type: 'NOTE',
        note: 'Collaborator note',
        updates: [{ eiId }],
      });
    expect((await stage('sme@demo.test')).status).toBe(200);
    expect((await notes('sme@demo.test')).status).toBe(200);
    expect(other.rows[0].id).toBeGreaterThan(0);
    expect((await stage('hr@demo.test')).status).toBe(403);
    expect((await notes('hr@demo.test')).status).toBe(403);
    // a collaborator's rights stop at their pairing: the brand's other event inventories stay closed
    expect(
      (
        await t.call('sme@demo.test', routeCatalogue.pairings.callNotes, {
          brandId: assignedBrandId,
          type: 'NOTE',
          note: 'x',
          updates: [{ eiId: eiId + 1 }],
        })
      ).status,
    ).toBe(403);
  });

  it('answers 401 on every route without a token', async () => {
    for (const r of routes) expect((await r.call(null as unknown as string)).status).toBe(401);
  });
});
