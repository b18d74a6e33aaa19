import {
  AUTO_ASSIGN_LABELS,
  RECURRENCE_TYPES,
  ROLE_NAMES,
  TASK_MESSAGES,
  TASK_TITLE_MAX,
  TaskCreateRequest,
  UNDEFINED_INVENTORY,
  type RoleCode,
} from '@crm/contracts';
import type { ContractCheck } from '../../../lib/form';
import { mentionsOf, type Mention } from '../mentions/mentions';
import { isPastReminder, type Recurrence } from '../reminders/reminderTimes';
import type { BrandOption, EventOption, InventoryOption } from '../types';

/** A person in the task modal (the user fields of spec 000 §3 the chips show). */
export type Person = {
  userId: number;
  userName: string;
  profileImage: string | null;
  verticalName: string | null;
  lastActiveOn: string | null;
};
/** The three auto-assign toggles (spec 000 §5), on by default. */
export type AutoToggles = Record<keyof typeof AUTO_ASSIGN_LABELS, boolean>;
export type AutoToggle = keyof AutoToggles;
/** A reminder picked in the panel: the instant (ISO) and its recurrence. */
export type ReminderChoice = { at: string; recurrence: Recurrence };

/** The Add New Task form (spec 000 §2.11, §3 'Task created from the modal'). */
export type TaskFormState = {
  name: string;
  /** The description with mention markup (`@[Asha Rao](12)`). */
  description: string;
  /** One inventory, or the Unlisted Inventory (id -1, its SMEs are the undefined-inventory handlers). */
  inventory: InventoryOption | null;
  event: EventOption | null;
  brands: BrandOption[];
  /** Assignees picked by hand (or mentioned with `@`). */
  people: Person[];
  /** Tagged roles: everyone in them becomes a participant. */
  roles: RoleCode[];
  toggles: AutoToggles;
  reminder: ReminderChoice | null;
};

/** The toggles on by default (spec 000 §4). */
const DEFAULT_TOGGLES: AutoToggles = {
  selectBOsAutomatically: true,
  selectInventorySMEsAutomatically: true,
  selectEventInventorySMEsAutomatically: true,
};

/** An empty form. */
export const emptyTaskForm = (): TaskFormState => ({
  name: '',
  description: '',
  inventory: null,
  event: null,
  brands: [],
  people: [],
  roles: [],
  toggles: { ...DEFAULT_TOGGLES },
  reminder: null,
});

/** The Unlisted Inventory option (id -1, 'From client/brand'); its SMEs are the handlers of GET /task/undefined-inventory/handlers. */
export const unlistedInventory = (handlers: InventoryOption['sme'] = []): InventoryOption => ({
  id: UNDEFINED_INVENTORY.id,
  name: UNDEFINED_INVENTORY.name,
  inventoryImage: null,
  isArchived: false,
  sme: handlers,
});
export const isUnlisted = (inv: { id: number } | null | undefined) =>
  inv?.id === UNDEFINED_INVENTORY.id;

/** A form change or the spec's refusal text. */
export type FormResult = { state: TaskFormState } | { error: string };

/**
 * Picks the inventory (spec 000 §5): only one; the Unlisted Inventory and a real one exclude each other
 * ('{name} cannot be selected when other inventories are already selected.' / '… when Unlisted Inventory is
 * already selected.'); another real inventory replaces the current one. A new inventory clears the event; null clears both.
 */
export function pickInventory(s: TaskFormState, inv: InventoryOption | null): FormResult {
  if (!inv) return { state: { ...s, inventory: null, event: null } };
  if (s.inventory?.id === inv.id) return { state: { ...s, inventory: inv } };
  if (s.inventory && isUnlisted(inv))
    return { error: TASK_MESSAGES.undefinedExclusive(UNDEFINED_INVENTORY.name) };
  if (isUnlisted(s.inventory))
    return { error: TASK_MESSAGES.inventoriesExclusive(inv.name, UNDEFINED_INVENTORY.name) };
  return { state: { ...s, inventory: inv, event: null } };
}

/**
 * Picks the event: one, and only once an inventory is chosen ('Please select inventory to select event');
 * with the Unlisted Inventory any event, one without inventories too.
 */
export function pickEvent(s: TaskFormState, ev: EventOption | null): FormResult {
  if (ev && !s.inventory) return { error: TASK_MESSAGES.selectInventoryFirst };
  return { state: { ...s, event: ev } };
}

/** Someone a toggle adds, and which toggle (its label is the refusal's '{option label}'). */
export type AutoAssignee = Person & { type: 'BO' | 'I-SME' | 'E-SME'; toggle: AutoToggle };

const person = (u: Person): Person => ({
  userId: u.userId,
  userName: u.userName,
  profileImage: u.profileImage,
  verticalName: u.verticalName,
  lastActiveOn: u.lastActiveOn,
});

/**
 * Who the toggles add (spec 000 §5), as the server will: the brands' BOs, the inventory's SMEs (the
 * Unlisted Inventory's handlers for it), and — only with a real inventory — the event's SMEs; never the
 * creator; the first reason wins (BO, then I-SME, then E-SME).
 */
export function autoAssignees(s: TaskFormState, selfId: number): AutoAssignee[] {
  const out = new Map<number, AutoAssignee>();
  const add = (users: Person[], type: AutoAssignee['type'], toggle: AutoToggle) => {
    for (const u of users)
      if (u.userId !== selfId && !out.has(u.userId))
        out.set(u.userId, { ...person(u), type, toggle });
  };
  if (s.toggles.selectBOsAutomatically)
    for (const b of s.brands) add(b.brandOwners, 'BO', 'selectBOsAutomatically');
  if (s.toggles.selectInventorySMEsAutomatically && s.inventory)
    add(s.inventory.sme, 'I-SME', 'selectInventorySMEsAutomatically');
  if (
    s.toggles.selectEventInventorySMEsAutomatically &&
    s.event &&
    s.inventory &&
    !isUnlisted(s.inventory)
  )
    add(s.event.sme, 'E-SME', 'selectEventInventorySMEsAutomatically');
  return [...out.values()];
}

/** Adds an assignee by hand; the creator is refused ('You cannot assign a task to yourself'). */
export function addPerson(s: TaskFormState, p: Person, selfId: number): FormResult {
  if (p.userId === selfId) return { error: TASK_MESSAGES.selfAssign };
  if (s.people.some((x) => x.userId === p.userId)) return { state: s };
  return { state: { ...s, people: [...s.people, person(p)] } };
}

/** Removes an assignee by hand; an auto-assigned one is refused with the spec's text naming its toggle. */
export function removePerson(s: TaskFormState, userId: number, selfId: number): FormResult {
  const auto = autoAssignees(s, selfId).find((a) => a.userId === userId);
  if (auto) return { error: TASK_MESSAGES.autoAssigned(AUTO_ASSIGN_LABELS[auto.toggle]) };
  return { state: { ...s, people: s.people.filter((p) => p.userId !== userId) } };
}

/** Distinct assignees: picked, auto-assigned, plus one per tagged role (its members are resolved by the server). */
function assigneeCount(s: TaskFormState, selfId: number): number {
  const ids = new Set([
    ...s.people.map((p) => p.userId),
    ...autoAssignees(s, selfId).map((a) => a.userId),
  ]);
  return ids.size + s.roles.length;
}

/** The title's error: 'Maximum 255 characters allowed' (spec 000 §5). */
export const titleError = (name: string) =>
  name.length > TASK_TITLE_MAX ? TASK_MESSAGES.titleMax : null;

/** The reminder's error: a past time is refused ('Please select a future date, past dates are not allowed.'). */
const reminderError = (r: ReminderChoice | null, now = new Date()) =>
  r && isPastReminder(new Date(r.at), now) ? TASK_MESSAGES.pastReminder : null;

/** True when the task has at least one assignee: picked, auto-assigned or a tagged role (spec 000 §5). */
export const hasAssignee = (s: TaskFormState, selfId: number) => assigneeCount(s, selfId) > 0;

/**
 * How the form is checked (spec 000 §5): PUT /api/task's schema over the request the form would
 * send, with the title's and the reminder's sentences. An empty title or description only keeps Add
 * disabled (no message); assignees are counted apart (`hasAssignee`), the server resolves roles.
 */
export const taskFormCheck = (now?: Date): ContractCheck<TaskFormState> => ({
  schema: TaskCreateRequest,
  request: toCreateRequest,
  sentences: (s) => ({
    name: titleError(s.name),
    description: null,
    reminder: reminderError(s.reminder, now),
  }),
});

/** True when anything was entered (closing then asks for confirmation, spec 000 §2.11). */
export function isDirty(s: TaskFormState): boolean {
  return !!(
    s.name.trim() ||
    s.description.trim() ||
    s.inventory ||
    s.event ||
    s.brands.length ||
    s.people.length ||
    s.roles.length ||
    s.reminder
  );
}

/** The role codes a `@` mention may tag, with their names. */
export const ROLE_OPTIONS = (Object.entries(ROLE_NAMES) as [RoleCode, string][]).map(
  ([code, name]) => ({ code, name }),
);

/**
 * The form after mentions left the description (spec 000 §5 'removing a mention from the text removes its
 * selection'): a mentioned person, role, brand, inventory (and with it the event) or event is deselected.
 */
export function dropMentioned(s: TaskFormState, removed: Mention[], selfId: number): TaskFormState {
  let next = s;
  for (const m of removed) {
    const id = Number(m.id);
    if (m.kind === 'user') {
      const r = removePerson(next, id, selfId);
      if ('state' in r) next = r.state;
    } else if (m.kind === 'role') next = { ...next, roles: next.roles.filter((c) => c !== m.id) };
    else if (m.kind === 'brand') next = { ...next, brands: next.brands.filter((b) => b.id !== id) };
    else if (m.kind === 'inventory' && next.inventory?.id === id)
      next = { ...next, inventory: null, event: null };
    else if (m.kind === 'event' && next.event?.eventId === id) next = { ...next, event: null };
  }
  return next;
}

/** The mentions of the description that a new inventory or event selection clears (spec 000 §5): other inventories, and every event not chosen. */
export function staleLinkMentions(s: TaskFormState): Mention[] {
  return mentionsOf(s.description).filter(
    (m) =>
      (m.kind === 'inventory' && Number(m.id) !== s.inventory?.id) ||
      (m.kind === 'event' && Number(m.id) !== s.event?.eventId),
  );
}

/**
 * PUT /api/task's body (spec 000 §3): hand-picked people as USER, tagged roles, the flags, the inventory
 * (the Unlisted one is dropped and sets hasUndefinedInventory), the event, the reminder (recurring unless 'Does not repeat').
 */
export function toCreateRequest(s: TaskFormState): TaskCreateRequest {
  const unlisted = isUnlisted(s.inventory);
  const recurring = !!s.reminder && s.reminder.recurrence !== 'NONE';
  return {
    name: s.name.trim(),
    description: s.description.trim(),
    brandIds: s.brands.map((b) => b.id),
    inventoryIds: s.inventory && !unlisted ? [s.inventory.id] : [],
    eventIds: s.event && s.inventory ? [s.event.eventId] : [],
    relatedUsers: s.people.map((p) => ({ id: p.userId, type: 'USER' as const })),
    roles: s.roles,
    ...s.toggles,
    hasUndefinedInventory: unlisted,
    reminder: s.reminder
      ? {
          date: s.reminder.at,
          isRecurring: recurring,
          reccuranceType: recurring
            ? (s.reminder.recurrence as (typeof RECURRENCE_TYPES)[number])
            : null,
        }
      : null,
  };
}
