import { useEffect, useState } from 'react';
import type { TaskFilters } from './taskFilter';

/** A change to the filter drawer's draft. */
export type DraftUpdate = (fn: (d: TaskFilters) => TaskFilters) => void;

/** The filter drawer's draft: the applied filter again each time the drawer opens (or it changes while open); Reset empties it. */
export function useTaskFilterDraft(opened: boolean, value: TaskFilters) {
  const [draft, setDraft] = useState<TaskFilters>(value);
  useEffect(() => {
    if (opened) setDraft(value);
  }, [opened, value]);
  const update: DraftUpdate = (fn) => setDraft(fn);
  return { draft, update, reset: () => setDraft({}) };
}
