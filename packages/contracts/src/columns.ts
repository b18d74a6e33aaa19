import { z } from 'zod';
import { TABLE_SETTINGS_VERSION } from './constants.js';
import { col, type ColumnDef } from './columnDef.js';
import { pairingPresets } from './pairingColumns.js';
import { morePresets } from './listColumns.js';

/**
 * Table column presets of spec 001 §9 (the brand and Employees tables), and the per-user tableColumnSettings
 * value with its versioning rule (spec 000 §4, version 25.78).
 */

export type { ColumnDef } from './columnDef.js';

const brandColumns = [
  col('brandName', 'Brand', { fixed: true, sortField: 'brandName' }),
  col('companyName', 'Company'),
  col('industryName', 'Industry', { sortField: 'industryName' }),
  col('brandRevenue', 'Revenue (in Cr)', { sortField: 'brandRevenue' }),
  col('engagement', 'Engagement'),
  col('brandOwners', 'Brand Owners'),
  col('hqCity', 'HQ City'),
  col('assignedInventoryCount', 'Inventories', { sortField: 'assignedInventoryCount' }),
  col('updatedAt', 'Last Updated', { defaultVisible: false, sortField: 'updatedAt' }),
];
const offloadedColumns = [
  ...brandColumns.filter((c) => c.id !== 'assignedInventoryCount'),
  col('offloadReason', 'Offloaded Reason'),
  col('offloadedAt', 'Offloaded Timestamp'),
  col('offloadedBy', 'Offloaded by'),
];
/** The admins' assign-count columns by role (spec 001 §7 /admin/brands/v2: who assigned the brand's pairings). */
export const ASSIGN_COUNT_COLUMNS = {
  ADMIN: 'assignedByAdmins',
  PO: 'assignedByPos',
  BO: 'assignedByBos',
  TO: 'assignedByTos',
} as const;
const assignCountColumns = [
  col(ASSIGN_COUNT_COLUMNS.ADMIN, 'Assigned by admins'),
  col(ASSIGN_COUNT_COLUMNS.PO, 'Assigned by POs'),
  col(ASSIGN_COUNT_COLUMNS.BO, 'Assigned by BOs'),
  col(ASSIGN_COUNT_COLUMNS.TO, 'Assigned by TOs'),
];
/** Pairing columns of brand info: the money and date columns are hidden by default (spec 001 §9). */
const inventoryColumns = (archived: boolean) => [
  col('eventName', 'Event', { fixed: true }),
  col('inventoryName', 'Inventory'),
  col('stage', 'Stage'),
  col('brandOwner', 'Brand Owner'),
  col('lastContact', 'Last Contact'),
  col('followUpDate', 'Follow-Up date', { defaultVisible: false }),
  col('proposedValue', 'Proposed value', { defaultVisible: false }),
  col('negotiatedValue', 'Negotiated value', { defaultVisible: false }),
  col('closedValue', 'Closed value', { defaultVisible: false }),
  ...(archived ? [] : [col('expectedClosure', 'Expected closure by', { defaultVisible: false })]),
  col('collaborators', 'Collaborators'),
];

/** The Employees tables' columns (spec 001 §9 'Users and teams': all employees, my team); sorted by the page's own sort fields. */
const peopleColumns = [
  col('name', 'Name', { fixed: true }),
  col('vertical', 'Vertical'),
  col('roles', 'Roles'),
  col('teamOwner', 'Team owner'),
  col('lastActiveOn', 'Last active'),
];

/** A person's brands on their profile (spec 001 §9 'other user's brands', 'user profile: brands'). */
const profileBrandColumns = [
  col('brandName', 'Brand', { fixed: true }),
  col('companyName', 'Company'),
  col('industryName', 'Industry'),
  col('assignedCount', 'Assigned to'),
];

/** Closed deals (spec 001 §9 'Brands': closed deals on brand info, deals closed manually); the report adds the brand. */
const closedDealColumns = (report: boolean) => [
  ...(report
    ? [col('brandName', 'Brand', { fixed: true })]
    : [col('source', 'Closed', { fixed: true })]),
  col('eventName', 'Event'),
  col('inventoryName', 'Inventory'),
  col('closedValue', 'Closed value'),
  col('dealClosedDate', 'Deal Closed Date'),
  col('financialYear', 'Financial Year'),
  col('closedBy', 'Closed by'),
  col('note', 'Note', { defaultVisible: false }),
];
/** Repository presets of spec 001 §9: the repository list, repo not added (brands to add) and review repo (its brands). */
const repoBrandColumns = [
  col('brandName', 'Brand', { fixed: true, sortField: 'brandName' }),
  col('companyName', 'Company'),
  col('industryName', 'Industry', { sortField: 'industryName' }),
  col('brandRevenue', 'Revenue (in Cr)', { sortField: 'brandRevenue' }),
  col('brandOwners', 'Brand Owners'),
  col('hqCity', 'HQ City'),
];
const repositoryPresets = {
  repositoryList: [
    col('name', 'Repository', { fixed: true }),
    col('description', 'Description'),
    col('brandCount', 'Brands'),
    col('status', 'Status'),
    col('visibility', 'Visibility'),
    col('owner', 'Owner'),
    col('updatedAt', 'Last Updated'),
  ],
  repoNotAdded: repoBrandColumns,
  reviewRepo: [
    ...repoBrandColumns,
    col('addedBy', 'Added by'),
    col('addedAt', 'Added on', { defaultVisible: false }),
  ],
};

/** A settings list column; sortable ones sort by their id (contracts adminReference REFERENCE_SORT_FIELDS). */
const ref = (id: string, label: string, sortable = true, fixed = false) =>
  col(id, label, { sortable, fixed });
const brandsCol = ref('brandCount', 'Brands');

/**
 * The settings lists (spec 001 §9 'Settings lists': cities with region, state, tier, user and brand counts, regions,
 * states, industries, departments, designations, companies, agencies; verticals and inventories are ours).
 */
const settingsPresets = {
  settingsCities: [
    ref('name', 'City', true, true),
    ref('stateName', 'State'),
    ref('regionName', 'Region'),
    ref('tier', 'Tier'),
    ref('parentName', 'Part of', false),
    ref('userCount', 'Users'),
    brandsCol,
  ],
  settingsVerticals: [ref('name', 'Vertical', true, true), ref('userCount', 'Users')],
  settingsIndustries: [
    ref('name', 'Industry', true, true),
    brandsCol,
    ref('companyCount', 'Companies'),
  ],
  settingsDepartments: [ref('name', 'Department', true, true), brandsCol],
  settingsDesignations: [ref('name', 'Designation', true, true), ref('userCount', 'Users')],
  settingsCompanies: [
    ref('name', 'Company', true, true),
    ref('industryName', 'Industry'),
    brandsCol,
  ],
  settingsInventories: [
    ref('name', 'Inventory', true, true),
    ref('description', 'Description', false),
    ref('eventCount', 'Events'),
    ref('isArchived', 'Status', false),
  ],
  settingsAgencies: [ref('name', 'Agency', true, true), brandsCol],
  settingsRegions: [ref('name', 'Region', true, true), ref('stateCount', 'States'), brandsCol],
  settingsStates: [
    ref('name', 'State', true, true),
    ref('code', 'Code'),
    ref('regionName', 'Region'),
    ref('cityCount', 'Cities'),
    brandsCol,
  ],
} satisfies Record<string, ColumnDef[]>;

/**
 * Event tables of spec 001 §9 'Inventories and events': all inventories & events and all events (the admin's
 * lists), the events page and event info (its event inventories). Money in crore.
 */
const eventPresets = {
  allInventoriesAndEventsAdmin: [
    col('inventoryName', 'Inventory', { fixed: true }),
    col('eventName', 'Event'),
    col('dates', 'Dates'),
    col('cityName', 'City'),
    col('salesTarget', 'Sales target (in Cr)'),
    col('projectOwners', 'Project Owners'),
    col('brandsAssigned', 'Brands assigned'),
    col('won', 'Won', { defaultVisible: false }),
  ],
  allEventsAdmin: [
    col('eventName', 'Event', { fixed: true, sortable: true }),
    col('dates', 'Dates', { sortable: true }),
    col('cityName', 'City'),
    col('category', 'Category'),
    col('inventoryCount', 'Inventories'),
    col('projectOwners', 'Project Owners'),
    col('status', 'Status'),
    col('updatedAt', 'Last Updated', { defaultVisible: false }),
  ],
  allEvents: [
    col('eventName', 'Event', { fixed: true, sortable: true }),
    col('dates', 'Dates', { sortable: true }),
    col('countdown', 'Countdown'),
    col('cityName', 'City'),
    col('category', 'Category'),
    col('badges', 'You'),
    col('stageCounts', 'Your brands by stage'),
    col('inventoryCount', 'Inventories', { defaultVisible: false }),
  ],
  eventInfo: [
    col('inventoryName', 'Inventory', { fixed: true }),
    col('salesTarget', 'Sales target (in Cr)'),
    col('projectOwners', 'Project Owners'),
    col('stageCounts', 'Brands by stage'),
    col('wonValue', 'Won (in Cr)'),
    col('propertyCount', 'Properties', { defaultVisible: false }),
  ],
};

/** The presets of spec 001 §9: the brand tables ('Brands'), the Employees and profile tables ('Users and teams'), the newsfeed table and the settings lists. */
export const COLUMN_PRESETS = {
  myCurrentBrands: brandColumns,
  myOffloadedBrands: offloadedColumns,
  allBrandsCurrent: brandColumns,
  allBrandsOffloaded: offloadedColumns,
  /** The admins' current brands (/admin/brands): the brand columns and the assign counts by role. */
  adminBrandsCurrent: [...brandColumns, ...assignCountColumns],
  brandInfoCurrentInventories: inventoryColumns(false),
  brandInfoArchivedInventories: inventoryColumns(true),
  allEmployees: peopleColumns,
  myTeam: peopleColumns,
  userProfileBrands: profileBrandColumns,
  otherUsersBrands: profileBrandColumns,
  /** The admins' bulk owner move table (spec 001 §9 'assign-brands-to-user'). */
  assignBrandsToUser: [
    col('brandName', 'Brand', { fixed: true, sortField: 'brandName' }),
    col('companyName', 'Company'),
    col('industryName', 'Industry', { sortField: 'industryName' }),
    col('brandOwners', 'Brand Owners'),
    col('hqCity', 'HQ City'),
    col('assignedInventoryCount', 'Inventories', { sortField: 'assignedInventoryCount' }),
  ],
  userProfileOffloadedBrands: [
    col('brandName', 'Brand', { fixed: true }),
    col('companyName', 'Company'),
    col('offloadReason', 'Offloaded Reason'),
    col('offloadedAt', 'Offloaded Timestamp'),
  ],
  userProfileEvents: [
    col('eventName', 'Event', { fixed: true }),
    col('dates', 'Dates'),
    col('countdown', 'Status'),
    col('as', 'As'),
  ],
  userProfileInventories: [
    col('inventoryName', 'Inventory', { fixed: true }),
    col('eventName', 'Event'),
    col('dates', 'Dates'),
    col('salesTarget', 'Sales target'),
    col('brandsAssigned', 'Brands assigned'),
    col('won', 'Won'),
  ],
  userProfileTeams: [
    col('teamName', 'Team', { fixed: true }),
    col('teamOwner', 'Team owner'),
    col('memberCount', 'Members'),
    col('role', 'Role'),
  ],
  closedDealsOnBrandInfo: closedDealColumns(false),
  dealsClosedManually: closedDealColumns(true),
  ...repositoryPresets,
  newsfeedTable: [
    col('title', 'Title', { fixed: true }),
    col('badge', 'Badge'),
    col('about', 'About'),
    col('appreciations', 'Appreciations'),
    col('status', 'Status'),
    col('createdAt', 'Created'),
  ],
  ...settingsPresets,
  ...eventPresets,
  ...pairingPresets,
  ...morePresets,
} satisfies Record<string, ColumnDef[]>;
export type ColumnPresetId = keyof typeof COLUMN_PRESETS;
const COLUMN_PRESET_IDS = Object.keys(COLUMN_PRESETS) as ColumnPresetId[];

/** Export column ids a brand list may ask for (the union of the brand-list presets). */
export const BRAND_EXPORT_COLUMNS = [
  ...new Set([...brandColumns, ...offloadedColumns].map((c) => c.id)),
];

/** A user's choice for one preset: column ids in order, and the hidden ones. */
export const PresetSetting = z.object({
  order: z.array(z.string().max(64)).max(60),
  hidden: z.array(z.string().max(64)).max(60),
});
export type PresetSetting = z.infer<typeof PresetSetting>;

/** The tableColumnSettings value stored with POST /api/user/kv: {version, [presetId]: {order, hidden}}. */
export type TableColumnSettings = { version: string } & Partial<
  Record<ColumnPresetId, PresetSetting>
>;

/** The default setting of a preset: its columns in order, the not-default-visible ones hidden. */
export const defaultPresetSetting = (preset: ColumnPresetId): PresetSetting => ({
  order: COLUMN_PRESETS[preset].map((c) => c.id),
  hidden: COLUMN_PRESETS[preset].filter((c) => !c.defaultVisible).map((c) => c.id),
});

/** The default tableColumnSettings of every preset at TABLE_SETTINGS_VERSION. */
export const defaultTableColumnSettings = (): TableColumnSettings => ({
  version: TABLE_SETTINGS_VERSION,
  ...Object.fromEntries(COLUMN_PRESET_IDS.map((p) => [p, defaultPresetSetting(p)])),
});

/**
 * The versioning rule of spec 000 §4: a stored value with the app's version is used (save false);
 * anything else (missing, other version, malformed) yields the defaults, to be saved (save true).
 */
export function reconcileTableColumnSettings(
  stored: unknown,
  version: string = TABLE_SETTINGS_VERSION,
): { settings: TableColumnSettings; save: boolean } {
  const s = stored as { version?: unknown } | null;
  if (s && typeof s === 'object' && s.version === version)
    return { settings: s as TableColumnSettings, save: false };
  return { settings: defaultTableColumnSettings(), save: true };
}

/**
 * The visible columns of a preset under a user's setting: fixed columns first and always shown; the
 * stored order for the rest (unknown ids dropped, columns the setting lacks appended in preset order
 * with their default visibility).
 */
export function visibleColumns(
  preset: ColumnPresetId,
  setting: PresetSetting | undefined,
): ColumnDef[] {
  const s = setting ?? defaultPresetSetting(preset);
  return orderedColumns(preset, s).filter(
    (c) => c.fixed || (s.order.includes(c.id) ? !s.hidden.includes(c.id) : c.defaultVisible),
  );
}

/** Every column of a preset in the user's order (fixed first), shown or not. */
export function orderedColumns(
  preset: ColumnPresetId,
  setting: PresetSetting | undefined,
): ColumnDef[] {
  const cols: ColumnDef[] = COLUMN_PRESETS[preset];
  const byId = new Map(cols.map((c) => [c.id, c]));
  const s = setting ?? defaultPresetSetting(preset);
  const seen = new Set<string>();
  const ordered: ColumnDef[] = [];
  for (const id of s.order) {
    const c = byId.get(id);
    if (c && !c.fixed && !seen.has(id)) {
      ordered.push(c);
      seen.add(id);
    }
  }
  for (const c of cols) if (!c.fixed && !seen.has(c.id)) ordered.push(c);
  return [...cols.filter((c) => c.fixed), ...ordered];
}
