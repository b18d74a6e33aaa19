import {
  EVENT_ADMIN_MESSAGES as M,
  type AdminEventItem,
  type EventFormValues,
  type EventHistoryItem,
  type PageInfo,
} from '@crm/contracts';
import type { Db, Tx } from '../../../db/client.js';
import { assertAdmin, type Actor } from '../../../auth/actor.js';
import { conflict, fieldError, isUniqueViolation, notFound } from '../../../lib/errors.js';
import { pageInfo } from '../../../lib/paging.js';
import { syncDirtyEventGroups } from '../../chat/index.js';
import { ownUpload } from '../../files/index.js';
import {
  countActiveUsersWithRole,
  eventSetupOf,
  unknownInventories,
  writeEventSetup,
} from '../../inventories/index.js';
import {
  eventAssignedSql,
  eventDatesMovedSql,
  type AddNotifications,
  type Notifications,
} from '../../notifications/index.js';
import { changesBetween, eventHistoryPage, recordEventHistory, snapshotOf } from './history.js';
import {
  adminEventPage,
  cityExists,
  eventRow,
  insertEvent,
  nameTakenInSeason,
  setEventArchived,
  updateEvent,
  type AdminEventsFilter,
  type EventRowFields,
} from './queries.js';
import { recordAudit } from '../../audit/index.js';
import { webhookEvent } from '../../webhooks/index.js';

/**
 * The events admin (spec 001 §3 Event, §7 Event API): admins create, edit, archive and unarchive
 * events. Every write runs in one transaction with its history row, its notifications and the sync of
 * the event's chat group; a refusal changes nothing. Everyone but admins gets 403.
 */

type Ctx = { db: Db; actor: Actor };
type WriteCtx = Ctx & { notes: Notifications };

/** The event form's request, parsed (contracts EventCreateRequest). */
export type EventInput = EventRowFields & {
  projectOwnerIds: number[];
  smeIds: number[];
  inventories: { inventoryId: number; salesTarget: number | null }[];
};

const nameTaken = (name: string) => conflict(M.nameTaken(name), 'EVENT_NAME_TAKEN');
const unknownEvent = () => notFound(M.notFound, 'EVENT_NOT_FOUND');

/** 400 naming the field when the city, an inventory, a PO (active, holding PO) or an SME (active) is unknown. */
async function assertReferences(db: Tx, req: EventInput): Promise<void> {
  if (!(await cityExists(db, req.cityId))) throw fieldError('cityId', M.cityUnknown);
  if (
    (
      await unknownInventories(
        db,
        req.inventories.map((i) => i.inventoryId),
      )
    ).length
  )
    throw fieldError('inventories', M.inventoryUnknown, 'INVENTORY_NOT_FOUND');
  const pos = req.projectOwnerIds;
  if ((await countActiveUsersWithRole(db, pos, 'PO')) !== pos.length)
    throw fieldError('projectOwnerIds', M.userNotPo, 'USER_NOT_PO');
  if ((await countActiveUsersWithRole(db, req.smeIds)) !== req.smeIds.length)
    throw fieldError('smeIds', M.userNotActive, 'USER_NOT_ACTIVE');
}

const fieldsOf = (req: EventInput): EventRowFields => ({
  eventName: req.eventName,
  startDate: req.startDate,
  endDate: req.endDate,
  cityId: req.cityId,
  category: req.category,
  venue: req.venue,
  description: req.description,
  imageUrl: req.imageUrl,
});

const setupOf = (eventId: number, req: EventInput) => ({
  eventId,
  inventories: req.inventories,
  projectOwnerIds: req.projectOwnerIds,
  smeIds: req.smeIds,
});

/** The event's snapshot for history (after its writes, in the same transaction). */
async function snapshot(tx: Tx, eventId: number) {
  const row = await eventRow(tx, eventId);
  if (!row) throw unknownEvent();
  return snapshotOf(row, await eventSetupOf(tx, eventId));
}

/**
 * A new event image must be the admin's own live image upload made for it (signed link, purpose
 * EVENT_IMAGE): 404, 403 or 400 otherwise (see ownUpload). An unchanged or removed image is not checked.
 */
async function assertImage(db: Tx, actor: Actor, url: string | null, current: string | null) {
  if (url && url !== current)
    await ownUpload({ db, userId: actor.userId, url, purpose: 'EVENT_IMAGE', kind: 'image' });
}

/** Runs `write`, answering 409 'An event named X already exists this season' for a concurrent twin. */
async function mapNameRace<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (isUniqueViolation(e, 'events_name_season_uq')) throw nameTaken(name);
    throw e;
  }
}

/**
 * POST /api/admin/event: creates the event, its event inventories (sales targets in crore), project
 * owners and SMEs; history CREATED (IMPORTED when `imported`, from a season import); the POs are notified (EVENT_ASSIGNED) and join the event's chat
 * group. 400 unknown city, inventory or user; 409 when the name is taken this season (case-insensitive).
 */
export async function createEvent({
  db,
  notes,
  actor,
  req,
  imported = false,
}: WriteCtx & { req: EventInput; imported?: boolean }): Promise<{
  eventId: number;
  message: string;
}> {
  assertAdmin(actor, M.forbidden);
  await assertReferences(db, req);
  await assertImage(db, actor, req.imageUrl, null);
  if (await nameTakenInSeason(db, req)) throw nameTaken(req.eventName);
  const eventId = await mapNameRace(req.eventName, () =>
    notes.run(db, async (tx, add) => {
      const id = await insertEvent(tx, fieldsOf(req));
      await writeEventSetup(tx, setupOf(id, req));
      const after = await snapshot(tx, id);
      const changes = changesBetween({}, after);
      const action = imported ? 'event.import' : 'event.create';
      await recordAudit(tx, actor.userId, { action, entity: 'event', entityId: id, after });
      await webhookEvent(tx, {
        type: 'event.created',
        orderKey: `event:${id}`,
        data: { eventId: id, event: after, imported, byUserId: actor.userId },
      });
      await recordEventHistory(tx, {
        eventId: id,
        userId: actor.userId,
        action: imported ? 'IMPORTED' : 'CREATED',
        changes,
      });
      if (req.projectOwnerIds.length)
        await add(eventAssignedSql(actor.userId, id, req.projectOwnerIds));
      await syncDirtyEventGroups(tx, [id]);
      return id;
    }),
  );
  return { eventId, message: M.created };
}

/** 409 DATE_MOVE_NEEDS_CONFIRM or IN_USE before an update writes anything (see updateEventAdmin). */
function assertUpdateAllowed(
  before: NonNullable<Awaited<ReturnType<typeof eventRow>>>,
  setup: Awaited<ReturnType<typeof eventSetupOf>>,
  req: EventInput & { confirmDateMove: boolean },
): boolean {
  const datesMove = before.startDate !== req.startDate || before.endDate !== req.endDate;
  if (before.started && datesMove && !req.confirmDateMove)
    throw conflict(M.dateMoveNeedsConfirm, 'DATE_MOVE_NEEDS_CONFIRM');
  const kept = new Set(req.inventories.map((i) => i.inventoryId));
  const used = setup.inventories.filter((i) => !kept.has(i.inventoryId) && i.pairingCount > 0);
  if (used.length)
    throw conflict(
      used.map((i) => M.inventoryInUse(i.inventoryName, i.pairingCount)).join('. '),
      'IN_USE',
    );
  return datesMove;
}

/** Notifies the newly added POs (EVENT_ASSIGNED) and, when the dates moved, the others (EVENT_DATES_MOVED). */
async function notifyPos(
  add: AddNotifications,
  n: { actorId: number; eventId: number; added: number[]; datesMove: boolean },
): Promise<void> {
  if (n.added.length) await add(eventAssignedSql(n.actorId, n.eventId, n.added));
  if (n.datesMove) await add(eventDatesMovedSql(n.actorId, n.eventId, n.added));
}

/**
 * PATCH /api/admin/event: writes every field and the setup; history UPDATED (IMPORTED when `imported`)
 * with the field changes.
 * 404 unknown event; 409 DATE_MOVE_NEEDS_CONFIRM when an event that has started (start ≤ IST today)
 * moves its dates without `confirmDateMove`; 409 IN_USE naming each removed inventory that has pairings
 * with their count; 409 when the name is taken this season. New POs and, on a date move, all its POs are notified.
 */
export async function updateEventAdmin({
  db,
  notes,
  actor,
  req,
  imported = false,
}: WriteCtx & {
  req: EventInput & { eventId: number; confirmDateMove: boolean };
  imported?: boolean;
}): Promise<{
  eventId: number;
  message: string;
}> {
  assertAdmin(actor, M.forbidden);
  await assertReferences(db, req);
  const eventId = req.eventId;
  await mapNameRace(req.eventName, () =>
    notes.run(db, async (tx, add) => {
      const before = await eventRow(tx, eventId, true);
      if (!before) throw unknownEvent();
      const setup = await eventSetupOf(tx, eventId);
      const datesMove = assertUpdateAllowed(before, setup, req);
      await assertImage(tx, actor, req.imageUrl, before.imageUrl);
      if (await nameTakenInSeason(tx, { ...req, exceptId: eventId }))
        throw nameTaken(req.eventName);
      await updateEvent(tx, eventId, fieldsOf(req));
      await writeEventSetup(tx, setupOf(eventId, req));
      const was = snapshotOf(before, setup);
      const now = await snapshot(tx, eventId);
      const changes = changesBetween(was, now);
      const action = imported ? 'event.import' : 'event.update';
      await recordAudit(tx, actor.userId, {
        action,
        entity: 'event',
        entityId: eventId,
        before: was,
        after: now,
      });
      if (changes.length)
        await webhookEvent(tx, {
          type: 'event.updated',
          orderKey: `event:${eventId}`,
          data: { eventId, changes, imported, byUserId: actor.userId },
        });
      if (changes.length)
        await recordEventHistory(tx, {
          eventId,
          userId: actor.userId,
          action: imported ? 'IMPORTED' : 'UPDATED',
          changes,
        });
      const had = new Set(setup.projectOwners.map((u) => u.userId));
      const added = req.projectOwnerIds.filter((u) => !had.has(u));
      await notifyPos(add, { actorId: actor.userId, eventId, added, datesMove });
      await syncDirtyEventGroups(tx, [eventId]);
    }),
  );
  return { eventId, message: M.updated };
}

/** POST /api/admin/event/archive: archives or unarchives (history ARCHIVED / UNARCHIVED when it changed). 404 unknown event. */
export async function archiveEvent({
  db,
  actor,
  req,
}: Ctx & { req: { eventId: number; isArchived: boolean } }): Promise<{
  isArchived: boolean;
  message: string;
}> {
  assertAdmin(actor, M.forbidden);
  await db.transaction(async (tx) => {
    if (!(await eventRow(tx, req.eventId, true))) throw unknownEvent();
    if (!(await setEventArchived(tx, req.eventId, req.isArchived))) return;
    await recordEventHistory(tx, {
      eventId: req.eventId,
      userId: actor.userId,
      action: req.isArchived ? 'ARCHIVED' : 'UNARCHIVED',
      changes: [],
    });
    await recordAudit(tx, actor.userId, {
      action: 'event.archive',
      entity: 'event',
      entityId: req.eventId,
      before: { archived: !req.isArchived },
      after: { archived: req.isArchived },
    });
  });
  return { isArchived: req.isArchived, message: req.isArchived ? M.archived : M.unarchived };
}

/** GET /api/admin/event?eventId: the event as the form edits it, with names for its pickers. 404 unknown. */
export async function eventForm({
  db,
  actor,
  eventId,
}: Ctx & { eventId: number }): Promise<EventFormValues> {
  assertAdmin(actor, M.forbidden);
  const row = await eventRow(db, eventId);
  if (!row) throw unknownEvent();
  const setup = await eventSetupOf(db, eventId);
  const { started: _started, ...fields } = row;
  return {
    ...fields,
    projectOwners: setup.projectOwners,
    smes: setup.smes,
    inventories: setup.inventories,
  };
}

/** GET /api/admin/events: a page of events, archived or not, by search, category and city. */
export async function adminEvents({
  db,
  actor,
  q,
}: Ctx & { q: AdminEventsFilter }): Promise<PageInfo & { events: AdminEventItem[] }> {
  assertAdmin(actor, M.forbidden);
  const { events, total } = await adminEventPage(db, q);
  return { events, ...pageInfo(q.pageNo, q.count, total) };
}

/** GET /api/admin/event/history: the event's history, newest first, 15 a page. 404 unknown event. */
export async function eventHistory({
  db,
  actor,
  q,
}: Ctx & { q: { eventId: number; pageNo: number; count: number } }): Promise<
  PageInfo & { history: EventHistoryItem[] }
> {
  assertAdmin(actor, M.forbidden);
  if (!(await eventRow(db, q.eventId))) throw unknownEvent();
  const { history, total } = await eventHistoryPage(db, q);
  return { history, ...pageInfo(q.pageNo, q.count, total) };
}
