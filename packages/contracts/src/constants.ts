/**
 * The spec's constants: roles, stages and their mapping, page sizes, limits and user-facing messages.
 * Imported by server and web alike so that no text or number is retyped.
 */

/** The product's name: the web's header and titles, the mails' signature, the calendar feed's producer. */
export const PRODUCT_NAME = 'SponsorDesk';

/** Role codes of spec 000 §1 / 001 §1. ADMIN is also a flag on the user (spec 000 §6). */
export const ROLE_CODES = [
  'BO',
  'PO',
  'TO',
  'ADMIN',
  'MG',
  'HR',
  'LG',
  'FI',
  'VH',
  'SME',
  'SPT',
  'SVC',
  'OPS',
  'PLR',
] as const;
export type RoleCode = (typeof ROLE_CODES)[number];

/** Full names of the role codes (spec 000 §1). */
export const ROLE_NAMES: Record<RoleCode, string> = {
  BO: 'Brand Owner',
  PO: 'Project Owner',
  TO: 'Team Owner',
  ADMIN: 'Admin',
  MG: 'Management',
  HR: 'Human Resources',
  LG: 'Legal',
  FI: 'Finance',
  VH: 'Vertical Head',
  SME: 'Subject Matter Expert',
  SPT: 'Support',
  SVC: 'Service',
  OPS: 'Operations',
  PLR: 'Planner',
};

/** Event categories of spec 001 §1. */
export const EVENT_CATEGORIES = [
  'CRICKET',
  'FOOTBALL',
  'HOCKEY',
  'TENNIS',
  'BASKETBALL',
  'MUSIC_CONCERT',
  'FILM_AWARDS',
  'OTHERS',
] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

/** Region values of spec 001 §3. */
export const REGIONS = ['North', 'East', 'South', 'West', 'Central', 'Northeast'] as const;

/** Stage V2 values (spec 001 §4). ASSIGNED is the default for new leads. */
export const STAGES = ['ASSIGNED', 'IN_PROGRESS', 'WON', 'NOT_INTERESTED'] as const;
export type Stage = (typeof STAGES)[number];

/** Legacy stages (spec 001 §4 mapping table). */
export type LegacyStage = 'ASSIGNED' | 'CONTACTED' | 'CLOSED';

/** Brand-inventory status values (spec 001 §4). */
const BRAND_INVENTORY_STATUSES = [
  'NEW',
  'INACTIVE',
  'YET_TO_INITIATE',
  'ACTIVE',
  'FOLLOW_UP',
  'IN_PROGRESS',
  'ON_HOLD',
  'LOST',
  'WON',
  'OFFLOADED',
  'CLOSED',
] as const;
export type BrandInventoryStatus = (typeof BRAND_INVENTORY_STATUSES)[number];

/** Stage V2 ↔ legacy stage ↔ status, the mapping table of spec 001 §4. */
export const STAGE_MAPPING: Record<
  Stage,
  { legacyStage: LegacyStage; status: BrandInventoryStatus; label: string }
> = {
  ASSIGNED: { legacyStage: 'ASSIGNED', status: 'YET_TO_INITIATE', label: 'Assigned' },
  IN_PROGRESS: { legacyStage: 'CONTACTED', status: 'IN_PROGRESS', label: 'In Progress' },
  WON: { legacyStage: 'CLOSED', status: 'WON', label: 'Won' },
  NOT_INTERESTED: { legacyStage: 'CLOSED', status: 'LOST', label: 'Not Interested' },
};

/** Lead tags (spec 001 §4). */
export const STAGE_TAGS = [
  'ASSIGNED',
  'COLD',
  'WARM',
  'HOT',
  'INACTIVE',
  'OFFLOADED',
  'CLOSED_WON',
  'WON',
  'IN_PROGRESS',
  'NOT_INTERESTED',
] as const;
export type StageTag = (typeof STAGE_TAGS)[number];

/** Display labels of status codes (spec 001 §4). */
export const STATUS_LABELS: Record<string, string> = {
  WON: 'Won',
  LOST: 'Lost',
  NEW: 'Assigned',
  CUST_PROP_SENT: 'Custom proposal sent',
  GEN_PROP_SENT: 'Generic proposal sent',
  NEGOTIATION: 'Negotiation',
  CLOSED_WON: 'Closed - Won',
  CLOSED_LOST: 'Closed - Lost',
  YET_TO_CONTACT: 'Yet to contact',
};

/** Interaction (call note) types (spec 001 §9 interaction-type icons). */
export const INTERACTION_TYPES = ['CALL', 'MAIL', 'WHATSAPP', 'SMS', 'NOTE'] as const;
export type InteractionType = (typeof INTERACTION_TYPES)[number];

/**
 * What a brand's interactions timeline shows, one icon each (spec 001 §9 interaction-type icons):
 * the call notes, then events drawn from the brand's history, and its mails (issue 41 §3).
 */
export const TIMELINE_TYPES = [
  ...INTERACTION_TYPES,
  'BRAND_OWNER_ADDED',
  'COLLABORATOR_ADDED',
  'BRAND_INFO_UPDATED',
  'POC_UPDATED',
  'INVENTORY_ASSIGNED',
  'INVENTORY_WON',
  'INVENTORY_LOST',
  /** A mail stored from a user's mailbox (issue 41 §3), received from or sent to the brand. */
  'MAIL_RECEIVED',
  'MAIL_SENT',
] as const;
export type TimelineType = (typeof TIMELINE_TYPES)[number];

/** Brand engagement levels marked by BOs (spec 001 §5). */
export const ENGAGEMENTS = ['Strong', 'Medium', 'Low'] as const;

/** Inventory list status: UPCOMING, or PREVIOUS when archived (spec 001 §3). Default UPCOMING. */
export const EVENT_STATUSES = ['UPCOMING', 'PREVIOUS'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** Tabs of the assign-brands page (spec 000 §2.1, 001 §4). */
export const ASSIGN_TABS = ['UNASSIGNED', 'ASSIGNED', 'DISCARDED'] as const;
export type AssignTab = (typeof ASSIGN_TABS)[number];

/** Actions on brand × event-inventory pairings (spec 001 §7 brand status action). */
export const BRAND_STATUS_ACTIONS = ['ASSIGN', 'DISCARD', 'RESTORE'] as const;
export type BrandStatusAction = (typeof BRAND_STATUS_ACTIONS)[number];

/** Brand list tabs (spec 000 §2.1 /brands). */
export const BRAND_MAIN_TABS = ['MY_BRANDS', 'ALL_BRANDS'] as const;

/** The views of the Brands page's Your Brands tab (spec 001 §9 'my current brands', 'my offloaded brands'), kept in the URL as `myBrands`. */
export const MY_BRANDS_VIEWS = ['CURRENT', 'OFFLOADED'] as const;

/**
 * The shared dropdown rules (spec 000 §2.12, §7, §9): 300 px wide, at most 300 px tall, search
 * placeholder 'Search', a multi-select shows `visibleChips` chips then '+N'; server-paged options come
 * `pageSize` a page from page 1, the next page appended on 'Load More' (`loadMoreLabel`) or when the
 * list is scrolled past `scrollTrigger` (a fraction of its height).
 */
export const DROPDOWN = {
  width: 300,
  maxHeight: 300,
  searchPlaceholder: 'Search',
  visibleChips: 1,
  pageSize: 10,
  scrollTrigger: 0.8,
  loadMoreLabel: 'Load More',
} as const;

/**
 * Page sizes of spec 001 §9. The spec gives user teams as 20 and elsewhere 25:
 * we pick 20 (the page-size table's first reading).
 */
export const PAGE_SIZES = {
  brands: 25,
  eventList: 30,
  inventories: 50,
  /** Inventory lists' details (spec 001 §9 'Inventory lists 30 (inventory details 15)'). */
  inventoryDetails: 15,
  inventoryBrands: 20,
  inventoryBrandsCsv: 100,
  dashboardInventories: 10,
  brandHistory: 10,
  pocHistory: 15,
  brandPoc: 100,
  userTeams: 20,
  globalSearch: 15,
  notifications: 10,
  brandNotes: 10,
  stageHistory: 15,
} as const;

/** Upper bound on any requested page size. */
export const MAX_PAGE_SIZE = 100;

/**
 * App version. The spec has two readings: 1.25.0508 (shared constants) and build v1.25.0516;
 * the What's New comparison uses the shared-constant reading.
 */
export const APP_VERSION = '1.25.0508';
/** Table column settings config version (spec 000 §1). */
export const TABLE_SETTINGS_VERSION = '25.78';

/** Per-user settings keys (spec 000 §3); `userFilters` keeps the admin's saved user filters (SavedUserFilters). */
export const SETTINGS_KEYS = [
  'whatsNew',
  'tableColumnSettings',
  'userNote',
  'agencyInitialUI',
  'userFilters',
] as const;
export type SettingsKey = (typeof SETTINGS_KEYS)[number];

/** Request body limit in bytes; a larger body is refused with 413. */
export const BODY_LIMIT_BYTES = 1_048_576;

/** One crore in rupees: revenue filters send crore × this (spec 001 §5). */
export const CRORE = 10_000_000;

/** A wait in words: '45 seconds' below two minutes, else whole minutes rounded up ('15 minutes'). */
export const waitText = (seconds: number) =>
  seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;

/** User-facing messages of the spec's error catalogues (000 §8, 001 §8). */
export const MESSAGES = {
  sessionExpired: 'Session expired. Please login again.',
  genericError: 'Something went wrong!',
  /** Two edits collided: a request rolled back because another changed the same records at the same moment (409 CONCURRENT_CHANGE; 001 §8 'Conflict detected', with what to do). */
  concurrentChange: 'Conflict detected. Someone changed this at the same moment, please try again.',
  /** A user save that failed without an error code (001 §5). */
  tryAgain: 'Something went wrong, Please try again',
  defaultSuccess: 'Operation completed successfully',
  assignAccessDenied: 'You do not have access to assign brands page',
  callNotesAccessDenied: 'You do not have access to add call notes for this brand',
  stageUpdated: 'Stage updated successfully',
  callDetailsUpdated: 'Call Details updated successfully',
  inventoryUpdated: 'Inventory updated successfully',
  inventoryArchived: 'Inventory archived successfully',
  inventoryUnarchived: 'Inventory unarchived successfully',
  downloadCompleted: 'Download Completed',
  downloadFailed: 'Please try to download again.',
  discardedFromMyBrands: 'Brand Successfully moved to not fit',
  dashboardFailed: 'Server under maintenance',
  invalidCredentials: 'Invalid email or password',
  tooManyLogins: 'Too many login attempts. Please try again later.',
  /** A client address after repeated failures on one account (429). */
  loginSlowDown: (seconds: number) =>
    `Too many failed sign-ins for this account. Please try again in ${waitText(seconds)}.`,
  /** A client address after failures across many accounts (429). */
  loginAddressSlowDown: (seconds: number) =>
    `Too many failed sign-ins from your network address. Please try again in ${waitText(seconds)}.`,
  /** A route's rate limit without a message of its own (429 with Retry-After). */
  tooManyRequests: (seconds: number) =>
    `Too many requests. Please try again in ${waitText(seconds)}.`,
  /** The database connection dropped under a change: nothing is known to be saved; retry (503 with Retry-After). */
  databaseUnavailable: 'The connection to the database was lost. Please try again in a moment.',
  loggedOut: 'You have been logged out',
  forbidden: 'You do not have permission to do this',
  notFound: 'Not found',
  bodyTooLarge: 'Request body is too large',
  deprecatedStageList: 'This feature is deprecated yet.',
  lostReasonRequired: 'Lost reason is required when the stage is Not Interested.',
  /** A date input with a minimum date refused an earlier pick (spec 000 §5 Dates, §8 'Past date'). */
  pastDate: 'Selected date cannot be in the past.',
} as const;

/** Toast text for a brand status action: the action word with 'ed' (spec 001 §8). */
export function brandActionMessage(action: BrandStatusAction): string {
  const word = action.charAt(0) + action.slice(1).toLowerCase();
  return `Brand Successfully ${word.endsWith('e') ? `${word}d` : `${word}ed`}`;
}
