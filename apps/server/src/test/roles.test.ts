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
    ...catalogueRows('events', routeCatalogue.events, {
      list: { input: () => ({}), expect: () => 200 },
      info: { input: () => ({ eventId: chatEventId }), expect: () => 200 },
    }),
    ...catalogueRows('inventories', routeCatalogue.inventories, {
      list: { input: () => ({}), expect: () => 200 },
      info: { input: () => ({ id: inventoryId }), expect: () => 200 },
      archive: {
        input: () => ({ id: inventoryId, isArchived: false }),
        expect: (r) => (INVENTORY_ADMIN.has(r) ? 200 : 403),
      },
      events: { input: () => ({ inventoryId }), expect: () => 200 },
      forPo: { input: () => ({}), expect: () => 200 },
      forBo: { input: () => ({}), expect: () => 200 },
      forSme: { input: () => ({}), expect: () => 200 },
      all: { input: () => ({}), expect: () => 200 },
      detail: { input: () => ({ eiId }), expect: () => 200 },
      update: { input: () => ({ eiId }), expect: (r) => (INVENTORY_ADMIN.has(r) ? 200 : 403) },
    }),
    { name: 'dashboard', expect: () => 200, call: (e) => t.call(e, 'GET', '/api/dashboard') },
    {
      name: 'unassigned tab',
      expect: (r) => (PIPELINE.has(r) ? 200 : 403),
      call: (e) => t.call(e, 'POST', '/api/event/brand/v2', { eiId, selectionType: 'UNASSIGNED' }),
    },
    {
      name: 'discarded tab',
      expect: (r) => (PIPELINE.has(r) ? 200 : 403),
      call: (e) => t.call(e, 'POST', '/api/event/brand/v2', { eiId, selectionType: 'DISCARDED' }),
    },
    {
      name: 'assigned tab',
      expect: (r) => (PIPELINE.has(r) ? 200 : 403),
      call: (e) => t.call(e, 'POST', '/api/event/inventory/brand/stage/v2', { eiId }),
    },
    {
      name: 'assigned CSV',
      expect: (r) => (PIPELINE.has(r) ? 200 : 403),
      call: (e) => t.call(e, 'POST', '/api/event/inventory/brand/stage/v2/csv', { eiId }),
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
    {
      name: 'collaborators of a pairing',
      expect: (r) => (mayRead([r], false, 'PIPELINE') ? 200 : 403),
      call: (e) =>
        t.call(
          e,
          'GET',
          `/api/event/inventory/brand/collab-invitation?eiId=${eiId}&brandId=${assignedBrandId}`,
        ),
    },
    {
      name: 'collaboration requests',
      expect: () => 200,
      call: (e) => t.call(e, 'GET', `/api/event/inventory/collab-requests?eiId=${eiId}`),
    },
    {
      name: 'brand suggestions',
      expect: () => 200,
      call: (e) => t.call(e, 'GET', `/api/event/inventory/brand/suggestion?eiId=${eiId}`),
    },
    {
      name: 'brands to suggest',
      expect: () => 200,
      call: (e) => t.call(e, 'POST', '/api/event/inventory/brand/search', { eiId }),
    },
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
    {
      name: 'closed deals of a brand',
      expect: (r) => (mayRead([r], r === 'ADMIN', 'PIPELINE') ? 200 : 403),
      call: (e) => t.call(e, 'GET', `/api/brand/closed-deals?brandId=${assignedBrandId}`),
    },
    {
      name: 'report: manual closures',
      expect: (r) => (['ADMIN', 'MG', 'TO'].includes(r) ? 200 : 403),
      call: (e) => t.call(e, 'POST', '/api/user/stats/manual-closures', {}),
    },
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
    {
      name: 'repository list',
      expect: (r) => (PIPELINE.has(r) ? 200 : 403),
      call: (e) => t.call(e, 'GET', '/api/brand/repository?mainTab=public'),
    },
    {
      name: 'a public repository',
      expect: (r) => (PIPELINE.has(r) ? 200 : 403),
      call: (e) => t.call(e, 'GET', `/api/brand/repository/info?repoId=${repoId}`),
    },
    {
      name: 'save a repository draft',
      expect: (r) => (PIPELINE.has(r) ? 200 : 403),
      call: (e) => t.call(e, 'PUT', '/api/brand/repository/draft', { name: 'My pitch list' }),
    },
    {
      name: 'edit a public repository (owner only)',
      expect: (r) => (r === 'PO' ? 200 : 403),
      call: (e) => t.call(e, 'PATCH', '/api/brand/repository', { repoId, description: 'Edited' }),
    },
    {
      name: 'add brands to a public repository (owner only)',
      expect: (r) => (r === 'PO' ? 200 : 403),
      call: (e) =>
        t.call(e, 'PUT', '/api/brand/repository/brands', { repoId, action: 'ADD', brandIds: [21] }),
    },
    {
      name: 'repository brands',
      expect: (r) => (PIPELINE.has(r) ? 200 : 403),
      call: (e) =>
        t.call(e, 'POST', '/api/brand/repository/brands', { repoId, tab: 'NOT_IN_REPO' }),
    },
    {
      name: 'repository brand counts',
      expect: (r) => (PIPELINE.has(r) ? 200 : 403),
      call: (e) => t.call(e, 'POST', '/api/brand/repository/brand/count', { repoId }),
    },
    {
      name: 'repository category-blocked counts',
      expect: (r) => (PIPELINE.has(r) ? 200 : 403),
      call: (e) =>
        t.call(e, 'POST', '/api/brand/repository/brand/category-blocked/count', {
          repoId,
          eiIds: [eiId],
        }),
    },
    {
      name: 'duplicate a public repository',
      expect: (r) => (PIPELINE.has(r) ? 200 : 403),
      call: (e) => t.call(e, 'POST', '/api/brand/repository/duplicate', { repoId }),
    },
    {
      name: 'remove a repository (not found for others)',
      expect: (r) => (PIPELINE.has(r) ? 404 : 403),
      call: (e) => t.call(e, 'POST', '/api/brand/repository/removal', { repoId: 99_999_999 }),
    },
    {
      name: 'restore a repository (not found)',
      expect: (r) => (PIPELINE.has(r) ? 404 : 403),
      call: (e) => t.call(e, 'POST', '/api/brand/repository/restore', { repoId }),
    },
    {
      name: 'assign a repository to an event inventory',
      expect: (r) => (PIPELINE.has(r) ? 200 : 403),
      call: (e) =>
        t.call(
          e,
          'POST',
          '/api/event/inventory/brand/assignment/v2',
          repositoryAssignBody(eiId, [repoId]),
        ),
    },
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
    ...catalogueRows('inventories admin', routeCatalogue.inventoryAdmin, {
      list: { input: () => ({}), expect: (r) => (r === 'ADMIN' ? 200 : 403) },
      updateDetails: {
        input: () => ({ id: inventoryId }),
        expect: (r) => (r === 'ADMIN' ? 200 : 403),
      },
      addEvents: {
        input: () => ({ inventoryId, events: [{ eventId: bareEventId }] }),
        expect: (r) => (r === 'ADMIN' ? 200 : 403),
      },
      inventorySmes: { input: () => ({ inventoryId }), expect: () => 200 },
      setInventorySmes: {
        input: () => ({ inventoryId: bareInventoryId, userIds: [] }),
        expect: (r) => (r === 'ADMIN' ? 200 : 403),
      },
      eventSmes: { input: () => ({ eventId: chatEventId }), expect: () => 200 },
      setEventSmes: {
        input: () => ({ eventId: bareEventId, userIds: [] }),
        expect: (r) => (r === 'ADMIN' ? 200 : 403),
      },
      eiSmes: { input: () => ({ eiId: roleEiId }), expect: () => 200 },
      setEiSmes: { input: () => ({ eiId: roleEiId }), expect: (r) => (r === 'ADMIN' ? 200 : 403) },
      blockedIndustries: { input: () => ({ eiId: roleEiId }), expect: () => 200 },
      setBlockedIndustries: {
        input: () => ({ eiId: roleEiId, industryIds: [] }),
        expect: (r) => (r === 'ADMIN' || r === 'PO' ? 200 : 403),
      },
      decks: { input: () => ({ eiId: roleEiId }), expect: () => 200 },
      saveDeck: {
        input: () => ({ eiId: roleEiId, deckId, deckName: 'Roles deck' }),
        expect: (r) => (r === 'ADMIN' || r === 'PO' ? 200 : 403),
      },
      deckViewStatus: { input: () => ({ deckIds: [deckId] }), expect: () => 200 },
      viewDecks: { input: () => ({ deckIds: [deckId] }), expect: () => 200 },
      caseStudies: { input: () => ({ id: inventoryId }), expect: () => 200 },
      addCaseStudy: {
        input: () => ({ inventoryId, title: 'Roles case', link: 'https://example.com/case' }),
        expect: (r) => (r === 'ADMIN' ? 200 : 403),
      },
      removeCaseStudy: {
        input: () => ({ id: liveCaseStudyId }),
        expect: (r) => (r === 'ADMIN' ? 200 : 403),
      },
      restoreCaseStudy: {
        input: () => ({ id: removedCaseStudyId }),
        expect: (r) => (r === 'ADMIN' ? 200 : 403),
      },
      requestCaseStudies: { input: () => ({ id: bareInventoryId }), expect: () => 200 },
      notifyBrandAssignmentPending: {
        input: () => ({ eiId: roleEiId }),
        expect: (r) => (r === 'ADMIN' ? 200 : 403),
      },
      notifyDeckUploadPending: {
        input: () => ({ eiId: roleEiId }),
        expect: (r) => (r === 'ADMIN' ? 200 : 403),
      },
    }),
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
      t.call(e, 'POST', '/api/event/inventory/brand/stage/update', {
        eiId,
        brandId: assignedBrandId,
        stage: 'IN_PROGRESS',
      });
    const notes = (e: string) =>
      t.call(e, 'PUT', '/api/brand/interactions', {
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
        await t.call('sme@demo.test', 'PUT', '/api/brand/interactions', {
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
