import { describe, expect, it } from 'vitest';
import { AUTO_ASSIGN_LABELS, TASK_MESSAGES } from '@crm/contracts';
import {
  addPerson,
  autoAssignees,
  dropMentioned,
  emptyTaskForm,
  hasAssignee,
  isDirty,
  pickEvent,
  pickInventory,
  removePerson,
  staleLinkMentions,
  taskFormCheck,
  toCreateRequest,
  unlistedInventory,
  type TaskFormState,
} from './taskForm';
import { contractValidator } from '../../../lib/form';
import { mentionsOf } from '../mentions/mentions';
import type { BrandOption, EventOption, InventoryOption } from '../types';

const SELF = 1;
const user = (userId: number, userName = `User ${userId}`) => ({
  userId,
  userName,
  firstName: userName,
  lastName: '',
  profileImage: null,
  roles: [],
  verticalName: null,
  lastActiveOn: null,
});
const brand = (id: number, owners: number[]): BrandOption => ({
  id,
  name: `Brand ${id}`,
  brandImage: null,
  brandOwners: owners.map((o) => user(o)),
});
const inventory = (id: number, smes: number[]): InventoryOption => ({
  id,
  name: `Inventory ${id}`,
  inventoryImage: null,
  isArchived: false,
  sme: smes.map((o) => user(o)),
});
const event = (eventId: number, smes: number[]): EventOption => ({
  eventId,
  eventName: `Event ${eventId}`,
  eventStatus: 'UPCOMING',
  startDate: null,
  endDate: null,
  sme: smes.map((o) => user(o)),
});
const ok = (r: { state: TaskFormState } | { error: string }) => {
  if ('error' in r) throw new Error(r.error);
  return r.state;
};

describe('the Add New Task form rules (spec 000 §5)', () => {
  it('keeps the Unlisted Inventory and real inventories apart, with the spec texts', () => {
    const real = ok(pickInventory(emptyTaskForm(), inventory(3, [])));
    expect(pickInventory(real, unlistedInventory())).toEqual({
      error: TASK_MESSAGES.undefinedExclusive('Unlisted Inventory'),
    });
    const unlisted = ok(pickInventory(emptyTaskForm(), unlistedInventory()));
    expect(pickInventory(unlisted, inventory(4, []))).toEqual({
      error: 'Inventory 4 cannot be selected when Unlisted Inventory is already selected.',
    });
  });

  it('allows one event only after an inventory (the Unlisted one too), and a new inventory clears it', () => {
    expect(pickEvent(emptyTaskForm(), event(9, []))).toEqual({
      error: TASK_MESSAGES.selectInventoryFirst,
    });
    const unlisted = ok(
      pickEvent(ok(pickInventory(emptyTaskForm(), unlistedInventory())), event(9, [])),
    );
    expect(toCreateRequest(unlisted)).toMatchObject({
      inventoryIds: [],
      eventIds: [9],
      hasUndefinedInventory: true,
    });
    const withEvent = ok(
      pickEvent(ok(pickInventory(emptyTaskForm(), inventory(3, []))), event(9, [])),
    );
    expect(withEvent.event?.eventId).toBe(9);
    expect(ok(pickInventory(withEvent, inventory(4, []))).event).toBeNull();
    expect(ok(pickInventory(withEvent, null))).toMatchObject({ inventory: null, event: null });
  });

  it('auto-assigns BOs, inventory SMEs and event SMEs (never the creator), each with its toggle', () => {
    let s = { ...emptyTaskForm(), brands: [brand(5, [SELF, 10, 11])] };
    s = ok(pickEvent(ok(pickInventory(s, inventory(3, [11, 12]))), event(9, [13])));
    expect(autoAssignees(s, SELF).map((a) => [a.userId, a.type])).toEqual([
      [10, 'BO'],
      [11, 'BO'],
      [12, 'I-SME'],
      [13, 'E-SME'],
    ]);
    expect(
      autoAssignees(
        { ...s, toggles: { ...s.toggles, selectEventInventorySMEsAutomatically: false } },
        SELF,
      ).map((a) => a.userId),
    ).toEqual([10, 11, 12]);
    const unlisted = { ...s, inventory: unlistedInventory([user(20)]), event: event(9, [13]) };
    expect(autoAssignees(unlisted, SELF).map((a) => a.userId)).toEqual([10, 11, 20]);
  });

  it('refuses to remove an auto-assigned person by hand, naming the toggle', () => {
    const s = { ...emptyTaskForm(), brands: [brand(5, [10])] };
    expect(removePerson(s, 10, SELF)).toEqual({
      error: TASK_MESSAGES.autoAssigned(AUTO_ASSIGN_LABELS.selectBOsAutomatically),
    });
    expect(removePerson(s, 10, SELF)).toEqual({
      error:
        'This user is auto-assigned. De-select the "Select Brand\'s Brand Owners automatically" option to remove them.',
    });
    const picked = ok(addPerson(emptyTaskForm(), user(7), SELF));
    expect(ok(removePerson(picked, 7, SELF)).people).toEqual([]);
    expect(addPerson(emptyTaskForm(), user(SELF), SELF)).toEqual({
      error: TASK_MESSAGES.selfAssign,
    });
  });

  it('enables Add with a title, a description and an assignee, and no past reminder', () => {
    const now = new Date('2026-03-10T10:00:00Z');
    const check = contractValidator(taskFormCheck(now));
    const base = { ...emptyTaskForm(), name: 'Follow up', description: 'Call them' };
    expect(check(base)).toEqual({});
    expect(hasAssignee(base, SELF)).toBe(false);
    const withRole = { ...base, roles: ['SME' as const] };
    expect(hasAssignee(withRole, SELF)).toBe(true);
    expect(hasAssignee({ ...base, brands: [brand(5, [SELF])] }, SELF)).toBe(false);
    expect(hasAssignee({ ...base, brands: [brand(5, [10])] }, SELF)).toBe(true);
    // an empty title or description keeps Add disabled without a message under the field
    expect(Object.keys(check({ ...withRole, name: '  ' }))).toEqual(['_schema']);
    expect(Object.keys(check({ ...withRole, description: '' }))).toEqual(['_schema']);
    expect(check({ ...withRole, name: 'x'.repeat(256) })).toEqual({ name: TASK_MESSAGES.titleMax });
    const past = { at: '2026-03-10T09:00:00Z', recurrence: 'NONE' as const };
    expect(check({ ...withRole, reminder: past })).toEqual({
      reminder: TASK_MESSAGES.pastReminder,
    });
    const future = { at: '2026-03-10T11:00:00Z', recurrence: 'DAILY' as const };
    expect(check({ ...withRole, reminder: future })).toEqual({});
    expect(isDirty(emptyTaskForm())).toBe(false);
    expect(isDirty({ ...emptyTaskForm(), roles: ['BO'] })).toBe(true);
  });

  it('drops a selection whose mention left the text, and finds mentions a new selection clears', () => {
    const description =
      'ask @[User 7](7) about /[Brand 5](5) at #[Inventory 3](3) in ![Event 9](9) cc @[Brand Owner](BO)';
    let s: TaskFormState = {
      ...emptyTaskForm(),
      description,
      people: [user(7)],
      roles: ['BO'],
      brands: [brand(5, [])],
    };
    s = ok(pickEvent(ok(pickInventory(s, inventory(3, []))), event(9, [])));
    expect(staleLinkMentions(s)).toEqual([]);
    expect(
      staleLinkMentions({ ...s, inventory: inventory(4, []), event: null }).map((m) => m.kind),
    ).toEqual(['inventory', 'event']);
    const dropped = dropMentioned(s, mentionsOf(description), SELF);
    expect(dropped).toMatchObject({
      people: [],
      roles: [],
      brands: [],
      inventory: null,
      event: null,
    });
  });

  it('builds the create request: Unlisted Inventory as hasUndefinedInventory, recurrence only when repeating', () => {
    const s: TaskFormState = {
      ...emptyTaskForm(),
      name: ' T ',
      description: 'D',
      people: [user(7)],
      inventory: unlistedInventory(),
      reminder: { at: '2026-03-10T11:00:00.000Z', recurrence: 'WEEKLY' },
    };
    expect(toCreateRequest(s)).toEqual({
      name: 'T',
      description: 'D',
      brandIds: [],
      inventoryIds: [],
      eventIds: [],
      relatedUsers: [{ id: 7, type: 'USER' }],
      roles: [],
      selectBOsAutomatically: true,
      selectInventorySMEsAutomatically: true,
      selectEventInventorySMEsAutomatically: true,
      hasUndefinedInventory: true,
      reminder: { date: '2026-03-10T11:00:00.000Z', isRecurring: true, reccuranceType: 'WEEKLY' },
    });
    expect(
      toCreateRequest({ ...s, reminder: { at: '2026-03-10T11:00:00.000Z', recurrence: 'NONE' } })
        .reminder,
    ).toEqual({ date: '2026-03-10T11:00:00.000Z', isRecurring: false, reccuranceType: null });
  });
});
