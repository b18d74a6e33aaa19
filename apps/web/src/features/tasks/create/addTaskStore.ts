import { useSyncExternalStore } from 'react';
import type { RoleCode } from '@crm/contracts';
import { useShellUi } from '../../../lib/shellUi';
import type { Person } from './taskForm';

/**
 * What the Add New Task modal opens with: links from the page it was opened on (a brand, an event
 * inventory) or a whole task to duplicate. Ids are read into full options (owners, SMEs) on open.
 */
export type AddTaskPrefill = {
  name?: string;
  description?: string;
  brandIds?: number[];
  inventoryId?: number;
  eventId?: number;
  hasUndefinedInventory?: boolean;
  people?: Person[];
  roles?: RoleCode[];
};

type Request = {
  prefill: AddTaskPrefill | null;
  onCreated?: (taskId: number) => void;
  seq: number;
};

let current: Request = { prefill: null, seq: 0 };
const listeners = new Set<() => void>();
const set = (r: Request) => {
  current = r;
  for (const l of listeners) l();
};

/** Sets what the next opening of the modal starts with (null: an empty form, as the T shortcut opens it). */
function requestAddTask(
  prefill: AddTaskPrefill | null,
  onCreated?: (taskId: number) => void,
): void {
  set({ prefill, onCreated, seq: current.seq + 1 });
}

/** Forgets the prefill once the modal closes, so the next T opens an empty form. */
export function clearAddTaskRequest(): void {
  if (current.prefill || current.onCreated) set({ prefill: null, seq: current.seq + 1 });
}

/** The modal's current request (prefill, created callback, and a sequence number that changes per request). */
export function useAddTaskRequest(): Request {
  return useSyncExternalStore(
    (fn) => {
      listeners.add(fn);
      return () => void listeners.delete(fn);
    },
    () => current,
  );
}

/** Opens the shell's Add New Task modal with `prefill` (spec 000 §2.11; entry points on a brand, an event inventory, duplicate). */
export function useOpenAddTask(): (
  prefill?: AddTaskPrefill,
  onCreated?: (taskId: number) => void,
) => void {
  const ui = useShellUi();
  return (prefill, onCreated) => {
    requestAddTask(prefill ?? null, onCreated);
    ui.open('task');
  };
}
