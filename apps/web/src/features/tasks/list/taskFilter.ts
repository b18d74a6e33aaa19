import { TaskListRequest } from '@crm/contracts';

/** The task filter of spec 001 §5 as the list request takes it (POST /api/task `filters`). */
export type TaskFilters = NonNullable<TaskListRequest['filters']>;
/** The selection filters: ids with INCLUDE / EXCLUDE. */
const TASK_FILTER_SELECTIONS = [
  'userIds',
  'teamOwners',
  'brandIds',
  'inventoryIds',
  'eventIds',
] as const;
export type TaskFilterSelection = (typeof TASK_FILTER_SELECTIONS)[number];
type Selection = { ids?: (number | string)[]; selectionType?: 'INCLUDE' | 'EXCLUDE' };

/** Labels of the filters (chips and the drawer). */
export const TASK_FILTER_LABELS: Record<TaskFilterSelection | 'hasSubAssignments', string> = {
  userIds: 'People',
  teamOwners: 'Team owners',
  brandIds: 'Brands',
  inventoryIds: 'Inventories',
  eventIds: 'Events',
  hasSubAssignments: 'Sub-assignments',
};

/** An active filter (spec 001 §5): it has ids or is in EXCLUDE mode; hasSubAssignments when not ALL. */
export type ActiveTaskFilter = {
  key: TaskFilterSelection | 'hasSubAssignments';
  label: string;
  selectionType?: 'INCLUDE' | 'EXCLUDE';
  shown: string;
};

/**
 * The shown count of a selection (spec 001 §5): the number of ids; in EXCLUDE mode 'All' when none are
 * excluded, else total minus excluded (or 'All but N' when the total is not known).
 */
export function shownCount(s: Selection, total?: number): string {
  const n = s.ids?.length ?? 0;
  if (s.selectionType !== 'EXCLUDE') return String(n);
  if (!n) return 'All';
  return total !== undefined ? String(Math.max(0, total - n)) : `All but ${n}`;
}

/** The active filters in drawer order, with their shown counts; `totals` are the option totals where known. */
export function activeTaskFilters(
  f: TaskFilters,
  totals: Partial<Record<TaskFilterSelection, number>> = {},
): ActiveTaskFilter[] {
  const out: ActiveTaskFilter[] = [];
  for (const key of TASK_FILTER_SELECTIONS) {
    const s = f[key] as Selection | undefined;
    if (!s || (!s.ids?.length && s.selectionType !== 'EXCLUDE')) continue;
    out.push({
      key,
      label: TASK_FILTER_LABELS[key],
      selectionType: s.selectionType ?? 'INCLUDE',
      shown: shownCount(s, totals[key]),
    });
  }
  if (f.hasSubAssignments && f.hasSubAssignments !== 'ALL')
    out.push({
      key: 'hasSubAssignments',
      label: TASK_FILTER_LABELS.hasSubAssignments,
      shown: f.hasSubAssignments === 'WITH' ? 'With' : 'Without',
    });
  return out;
}

/** Drops what filters nothing (empty INCLUDE selections, hasSubAssignments ALL). */
function compactTaskFilter(f: TaskFilters): TaskFilters {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(f)) {
    if (v === undefined || v === 'ALL') continue;
    if (
      v &&
      typeof v === 'object' &&
      !(v as Selection).ids?.length &&
      (v as Selection).selectionType !== 'EXCLUDE'
    )
      continue;
    out[k] = v;
  }
  return out as TaskFilters;
}

/** The filter as a URL parameter (base64url JSON), or null when it filters nothing. */
export function encodeTaskFilter(f: TaskFilters): string | null {
  const compact = compactTaskFilter(f);
  if (!Object.keys(compact).length) return null;
  return btoa(JSON.stringify(compact)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const FiltersSchema = TaskListRequest.shape.filters;

/** The filter of a `filter` URL parameter, validated by the contract; {} when absent or malformed. */
export function decodeTaskFilter(raw: string | null): TaskFilters {
  if (!raw) return {};
  try {
    const json: unknown = JSON.parse(atob(raw.replace(/-/g, '+').replace(/_/g, '/')));
    return FiltersSchema.safeParse(json).success ? compactTaskFilter(json as TaskFilters) : {};
  } catch {
    return {};
  }
}
