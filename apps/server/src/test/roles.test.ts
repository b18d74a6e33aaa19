import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  mayRead,
  REFERENCE_KINDS,
  referenceKindRoutes,
  repositoryAssignBody,
  ROLE_CODES,
  routeCatalogue,
  type RouteDefinition,
  type RouteInput,
} from '@crm/contracts';
import { startTestApp, type TestApp } from './harness.js';
import { multipartFile } from './uploads.js';

/** Roles that work the pipeline (spec 001 §6): PO any brand, BO own, TO team's; ADMIN as PO. */
const PIPELINE = new Set(['PO', 'BO', 'TO', 'ADMIN']);
/** An import id no upload has (the import rows' dry run and run find no file). */
const ROLES_IMPORT_ID = '00000000-0000-4000-8000-000000000000';
/** An event import mapping of every required field (the event import rows). */
const ROLES_EVENT_MAPPING = {
  eventName: 'Event',
  startDate: 'Start',
  endDate: 'End',
  city: 'City',
  category: 'Category',
  inventory: 'Inventory',
};
/** Roles that may archive inventories and edit any event inventory. */
const INVENTORY_ADMIN = new Set(['PO', 'ADMIN']);

describe('role × route matrix (PGlite)', () => {
  let t: TestApp;
  let eiId: number;
  let inventoryId: number;
  let assignedBrandId: number;
  let assignedBrandName: string;
  let assigneeId: number;
  let agencyName: string;
  let associationTypeName: string;
  let chatEventId: number;
  let repoId: number;
  let roleEiId: number;
  let deckId: number;
  let bareEventId: number;
  let bareInventoryId: number;
  let liveCaseStudyId: number;
  let removedCaseStudyId: number;
  let roleCityId: number;
  beforeAll(async () => {
    t = await startTestApp('pglite', { brands: 150, pairings: 300 });
    const { rows } = await t.db.execute<{ id: number; inventory_id: number }>(
      sql`select id, inventory_id from event_inventories order by id limit 1`,
    );
    eiId = rows[0].id;
    inventoryId = rows[0].inventory_id;
    const { rows: paired } = await t.db.execute<{ brand_id: number }>(
      sql`select brand_id from pairings where ei_id = ${eiId} and status = 'ASSIGNED' order by id limit 1`,
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
    const { rows: agency } = await t.db.execute<{ name: string }>(
      sql`select name from agencies order by id limit 1`,
    );
    agencyName = agency[0].name;
    const { rows: type } = await t.db.execute<{ name: string }>(
      sql`select name from agency_association_types order by id limit 1`,
    );
    associationTypeName = type[0].name;
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
    roleCityId = Number(
      (await t.db.execute<{ id: number }>(sql`select min(id) as id from cities`)).rows[0].id,
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

  /** POSTs a multipart body holding a .txt file (not an import file) to an import's parse as `email` (none: no token). */
  const parseTxt = async (email: string, path: string) => {
    const body = multipartFile('roles.txt', 'not an import');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api${path}`,
      payload: body.payload,
      headers: { ...body.headers, ...(email ? { authorization: await t.auth(email) } : {}) },
    });
    return { status: res.statusCode };
  };

  /** The sample of every report: the first event inventory, read by those who may read stage history. */
  const reportSample = {
    input: () => ({ filterType: 'INVENTORY' as const, filterValue: eiId }),
    expect: (r: string) => (mayRead([r], r === 'ADMIN', 'STAGE_HISTORY') ? 200 : 403),
  };

  const routes: {
    name: string;
    expect: (role: string) => number;
    call: (email: string) => Promise<{ status: number }>;
  }[] = [
    ...catalogueRows('brands', routeCatalogue.brands, {
      list: { input: () => ({ mainTab: 'ALL_BRANDS' as const }), expect: () => 200 },
      listByQuery: { input: () => ({ mainTab: 'MY_BRANDS' as const }), expect: () => 200 },
      info: { input: () => ({ brandId: assignedBrandId }), expect: () => 200 },
      infoV2: { input: () => ({ brandId: assignedBrandId }), expect: () => 200 },
      owners: { input: () => ({}), expect: () => 200 },
      pocs: { input: () => ({ brandId: assignedBrandId }), expect: () => 200 },
      filterOptions: { input: () => ({}), expect: () => 200 },
      export: {
        input: () => ({ format: 'csv' as const, searchFor: 'zzzz-none' }),
        expect: (r) => (mayRead([r], r === 'ADMIN', 'BRAND_EXPORT') ? 200 : 403),
      },
    }),
    // writes name a brand that does not exist (404 before any role check) or a taken name, so the matrix changes nothing
    ...catalogueRows('my brands', routeCatalogue.myBrands, {
      offloaded: { input: () => ({}), expect: () => 200 },
    }),
    ...catalogueRows('brand profile', routeCatalogue.brandProfile, {
      edit: { input: () => ({ brandId: 99999999, brandName: 'Roles brand' }), expect: () => 404 },
      additionalInfo: { input: () => ({ brandId: assignedBrandId }), expect: () => 200 },
      additionalInfoByBody: { input: () => ({ brandId: assignedBrandId }), expect: () => 200 },
      consensus: { input: () => ({ brandId: assignedBrandId }), expect: () => 200 },
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
      mine: { input: () => ({}), expect: () => 200 },
      mineByBody: { input: () => ({ phase: 'ONGOING' as const }), expect: () => 200 },
      all: { input: () => ({}), expect: () => 200 },
      active: { input: () => ({}), expect: () => 200 },
      info: { input: () => ({ eventId: chatEventId }), expect: () => 200 },
      inventories: { input: () => ({ eventId: chatEventId }), expect: () => 200 },
      inventoriesByBody: { input: () => ({ eventId: chatEventId }), expect: () => 200 },
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
      v2Details: { input: () => ({ inventoryId }), expect: () => 200 },
      forSme: { input: () => ({}), expect: () => 200 },
      all: { input: () => ({}), expect: () => 200 },
      detail: { input: () => ({ eiId }), expect: () => 200 },
      update: { input: () => ({ eiId }), expect: (r) => (INVENTORY_ADMIN.has(r) ? 200 : 403) },
    }),
    // a company with an unknown industry and feedback with an unknown recording change nothing; a setting is the caller's own
    ...catalogueRows('reference', routeCatalogue.reference, {
      all: { input: () => ({}), expect: () => 200 },
      companies: { input: () => ({ searchFor: 'a' }), expect: () => 200 },
      createCompany: {
        input: () => ({ companyName: 'Roles Co', industryId: 99_999_999 }),
        expect: (r) => (PIPELINE.has(r) ? 404 : 403),
      },
      cities: { input: () => ({ searchFor: 'a' }), expect: () => 200 },
    }),
    ...catalogueRows('locations', routeCatalogue.locations, {
      locations: { input: () => ({}), expect: () => 200 },
      regions: { input: () => ({}), expect: () => 200 },
      states: { input: () => ({}), expect: () => 200 },
      brandLocations: { input: () => ({ brandId: assignedBrandId }), expect: () => 200 },
      byRegion: { input: () => ({ regionId: 99_999_999 }), expect: () => 404 },
    }),
    ...catalogueRows('sessions', routeCatalogue.sessions, {
      list: { input: () => ({}), expect: () => 200 },
      end: {
        input: () => ({ sessionId: '00000000-0000-4000-8000-000000000000' }),
        expect: () => 404,
      },
      endOthers: { input: () => ({}), expect: () => 200 },
      signOutUser: {
        input: () => ({ userId: 99_999_999 }),
        expect: (r) => (r === 'ADMIN' ? 404 : 403),
      },
    }),
    ...catalogueRows('audit', routeCatalogue.audit, {
      list: { input: () => ({}), expect: (r) => (r === 'ADMIN' ? 200 : 403) },
      csv: { input: () => ({}), expect: (r) => (r === 'ADMIN' ? 200 : 403) },
    }),
    // enrolment starts for everyone (the rows run at once, so enable gets a code of no valid shape), and
    // nothing is on to turn off
    ...catalogueRows('two-factor', routeCatalogue.twoFactor, {
      status: { input: () => ({}), expect: () => 200 },
      setup: { input: () => ({}), expect: () => 200 },
      enable: { input: () => ({ code: 'x' }), expect: () => 400 },
      disable: { input: () => ({ code: '000000' }), expect: () => 409 },
      recoveryCodes: { input: () => ({ code: '000000' }), expect: () => 409 },
      reset: {
        input: () => ({ userId: 99_999_999 }),
        expect: (r) => (r === 'ADMIN' ? 404 : 403),
      },
      policy: { input: () => ({}), expect: (r) => (r === 'ADMIN' ? 200 : 403) },
      savePolicy: { input: () => ({ roles: [] }), expect: (r) => (r === 'ADMIN' ? 200 : 403) },
    }),
    // everyone keeps API tokens of their own; an unknown token id is 404 for all (apiTokens.test.ts has the rest)
    ...catalogueRows('API tokens', routeCatalogue.apiTokens, {
      list: { input: () => ({}), expect: () => 200 },
      create: {
        input: () => ({ name: 'Roles', scope: 'read' as const, expiresInDays: 30 as const }),
        expect: () => 200,
      },
      revoke: { input: () => ({ id: 99_999_999 }), expect: () => 404 },
      all: { input: () => ({}), expect: (r) => (r === 'ADMIN' ? 200 : 403) },
      policy: { input: () => ({}), expect: () => 200 },
      savePolicy: {
        input: () => ({ maxDays: null }),
        expect: (r) => (r === 'ADMIN' ? 200 : 403),
      },
    }),
    // webhooks are the admins' (webhooks.test.ts has the deliveries); unknown ids are 404 to them
    ...catalogueRows('webhooks', routeCatalogue.webhooks, {
      list: { input: () => ({}), expect: (r) => (r === 'ADMIN' ? 200 : 403) },
      create: {
        input: () => ({ url: 'ftp://roles.test/hook', events: ['brand.created' as const] }),
        expect: (r) => (r === 'ADMIN' ? 400 : 403),
      },
      update: {
        input: () => ({ id: 99_999_999, enabled: false }),
        expect: (r) => (r === 'ADMIN' ? 404 : 403),
      },
      remove: { input: () => ({ id: 99_999_999 }), expect: (r) => (r === 'ADMIN' ? 404 : 403) },
      restore: { input: () => ({ id: 99_999_999 }), expect: (r) => (r === 'ADMIN' ? 404 : 403) },
      deliveries: { input: () => ({ id: 99_999_999 }), expect: (r) => (r === 'ADMIN' ? 404 : 403) },
      replay: {
        input: () => ({ id: 99_999_999, deliveryId: 1 }),
        expect: (r) => (r === 'ADMIN' ? 404 : 403),
      },
      test: { input: () => ({ id: 99_999_999 }), expect: (r) => (r === 'ADMIN' ? 404 : 403) },
    }),
    ...catalogueRows('settings', routeCatalogue.settings, {
      save: { input: () => ({ key: 'userNote' as const, value: 'Roles' }), expect: () => 200 },
      read: { input: () => ({ keys: ['userNote' as const] }), expect: () => 200 },
    }),
    // the feed itself (GET /api/calendar/feed.ics) needs no sign-in: its secret is the key (calendar.test.ts)
    ...catalogueRows(
      'calendar feed',
      {
        status: routeCatalogue.calendarFeed.status,
        create: routeCatalogue.calendarFeed.create,
        revoke: routeCatalogue.calendarFeed.revoke,
      },
      {
        status: { input: () => ({}), expect: () => 200 },
        create: { input: () => ({}), expect: () => 200 },
        revoke: { input: () => ({}), expect: () => 200 },
      },
    ),
    // every role keeps its own views; an unknown view id is 404 for all (views.test.ts has the sharing rules)
    ...catalogueRows('saved views', routeCatalogue.savedViews, {
      list: { input: () => ({ list: 'TASKS' as const }), expect: () => 200 },
      create: {
        input: () => ({
          list: 'TASKS' as const,
          name: 'Roles view',
          state: { tab: 'ALL', category: 'ALL', status: 'OPEN', filters: {} } as const,
        }),
        expect: () => 200,
      },
      update: {
        input: () => ({ viewId: 99_999_999, list: 'TASKS' as const, name: 'Renamed' }),
        expect: () => 404,
      },
      remove: { input: () => ({ viewId: 99_999_999 }), expect: () => 404 },
      restore: { input: () => ({ viewId: 99_999_999 }), expect: () => 404 },
      setDefault: { input: () => ({ list: 'TASKS' as const, viewId: null }), expect: () => 200 },
      share: { input: () => ({ viewId: 99_999_999, shared: true }), expect: () => 404 },
    }),
    ...catalogueRows('search', routeCatalogue.search, {
      search: { input: () => ({ searchFor: 'roles' }), expect: () => 200 },
      suggestions: { input: () => ({ searchFor: 'roles' }), expect: () => 200 },
    }),
    ...catalogueRows('feedback', routeCatalogue.feedback, {
      send: { input: () => ({ mediaUrl: 'roles/none.webm' }), expect: () => 404 },
      list: { input: () => ({}), expect: (r) => (r === 'ADMIN' ? 200 : 403) },
    }),
    ...catalogueRows('dashboard', routeCatalogue.dashboard, {
      dashboard: { input: () => ({}), expect: () => 200 },
    }),
    ...catalogueRows('board', routeCatalogue.board, {
      board: { input: () => ({ eiId }), expect: (r) => (PIPELINE.has(r) ? 200 : 403) },
      column: {
        input: () => ({
          eiId,
          stage: 'ASSIGNED' as const,
          after: { followUpDate: null, brandId: 1, eiId },
        }),
        expect: (r) => (PIPELINE.has(r) ? 200 : 403),
      },
    }),
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
      unassignedCsv: {
        input: () => ({ eiId, selectionType: 'UNASSIGNED' as const }),
        expect: (r) => (PIPELINE.has(r) ? 200 : 403),
      },
    }),
    {
      name: 'discarded tab',
      expect: (r) => (PIPELINE.has(r) ? 200 : 403),
      call: (e) =>
        t.call(e, routeCatalogue.pairings.unassignedList, { eiId, selectionType: 'DISCARDED' }),
    },
    ...catalogueRows('notifications', routeCatalogue.notifications, {
      list: { input: () => ({}), expect: () => 200 },
      markRead: { input: () => ({ notificationIds: [99999999] }), expect: () => 200 },
    }),
    {
      name: 'call lock status',
      expect: () => 200,
      call: (e) => t.call(e, routeCatalogue.users.lockStatus, {}),
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
    // writes and reads name a task that does not exist (404 for everyone), so the matrix changes nothing but its new tasks
    ...catalogueRows('tasks', routeCatalogue.tasks, {
      setReminder: {
        input: () => ({ taskId: 99999999, date: new Date(Date.now() + 86_400_000).toISOString() }),
        expect: () => 404,
      },
      reminders: { input: () => ({ taskId: 99999999 }), expect: () => 404 },
      cancelReminder: {
        input: () => ({ taskId: 99999999, reminderId: 99999999 }),
        expect: () => 404,
      },
      nudge: { input: () => ({ taskId: 99999999 }), expect: () => 404 },
      create: {
        input: () => ({
          name: 'Follow up',
          description: 'Call back',
          relatedUsers: [{ id: assigneeId }],
        }),
        expect: () => 200,
      },
      list: { input: () => ({ tab: 'ALL' as const }), expect: () => 200 },
      detail: { input: () => ({ taskId: 99999999 }), expect: () => 404 },
      status: {
        input: () => ({ taskId: 99999999, status: 'COMPLETE' as const }),
        expect: () => 404,
      },
      star: { input: () => ({ taskId: 99999999, action: 'STAR' as const }), expect: () => 404 },
      counts: { input: () => ({}), expect: () => 200 },
      remove: { input: () => ({ taskId: 99999999 }), expect: () => 404 },
      subAssignmentStatus: {
        input: () => ({
          taskId: 99999999,
          taskSubAssignmentId: 99999999,
          status: 'COMPLETE' as const,
        }),
        expect: () => 404,
      },
    }),
    ...catalogueRows('task people', routeCatalogue.taskPeople, {
      update: { input: () => ({ taskId: 99999999, description: 'Roles' }), expect: () => 404 },
      activity: { input: () => ({ taskId: 99999999 }), expect: () => 404 },
      addPeople: {
        input: () => ({ taskId: 99999999, relatedUsers: [{ id: assigneeId }] }),
        expect: () => 404,
      },
      people: { input: () => ({ taskId: 99999999 }), expect: () => 404 },
      removePeople: {
        input: () => ({ taskId: 99999999, userIds: [assigneeId] }),
        expect: () => 404,
      },
      subAssignments: { input: () => ({ taskId: 99999999 }), expect: () => 404 },
      addThreadMembers: {
        input: () => ({ taskId: 99999999, taskSubAssignmentId: 99999999, userIds: [assigneeId] }),
        expect: () => 404,
      },
      usersForAddition: {
        input: () => ({ taskId: 99999999, taskSubAssignmentId: 99999999 }),
        expect: () => 404,
      },
      nudgeSubAssignment: {
        input: () => ({ taskId: 99999999, taskSubAssignmentId: 99999999 }),
        expect: () => 404,
      },
    }),
    ...catalogueRows('task conversation', routeCatalogue.taskConversation, {
      comments: { input: () => ({ taskId: 99999999 }), expect: () => 404 },
      postComment: { input: () => ({ taskId: 99999999, text: 'Roles' }), expect: () => 404 },
    }),
    ...catalogueRows('task pickers', routeCatalogue.taskPickers, {
      users: { input: () => ({}), expect: () => 200 },
      inventories: { input: () => ({}), expect: () => 200 },
      events: { input: () => ({}), expect: () => 200 },
      brands: { input: () => ({}), expect: () => 200 },
      undefinedInventoryHandlers: { input: () => ({}), expect: () => 200 },
    }),
    // writes name a chat, message or user that does not exist (404 to everyone), except creating a group
    ...catalogueRows('chat', routeCatalogue.chat, {
      list: { input: () => ({ chatType: 'CHATS' as const }), expect: () => 200 },
      createGroup: {
        input: () => ({ name: 'Deal room', members: [assigneeId] }),
        expect: () => 200,
      },
      updateGroup: { input: () => ({ chatId: 99999999, name: 'Roles' }), expect: () => 404 },
      info: { input: () => ({ chatId: 99999999 }), expect: () => 404 },
      addMembers: { input: () => ({ chatId: 99999999, userIds: [assigneeId] }), expect: () => 404 },
      removeMembers: {
        input: () => ({ chatId: 99999999, userIds: [assigneeId] }),
        expect: () => 404,
      },
      mute: { input: () => ({ chatId: 99999999, mute: true }), expect: () => 404 },
      pin: { input: () => ({ chatId: 99999999, pin: true }), expect: () => 404 },
      eventChat: {
        input: () => ({ eventId: chatEventId }),
        expect: (r) => (r === 'PO' ? 200 : 403),
      },
      supportChat: { input: () => ({}), expect: (r) => (r === 'ADMIN' ? 400 : 200) },
      personalChat: { input: () => ({ userId: 99999999 }), expect: () => 404 },
      messages: { input: () => ({ chatId: 99999999 }), expect: () => 404 },
      pagedMessages: { input: () => ({ chatId: 99999999 }), expect: () => 404 },
      recentMessages: { input: () => ({ chatId: 99999999 }), expect: () => 404 },
      modified: {
        input: () => ({ chatId: 99999999, since: '2026-01-01T00:00:00Z' }),
        expect: () => 404,
      },
      send: {
        input: () => ({ chatId: 99999999, content: 'Roles', localId: 'roles' }),
        expect: () => 404,
      },
      edit: { input: () => ({ messageId: 99999999, content: 'Roles' }), expect: () => 404 },
      remove: { input: () => ({ messageId: 99999999 }), expect: () => 404 },
      read: { input: () => ({ chatId: 99999999, mid: 0 }), expect: () => 404 },
      pinned: { input: () => ({ chatId: 99999999 }), expect: () => 404 },
      files: { input: () => ({ chatId: 99999999 }), expect: () => 404 },
      starred: { input: () => ({}), expect: () => 200 },
    }),
    {
      name: 'event chat list',
      expect: () => 200,
      call: (e) => t.call(e, routeCatalogue.chat.list, { chatType: 'EVENTS' }),
    },
    // writes name news, brands and files that do not exist (404 or 400 before any change), so the matrix changes nothing
    ...catalogueRows('news', routeCatalogue.news, {
      list: { input: () => ({}), expect: () => 200 },
      appreciate: {
        input: () => ({ action: 'ADD' as const, newsId: 99999999 }),
        expect: () => 404,
      },
      appreciators: { input: () => ({ newsId: 99999999 }), expect: () => 404 },
      adminAppreciators: { input: () => ({ newsId: 99999999 }), expect: () => 404 },
      adminList: { input: () => ({}), expect: (r) => (r === 'ADMIN' ? 200 : 403) },
      create: {
        input: () => ({ title: 'Roles news', badge: 'ANNOUNCEMENT' as const, brandId: 99999999 }),
        expect: (r) => (r === 'ADMIN' ? 400 : 403),
      },
      update: {
        input: () => ({ newsId: 99999999, title: 'Roles news', badge: 'ANNOUNCEMENT' as const }),
        expect: (r) => (r === 'ADMIN' ? 404 : 403),
      },
      setStatus: {
        input: () => ({ newsIds: [99999999], status: 'HIDDEN' as const }),
        expect: (r) => (r === 'ADMIN' ? 404 : 403),
      },
      badges: { input: () => ({}), expect: (r) => (r === 'ADMIN' ? 200 : 403) },
    }),
    ...catalogueRows('reports', routeCatalogue.reports, {
      leadTags: reportSample,
      stages: reportSample,
      lostReasons: reportSample,
      dropoffs: reportSample,
      turnaround: reportSample,
      completion: reportSample,
      download: {
        input: () => ({ eiId }),
        expect: (r) => (mayRead([r], r === 'ADMIN', 'STAGE_HISTORY') ? 200 : 403),
      },
      eventInventory: {
        input: () => ({ eiId }),
        expect: (r) => (mayRead([r], r === 'ADMIN', 'STAGE_HISTORY') ? 200 : 403),
      },
    }),
    // forecast: everyone reads the probabilities, admins set them (the default value, so nothing moves);
    // the forecasts of an event or event inventory need the PIPELINE read area
    ...catalogueRows('forecast', routeCatalogue.forecast, {
      probabilities: { input: () => ({}), expect: () => 200 },
      setProbability: {
        input: () => ({ stage: 'ASSIGNED' as const, probability: 33 }),
        expect: (r) => (r === 'ADMIN' ? 200 : 403),
      },
      eventInventory: {
        input: () => ({ eiId }),
        expect: (r) => (mayRead([r], r === 'ADMIN', 'PIPELINE') ? 200 : 403),
      },
      event: {
        input: () => ({ eventId: bareEventId }),
        expect: (r) => (mayRead([r], r === 'ADMIN', 'PIPELINE') ? 200 : 403),
      },
      dashboard: { input: () => ({}), expect: () => 200 },
    }),
    ...catalogueRows('files', routeCatalogue.files, {
      uploadLink: {
        input: () => ({ contentType: 'image/png', fileName: 'roles.png' }),
        expect: () => 200,
      },
      // a JSON body is not the multipart form an upload needs: 415 MULTIPART_REQUIRED
      upload: { input: () => ({}), expect: () => 415 },
      attach: { input: () => ({ brandId: 99999999, fileId: 99999999 }), expect: () => 404 },
      brandFiles: {
        input: () => ({ brandId: assignedBrandId }),
        expect: (r) => (mayRead([r], r === 'ADMIN', 'BRAND_FILES') ? 200 : 403),
      },
      remove: { input: () => ({ fileId: 99999999 }), expect: () => 404 },
    }),
    // an import's parse, like an upload, takes multipart only: a JSON body is 415 MULTIPART_REQUIRED
    ...catalogueRows('imports', routeCatalogue.imports, {
      parse: { input: () => ({}), expect: () => 415 },
      dryRun: {
        input: () => ({ importId: ROLES_IMPORT_ID, mapping: { brandName: 'Brand' } }),
        expect: (r) => (['ADMIN', 'PO', 'BO'].includes(r) ? 404 : 403),
      },
      run: {
        input: () => ({ importId: ROLES_IMPORT_ID, mapping: { brandName: 'Brand' } }),
        expect: (r) => (['ADMIN', 'PO', 'BO'].includes(r) ? 404 : 403),
      },
    }),
    // a multipart parse of a .txt file: the role gate (403), then 400 for what is not an import file
    {
      name: 'imports: parse (multipart)',
      expect: (r: string) => (['ADMIN', 'PO', 'BO'].includes(r) ? 400 : 403),
      call: (e: string) => parseTxt(e, routeCatalogue.imports.parse.path),
    },
    // undoing an unknown city removal: 404 for an admin
    ...catalogueRows('admin', routeCatalogue.admin, {
      restoreLocation: {
        input: () => ({ locationRemovalId: 99_999_999 }),
        expect: (r) => (r === 'ADMIN' ? 404 : 403),
      },
    }),
    // writes name a POC, department, note or user that does not exist (404 before any change) or a taken name, so the matrix changes nothing
    ...catalogueRows('pocs', routeCatalogue.pocs, {
      list: { input: () => ({ brandId: assignedBrandId }), expect: () => 200 },
      create: { input: () => ({ brandId: 99999999, name: 'Roles POC' }), expect: () => 404 },
      update: { input: () => ({ pocId: 99999999, name: 'Roles POC' }), expect: () => 404 },
      remove: { input: () => ({ pocId: 99999999 }), expect: () => 404 },
      departments: { input: () => ({ brandId: assignedBrandId }), expect: () => 200 },
      createDepartment: {
        input: () => ({ brandId: 99999999, name: 'Roles department' }),
        expect: () => 404,
      },
      renameDepartment: {
        input: () => ({ departmentId: 99999999, name: 'Roles department' }),
        expect: () => 404,
      },
      removeDepartment: { input: () => ({ departmentId: 99999999 }), expect: () => 404 },
      pocHistory: { input: () => ({ brandId: assignedBrandId }), expect: () => 200 },
      departmentHistory: { input: () => ({ brandId: assignedBrandId }), expect: () => 200 },
      locationHistory: { input: () => ({ brandId: assignedBrandId }), expect: () => 200 },
      orgChart: { input: () => ({ brandId: assignedBrandId }), expect: () => 200 },
      contacts: { input: () => ({}), expect: (r) => (PIPELINE.has(r) ? 200 : 403) },
      brandUserContacts: { input: () => ({}), expect: (r) => (PIPELINE.has(r) ? 200 : 403) },
    }),
    ...catalogueRows('agencies', routeCatalogue.agencies, {
      list: { input: () => ({}), expect: () => 200 },
      create: {
        input: () => ({ agencyName: agencyName }),
        expect: (r) => (PIPELINE.has(r) ? 409 : 403),
      },
      associationTypes: { input: () => ({}), expect: () => 200 },
      createAssociationType: {
        input: () => ({ name: associationTypeName }),
        expect: (r) => (INVENTORY_ADMIN.has(r) ? 409 : 403),
      },
      brandAgencies: { input: () => ({ brandId: assignedBrandId }), expect: () => 200 },
      associate: {
        input: () => ({ brandId: 99999999, agencyId: 99999999, associationTypeIds: [99999999] }),
        expect: () => 404,
      },
      removeAssociation: {
        input: () => ({ brandId: 99999999, agencyId: 99999999 }),
        expect: () => 404,
      },
      brands: { input: () => ({ agencyId: 99999999 }), expect: () => 404 },
    }),
    ...catalogueRows('people', routeCatalogue.people, {
      list: { input: () => ({}), expect: () => 200 },
      team: { input: () => ({}), expect: () => 200 },
      brands: { input: () => ({ userId: assigneeId }), expect: () => 200 },
      events: { input: () => ({ userId: assigneeId }), expect: () => 200 },
      inventories: { input: () => ({ userId: assigneeId }), expect: () => 200 },
      teams: { input: () => ({ userId: assigneeId }), expect: () => 200 },
      files: { input: () => ({ targetUserId: assigneeId }), expect: () => 200 },
      profileImage: { input: () => ({ profileImageUrl: 'roles/none.png' }), expect: () => 404 },
    }),
    ...catalogueRows('user admin', routeCatalogue.userAdmin, {
      mailStatus: { input: () => ({}), expect: (r) => (r === 'ADMIN' ? 200 : 403) },
      invite: {
        input: () => ({ userId: assigneeId }),
        expect: (r) => (r === 'ADMIN' ? 400 : 403),
      },
      designations: { input: () => ({}), expect: () => 200 },
      profile: {
        input: () => ({ userId: assigneeId }),
        expect: (r) => (r === 'ADMIN' ? 200 : 403),
      },
      create: {
        input: () => ({
          users: [
            {
              firstName: 'Roles',
              lastName: 'User',
              email: 'po@demo.test',
              roles: ['BO' as const],
            },
          ],
        }),
        expect: (r) => (r === 'ADMIN' ? 409 : 403),
      },
      update: {
        input: () => ({
          users: [
            {
              userId: 99999999,
              firstName: 'Roles',
              lastName: 'User',
              email: 'roles-none@demo.test',
              roles: ['BO' as const],
            },
          ],
        }),
        expect: (r) => (r === 'ADMIN' ? 404 : 403),
      },
      deactivate: {
        input: () => ({ usersIds: [assigneeId], mode: 'REACTIVATE' as const }),
        expect: (r) => (r === 'ADMIN' ? 200 : 403),
      },
      status: {
        input: () => ({ usersIds: [assigneeId], mode: 'REACTIVATE' as const }),
        expect: (r) => (r === 'ADMIN' ? 200 : 403),
      },
    }),
    ...catalogueRows('admin user lists', routeCatalogue.adminUserLists, {
      all: {
        input: () => ({ roles: ['BO' as const] }),
        expect: (r) => (r === 'ADMIN' ? 200 : 403),
      },
      filters: { input: () => ({}), expect: (r) => (r === 'ADMIN' ? 200 : 403) },
      brandOwners: { input: () => ({}), expect: (r) => (r === 'ADMIN' ? 200 : 403) },
      projectOwners: { input: () => ({}), expect: (r) => (r === 'ADMIN' ? 200 : 403) },
      teams: { input: () => ({}), expect: (r) => (r === 'ADMIN' ? 200 : 403) },
      teamOwners: { input: () => ({}), expect: (r) => (r === 'ADMIN' ? 200 : 403) },
      locations: { input: () => ({}), expect: (r) => (r === 'ADMIN' ? 200 : 403) },
      companies: { input: () => ({}), expect: (r) => (r === 'ADMIN' ? 200 : 403) },
    }),
    ...catalogueRows('user directory', routeCatalogue.userDirectory, {
      all: { input: () => ({}), expect: () => 200 },
      active: { input: () => ({}), expect: () => 200 },
      verticals: { input: () => ({}), expect: () => 200 },
      brandVerticals: { input: () => ({}), expect: () => 200 },
      list: { input: () => ({}), expect: () => 200 },
      brands: { input: () => ({ userId: assigneeId }), expect: () => 200 },
    }),
    ...catalogueRows('notes', routeCatalogue.notes, {
      list: { input: () => ({ brandId: assignedBrandId }), expect: () => 200 },
      create: {
        input: () => ({ brandId: 99999999, title: 'Roles', description: 'Roles note' }),
        expect: () => 404,
      },
      update: { input: () => ({ notes: [{ id: 99999999, title: 'Roles' }] }), expect: () => 404 },
      remove: { input: () => ({ noteIds: [99999999] }), expect: () => 404 },
      pocRemove: { input: () => ({ noteIds: [99999999] }), expect: () => 404 },
      restore: { input: () => ({ noteIds: [99999999] }), expect: () => 404 },
      users: { input: () => ({ brandId: assignedBrandId }), expect: () => 200 },
      pocUsers: { input: () => ({ brandId: assignedBrandId, pocId: 99999999 }), expect: () => 404 },
    }),
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
    // admin writes name fields that do not exist or are not the entity's (404, 400), except one create (a POC field)
    ...catalogueRows('custom fields', routeCatalogue.customFields, {
      list: { input: () => ({ entity: 'BRAND' as const }), expect: () => 200 },
      adminList: {
        input: () => ({ entity: 'POC' as const }),
        expect: (r) => (r === 'ADMIN' ? 200 : 403),
      },
      reorder: {
        input: () => ({ entity: 'POC' as const, fieldIds: [99999999] }),
        expect: (r) => (r === 'ADMIN' ? 400 : 403),
      },
      archive: {
        input: () => ({ fieldId: 99999999 }),
        expect: (r) => (r === 'ADMIN' ? 404 : 403),
      },
      restore: {
        input: () => ({ fieldId: 99999999 }),
        expect: (r) => (r === 'ADMIN' ? 404 : 403),
      },
      update: {
        input: () => ({ fieldId: 99999999, label: 'X' }),
        expect: (r) => (r === 'ADMIN' ? 404 : 403),
      },
      removal: {
        input: () => ({ fieldId: 99999999, confirmLabel: 'X' }),
        expect: (r) => (r === 'ADMIN' ? 404 : 403),
      },
      create: {
        input: () => ({ entity: 'POC' as const, label: 'Roles check', type: 'TEXT' as const }),
        expect: (r) => (r === 'ADMIN' ? 200 : 403),
      },
    }),
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
    ...catalogueRows('event team', routeCatalogue.eventTeam, {
      teamMembers: { input: () => ({ eventId: chatEventId }), expect: () => 200 },
      eiTeamMembers: { input: () => ({ eiId: roleEiId }), expect: () => 200 },
      brandAssigners: { input: () => ({ eiId: roleEiId }), expect: () => 200 },
      assignCountsByRole: { input: () => ({ eiId: roleEiId }), expect: () => 200 },
      inventoryOverview: { input: () => ({ inventoryId }), expect: () => 200 },
      timeline: { input: () => ({ eventId: chatEventId }), expect: () => 200 },
      myTimeline: { input: () => ({ eventId: chatEventId }), expect: () => 200 },
    }),
    ...catalogueRows('meetings', routeCatalogue.meetings, {
      removal: { input: () => ({ meetingId: 99999999 }), expect: () => 404 },
      restore: { input: () => ({ meetingId: 99999999 }), expect: () => 404 },
    }),
    // events admin: admins only; an admin's edit of an unknown event is 404
    ...catalogueRows('events admin', routeCatalogue.eventAdmin, {
      create: {
        input: () => ({
          eventName: 'Roles event (admin)',
          startDate: '2031-05-01',
          endDate: '2031-05-02',
          cityId: roleCityId,
          category: 'CRICKET' as const,
          projectOwnerIds: [],
          inventories: [{ inventoryId, salesTarget: 1.5 }],
        }),
        expect: (r) => (r === 'ADMIN' ? 200 : 403),
      },
      get: { input: () => ({ eventId: chatEventId }), expect: (r) => (r === 'ADMIN' ? 200 : 403) },
      info: { input: () => ({ eventId: chatEventId }), expect: (r) => (r === 'ADMIN' ? 200 : 403) },
      update: {
        input: () => ({
          eventId: 99999999,
          eventName: 'Roles event (missing)',
          startDate: '2031-05-01',
          endDate: '2031-05-02',
          cityId: roleCityId,
          category: 'CRICKET' as const,
          projectOwnerIds: [],
          inventories: [{ inventoryId, salesTarget: null }],
        }),
        expect: (r) => (r === 'ADMIN' ? 404 : 403),
      },
      archive: {
        input: () => ({ eventId: chatEventId, isArchived: false }),
        expect: (r) => (r === 'ADMIN' ? 200 : 403),
      },
      list: { input: () => ({}), expect: (r) => (r === 'ADMIN' ? 200 : 403) },
      history: {
        input: () => ({ eventId: chatEventId }),
        expect: (r) => (r === 'ADMIN' ? 200 : 403),
      },
    }),
    // 'Assigned for You': every role reads its own pairings (none for most)
    ...catalogueRows('assigned for you', routeCatalogue.assignedForYou, {
      byInventory: { input: () => ({}), expect: () => 200 },
      byBrand: { input: () => ({ sharedWithMe: true }), expect: () => 200 },
      myBrandInventory: { input: () => ({ brandId: assignedBrandId }), expect: () => 200 },
    }),
    // blocked-category brands: the assign page's roles
    ...catalogueRows('blocked brands', routeCatalogue.blockedBrands, {
      list: { input: () => ({ eiId }), expect: (r) => (PIPELINE.has(r) ? 200 : 403) },
    }),
    // admin brands: admins only; an admin's dry run naming an unknown user is 400, Undo of an unknown batch 404, a CSV of an unknown column 400, an edit of an unknown brand 404
    ...catalogueRows('admin brands', routeCatalogue.adminBrands, {
      assign: {
        input: () => ({
          brandIds: [assignedBrandId],
          userIds: [99999999],
          mode: 'ADD' as const,
          dryRun: true,
        }),
        expect: (r) => (r === 'ADMIN' ? 400 : 403),
      },
      undo: { input: () => ({ batchId: 99999999 }), expect: (r) => (r === 'ADMIN' ? 404 : 403) },
      current: { input: () => ({}), expect: (r) => (r === 'ADMIN' ? 200 : 403) },
      offloaded: { input: () => ({}), expect: (r) => (r === 'ADMIN' ? 200 : 403) },
      currentCsv: {
        input: () => ({ columns: ['noSuchColumn'] }),
        expect: (r) => (r === 'ADMIN' ? 400 : 403),
      },
      offloadedCsv: {
        input: () => ({ columns: ['noSuchColumn'] }),
        expect: (r) => (r === 'ADMIN' ? 400 : 403),
      },
      edit: {
        input: () => ({ brandId: 99999999, brandName: 'Roles brand' }),
        expect: (r) => (r === 'ADMIN' ? 404 : 403),
      },
    }),
    // event import: admins only; an admin's dry run and run of an unknown upload is 404
    ...catalogueRows('event import', routeCatalogue.eventImport, {
      parse: { input: () => ({}), expect: () => 415 },
      dryRun: {
        input: () => ({ uploadId: ROLES_IMPORT_ID, mapping: ROLES_EVENT_MAPPING }),
        expect: (r) => (r === 'ADMIN' ? 404 : 403),
      },
      run: {
        input: () => ({ uploadId: ROLES_IMPORT_ID, mapping: ROLES_EVENT_MAPPING }),
        expect: (r) => (r === 'ADMIN' ? 404 : 403),
      },
    }),
    {
      name: 'event import: parse (multipart)',
      expect: (r: string) => (r === 'ADMIN' ? 400 : 403),
      call: (e: string) => parseTxt(e, routeCatalogue.eventImport.parse.path),
    },
    // admin reference data: admins only; an admin's update and removal of an unknown row is 404
    ...REFERENCE_KINDS.flatMap((k) => {
      const admin = (ok: number) => (r: string) => (r === 'ADMIN' ? ok : 403);
      const fields = k === 'location' ? { stateId: 1 } : k === 'state' ? { code: 'ZZ-RT' } : {};
      return catalogueRows(`admin ${k}`, referenceKindRoutes(k), {
        list: { input: () => ({}), expect: admin(200) },
        create: {
          input: () => ({ name: `Roles ${k} (reference data)`, ...fields }),
          expect: admin(200),
        },
        // the id field's name depends on the kind (`${k}Id`), which the input's type cannot follow
        update: {
          input: () => ({ [`${k}Id`]: 99999999, name: 'Renamed' }) as never,
          expect: admin(404),
        },
        remove: { input: () => ({ [`${k}Id`]: 99999999 }) as never, expect: admin(404) },
      });
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
