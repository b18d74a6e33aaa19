import type { QueryClient } from '@tanstack/react-query';
import type { AddTaskPrefill } from './addTaskStore';
import { fetchTaskBrands, fetchTaskEvents } from '../../../lib/pickerFetchers';
import { fetchTaskInventories } from '../queries';
import { emptyTaskForm, unlistedInventory, type TaskFormState } from './taskForm';
import { taskPickerRoutes } from '@crm/contracts';
import type { Task } from '../types';
import { apiKey, callRoute } from '../../../lib/useApi';

/** A task as the prefill of its duplicate (spec 000 §3): links, hand-picked people (not the caller), name and description. */
export function prefillFromTask(task: Task, selfId: number): AddTaskPrefill {
  return {
    name: task.name,
    description: task.description,
    brandIds: task.brands.map((b) => b.id),
    inventoryId: task.inventories[0]?.id,
    eventId: task.events[0]?.id,
    hasUndefinedInventory: task.hasUndefinedInventory,
    people: task.people
      .filter((p) => p.relation === 'ASSIGNEE' && !p.auto && p.userId !== selfId)
      .map((p) => ({
        userId: p.userId,
        userName: p.userName,
        profileImage: p.profileImage,
        verticalName: p.verticalName,
        lastActiveOn: p.lastActiveOn,
      })),
  };
}

/** The Unlisted Inventory's handlers (GET /task/undefined-inventory/handlers), cached with the pickers'. */
const undefinedInventoryHandlers = async (qc: QueryClient) =>
  (
    await qc.fetchQuery({
      queryKey: apiKey(taskPickerRoutes.undefinedInventoryHandlers, {}),
      queryFn: () => callRoute(taskPickerRoutes.undefinedInventoryHandlers, {}),
    })
  ).users;

/** Reads a prefill's brands, inventory and event (an event only with its inventory), and the handlers for the Unlisted Inventory; null for what it does not name. */
const readPrefillLinks = (p: AddTaskPrefill, qc: QueryClient) =>
  Promise.all([
    p.brandIds?.length ? fetchTaskBrands({ brandIds: p.brandIds, count: p.brandIds.length }) : null,
    p.inventoryId ? fetchTaskInventories({ inventoryIds: [p.inventoryId], count: 1 }) : null,
    p.eventId && p.inventoryId
      ? fetchTaskEvents({ inventoryId: p.inventoryId, eventIds: [p.eventId], count: 1 })
      : null,
    p.hasUndefinedInventory ? undefinedInventoryHandlers(qc) : null,
  ]);

/**
 * The form a prefill opens with: brand, inventory and event ids read into options with their owners and
 * SMEs through the picker calls (the Unlisted Inventory with its handlers). Throws when a read fails
 * (the caller shows 'Something went wrong while populating data').
 */
export async function resolvePrefill(p: AddTaskPrefill, qc: QueryClient): Promise<TaskFormState> {
  const [brands, inventories, events, handlers] = await readPrefillLinks(p, qc);
  const inventory = p.hasUndefinedInventory
    ? unlistedInventory(handlers ?? [])
    : (inventories?.inventories.find((i) => i.id === p.inventoryId) ?? null);
  const event =
    inventory && !p.hasUndefinedInventory
      ? (events?.events.find((e) => e.eventId === p.eventId) ?? null)
      : null;
  return {
    ...emptyTaskForm(),
    name: p.name ?? '',
    description: p.description ?? '',
    people: p.people ?? [],
    roles: p.roles ?? [],
    brands: brands?.brands ?? [],
    inventory,
    event,
  };
}
