import { IconArrowBackUp, IconTrash, IconUserPlus } from '@tabler/icons-react';
import {
  ASSIGN_TABS,
  type AssignTab,
  type BrandStatusAction,
  type ColumnPresetId,
} from '@crm/contracts';

/** Bulk and row actions allowed per tab (spec 001 §4): the server refuses any other combination. */
export const TAB_ACTIONS: Record<AssignTab, BrandStatusAction[]> = {
  UNASSIGNED: ['ASSIGN', 'DISCARD'],
  ASSIGNED: ['DISCARD'],
  DISCARDED: ['RESTORE', 'ASSIGN'],
};

/** The button label of each brand status action. */
export const ACTION_LABELS: Record<BrandStatusAction, string> = {
  ASSIGN: 'Assign',
  DISCARD: 'Discard',
  RESTORE: 'Restore',
};

/** The Mantine colour of each brand status action. */
export const ACTION_COLORS: Record<BrandStatusAction, string> = {
  ASSIGN: 'blue',
  DISCARD: 'red',
  RESTORE: 'teal',
};

/** The icon of each brand status action on the bulk bar. */
export const ACTION_ICONS = {
  ASSIGN: IconUserPlus,
  DISCARD: IconTrash,
  RESTORE: IconArrowBackUp,
} as const;

/** Sort choices as `field:ORDER`; `assignedOnly` ones exist on the Assigned tab alone. */
export const SORTS: { value: string; label: string; assignedOnly?: boolean }[] = [
  { value: 'brandName:ASC', label: 'Brand A–Z' },
  { value: 'brandName:DESC', label: 'Brand Z–A' },
  { value: 'brandRevenue:DESC', label: 'Revenue: high to low' },
  { value: 'brandRevenue:ASC', label: 'Revenue: low to high' },
  { value: 'industryName:ASC', label: 'Industry A–Z' },
  { value: 'updatedAt:DESC', label: 'Recently updated' },
  { value: 'stage:ASC', label: 'Stage', assignedOnly: true },
];

/** The default sort, also shown off the Assigned tab when the stage sort is chosen. */
export const DEFAULT_SORT = 'brandName:ASC';

/**
 * The sort choice a column header asks for (`field` in `order`): that choice when the list offers it, else
 * the field's other offered choice (the header toggles between those the server sorts by), else `current`.
 */
export function sortChoice(field: string, order: 'ASC' | 'DESC', current: string): string {
  const offered = SORTS.map((s) => s.value).filter((v) => v.startsWith(`${field}:`));
  const wanted = `${field}:${order}`;
  if (offered.includes(wanted)) return wanted;
  return offered.find((v) => v !== current) ?? offered[0] ?? current;
}

/** The column preset of each assign tab (spec 001 §9 'assigned brands, unassigned, discarded'). */
export const TAB_PRESETS: Record<AssignTab, ColumnPresetId> = {
  UNASSIGNED: 'unassignedBrands',
  ASSIGNED: 'assignedBrands',
  DISCARDED: 'discardedBrands',
};

/** Whether a URL value names an assign tab. */
export const isTab = (v: string | null): v is AssignTab =>
  !!v && (ASSIGN_TABS as readonly string[]).includes(v);

/** Titles of the Assigned tab reached from the older /mybrandassigned screen (`viewType`, spec 001 §2). */
export const VIEW_TITLES: Record<string, string> = {
  MINE: 'Your Brands Assigned',
  TEAM: 'Your Team’s Brands Assigned',
};
