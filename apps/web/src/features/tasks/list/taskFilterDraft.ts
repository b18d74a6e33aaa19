import type { SelectionType } from './FilterSelectionField';
import type { ApplyTo } from './filterOptions';
import type { TaskFilters } from './taskFilter';

/** The link selections of the filter drawer: brands, inventories, events. */
export type LinkSelection = 'brandIds' | 'inventoryIds' | 'eventIds';

/** The draft with these people picked (who they apply to is kept, 'Anyone' at first). */
export const withPeople = (d: TaskFilters, ids: number[], selectionType: SelectionType) => ({
  ...d,
  userIds: { ids, selectionType, applySelectionTo: d.userIds?.applySelectionTo ?? 'ALL' },
});

/** The draft with the people applying to creators, assignees or either. */
export const withPeopleApplyTo = (d: TaskFilters, applySelectionTo: ApplyTo) => ({
  ...d,
  userIds: {
    ids: d.userIds?.ids ?? [],
    selectionType: d.userIds?.selectionType ?? 'INCLUDE',
    applySelectionTo,
  },
});

/** The draft with these team owners picked (their teams as anyone, whole teams, unless already set). */
export const withTeamOwners = (d: TaskFilters, ids: number[], selectionType: SelectionType) => ({
  ...d,
  teamOwners: {
    applySelectionTo: 'ALL' as const,
    singleLevelTeamOwners: false,
    ...d.teamOwners,
    ids,
    selectionType,
  },
});

/** The draft with the team owners' teams applying to creators, assignees or either. */
export const withTeamOwnersApplyTo = (d: TaskFilters, applySelectionTo: ApplyTo) => ({
  ...d,
  teamOwners: {
    ids: [],
    selectionType: 'INCLUDE' as const,
    singleLevelTeamOwners: false,
    ...d.teamOwners,
    applySelectionTo,
  },
});

/** The draft with the team owners' direct reports only (single level), or their whole teams. */
export const withSingleLevel = (d: TaskFilters, singleLevelTeamOwners: boolean) => ({
  ...d,
  teamOwners: {
    ids: [],
    selectionType: 'INCLUDE' as const,
    applySelectionTo: 'ALL' as const,
    ...d.teamOwners,
    singleLevelTeamOwners,
  },
});

/** The draft with a link selection's ids and INCLUDE / EXCLUDE. */
export const withLinks = (
  d: TaskFilters,
  key: LinkSelection,
  ids: number[],
  selectionType: SelectionType,
): TaskFilters => ({ ...d, [key]: { ids, selectionType } });
