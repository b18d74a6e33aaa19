/**
 * Breadcrumbs of spec 000 §2.1 / §2.3 as pure functions: the crumb name of a route and the
 * collapsing of a long trail.
 */
import type { HistoryEntry } from './history';

/** What naming a crumb may depend on besides the URL. */
export type CrumbContext = {
  /** The user has the BO role: /brands without mainTab then defaults to 'Your Brands'. */
  isBO: boolean;
  /** The path of the entry before this one, for names that depend on where the user came from. */
  previousPath?: string;
};

/** A crumb name for a route, or null for an untracked route; `clearsHistory` for /home. */
export type RouteCrumb = { name: string; clearsHistory?: boolean } | null;

const STATIC_NAMES: Record<string, string> = {
  poInventories: 'Inventories Overview',
  boInventories: 'Assigned for You Overview',
  inventories: 'All Inventories & Events',
  events: 'Events',
  newsfeed: 'Newsfeed',
  pocContactList: 'POC Contacts',
  reports: 'Reports',
  reportsV2: 'Reports',
  chat: 'Chat',
  taskManagement: 'Tasks',
  assignbrandV2: 'Assign Brands',
  mybrandassigned: 'Assign Brands',
  orgChart: 'Org Chart',
  addcallnotes: 'Assign & Update Inventories',
  repository: 'Repository',
  pipeline: 'Pipeline',
  allInventories: 'All Inventories',
  sme: 'SME',
  settings: 'Settings',
  customizablefields: 'Settings',
  globalSearch: 'Global Search',
  feedback: 'Feedback',
};

/** Names of the admin pages by their path after /admin/ (ours): /admin/news, /admin/users/teams. */
const ADMIN_NAMES: Record<string, string> = {
  news: 'Manage News',
  'users/teams': 'Team Overview',
  audit: 'Audit Trail',
  webhooks: 'Webhooks',
};

const fromInventoryPage = (prev?: string) =>
  !!prev && /^\/(inventory|inventoryEvents|inventories|poInventories|boInventories)\b/.test(prev);

/** Names of routes whose crumb depends on the query (spec 000 §2.1 table). */
const DYNAMIC_NAMES: Record<string, (q: URLSearchParams, ctx: CrumbContext) => string> = {
  brands: (q, ctx) => {
    const tab = q.get('mainTab');
    return tab === 'MY_BRANDS' || (!tab && ctx.isBO) ? 'Your Brands' : 'All Brands';
  },
  peopleConnect: (q) =>
    `${q.get('tabs') === 'MY_TEAM' ? 'Your Team' : 'All Employees'} ${q.get('secondaryTab') === 'INACTIVE' ? '/ Deactivated' : '/ Active'}`,
  inventoryEvents: (q) => `${q.get('inventoryName') ?? 'Inventory'} Events`,
  inventory: (q, ctx) =>
    (ctx.previousPath?.startsWith('/inventoryEvents')
      ? q.get('eventName')
      : q.get('inventoryName')) ??
    q.get('inventoryName') ??
    q.get('eventName') ??
    'Inventory',
  eventinfo: (q) => q.get('eventName') ?? 'Event Info',
  brandInfo: (q) => q.get('brandName') ?? 'Brand Info',
  profile: (q) => q.get('name') ?? 'Profile',
  assignbrand: (q, ctx) => {
    const base = q.get('isTOUser') === 'true' ? 'Your Team’s Brands Assigned' : 'Assign Brands';
    if (fromInventoryPage(ctx.previousPath)) return base;
    const prefix = [q.get('eventName'), q.get('inventoryName')].filter(Boolean).join(' / ');
    return prefix ? `${prefix} / ${base}` : base;
  },
};

/**
 * The crumb of a route (spec 000 §2.1): null for '/', '/login', '/privacy-policy' and unknown
 * paths (untracked); 'Home' with clearsHistory for /home; else the table's name.
 */
export function crumbFor(pathname: string, search: string, ctx: CrumbContext): RouteCrumb {
  const [, segment = ''] = pathname.split('/');
  if (segment === 'home') return { name: 'Home', clearsHistory: true };
  if (segment === 'admin') {
    const name = ADMIN_NAMES[pathname.split('/').slice(2).join('/')];
    return name ? { name } : null;
  }
  const q = new URLSearchParams(search);
  const dynamic = DYNAMIC_NAMES[segment];
  if (dynamic) return { name: dynamic(q, ctx) };
  const name = STATIC_NAMES[segment];
  return name ? { name } : null;
}

/** An item of the rendered trail: a crumb with its history index, or the ellipsis. */
export type CrumbItem =
  { kind: 'crumb'; entry: HistoryEntry; index: number; last: boolean } | { kind: 'ellipsis' };

/** Most crumbs shown before collapsing (spec 000 §2.3). */
export const MAX_CRUMBS = 6;

/**
 * The trail to render (spec 000 §2.3): all crumbs when there are at most 6, else the first 3,
 * an ellipsis and the last 3. `fit` (1–6; how many crumbs the header has room for) collapses a
 * shorter trail the same way: the first ⌊fit/2⌋, an ellipsis, the last ⌈fit/2⌉ (the current page
 * always shows). The last crumb is flagged (it is not clickable).
 */
export function collapseCrumbs(
  history: readonly HistoryEntry[],
  fit: number = MAX_CRUMBS,
): CrumbItem[] {
  const items = history.map((entry, index): CrumbItem => ({
    kind: 'crumb',
    entry,
    index,
    last: index === history.length - 1,
  }));
  const room = Math.max(1, Math.min(MAX_CRUMBS, Math.floor(fit)));
  if (items.length <= room) return items;
  const head = Math.floor(room / 2);
  return [...items.slice(0, head), { kind: 'ellipsis' }, ...items.slice(-(room - head))];
}

/** Widths (px) the header gives crumbs: an earlier crumb with its separator, and the current one. */
export const CRUMB_WIDTH = { earlier: 200, current: 260 } as const;

/** How many crumbs fit in `width` px of header (at least the current one, at most 6). */
export const crumbsThatFit = (width: number): number =>
  Math.max(
    1,
    Math.min(MAX_CRUMBS, 1 + Math.floor((width - CRUMB_WIDTH.current) / CRUMB_WIDTH.earlier)),
  );
