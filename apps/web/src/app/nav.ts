import { mayOpenReports } from '@crm/contracts';
import { ADMIN_EVENTS_PATH } from '../lib/links';
/**
 * Left navigation of spec 000 §2.4 and its role visibility (§6), as pure data and functions.
 * Icons live beside the navigation tile (shell/NavTile.tsx); this file stays free of React.
 */

/** The navigation entries of spec 000 §2.4 (name, route). */
export const NAV_ITEMS = {
  home: { name: 'Home', path: '/home' },
  inventories: { name: 'Inventories', path: '/inventories' },
  events: { name: 'Events', path: '/events' },
  pocContacts: { name: 'POC Contacts', path: '/pocContactList' },
  brands: { name: 'Brands', path: '/brands' },
  pipeline: { name: 'Pipeline', path: '/pipeline' },
  tasks: { name: 'Tasks', path: '/taskManagement' },
  chat: { name: 'Chat', path: '/chat' },
  employees: { name: 'Employees', path: '/peopleConnect' },
  newsFeed: { name: 'News Feed', path: '/newsfeed' },
  reports: { name: 'Reports', path: '/reportsV2' },
  settings: { name: 'Settings', path: '/customizablefields' },
  repository: { name: 'Repository', path: '/repository' },
} as const;

/** The admins' events page (spec 001 §7 Event API), reached from the profile menu beside the reference data and shown under Settings. */

export type NavKey = keyof typeof NAV_ITEMS;

/** The user fields navigation depends on: role codes and the ADMIN flag. */
export type NavUser = { roles: readonly string[]; isAdmin: boolean };

/**
 * The entries a user sees, in order (spec 000 §6). The spec derives the user type from two flags
 * whose meaning it does not show; we read them as: flag set one = ADMIN (role or flag) or MG,
 * flag set two = HR or VH, otherwise the working roles. Reports shows only to whom may open it
 * (mayOpenReports: HR alone may not, VH may).
 */
export function visibleNavKeys(user: NavUser): NavKey[] {
  const has = (...codes: string[]) => codes.some((c) => user.roles.includes(c));
  const bo = has('BO');
  const keep = (entries: [NavKey, boolean][]) =>
    entries.filter(([, show]) => show).map(([key]) => key);

  if (user.isAdmin || has('ADMIN', 'MG')) {
    return keep([
      ['home', true],
      ['employees', true],
      ['brands', true],
      ['pipeline', bo],
      ['inventories', true],
      ['events', true],
      ['pocContacts', bo],
      ['repository', true],
      ['tasks', true],
      ['chat', true],
      ['reports', true],
      ['newsFeed', true],
      ['settings', true],
    ]);
  }
  if (has('HR', 'VH')) {
    return keep([
      ['home', true],
      ['inventories', true],
      ['events', true],
      ['pocContacts', bo],
      ['brands', true],
      ['pipeline', bo],
      ['repository', true],
      ['tasks', true],
      ['chat', true],
      ['employees', true],
      ['newsFeed', true],
      ['reports', mayOpenReports(user.roles, user.isAdmin)],
    ]);
  }
  return keep([
    ['home', true],
    ['inventories', true],
    ['events', true],
    ['pocContacts', bo],
    // The spec says Brands is BO only here; we also show it to PO and TO, who work brands on
    // their events and teams (assign pages, team brands) and would otherwise lose the list.
    ['brands', has('BO', 'PO', 'TO')],
    // the pipeline board across event inventories (issue 24 §1) of those who own brands
    ['pipeline', bo],
    ['repository', has('PO', 'BO', 'TO')],
    ['tasks', true],
    ['chat', true],
    ['employees', true],
    ['reports', has('TO')],
  ]);
}

/** More-menu thresholds in px (spec 000 §2.4 / §9): 800 down to 350 in steps of 50. */
const MORE_THRESHOLDS = Array.from({ length: 10 }, (_, i) => 800 - i * 50);

/**
 * Splits entries for a window height (spec 000 §2.4): each threshold the height is below hides
 * one more trailing entry into the More menu. At least the first entry stays visible.
 */
export function splitForHeight<T>(
  items: readonly T[],
  windowHeight: number,
): { shown: T[]; more: T[] } {
  const hidden = Math.min(
    MORE_THRESHOLDS.filter((t) => windowHeight < t).length,
    Math.max(items.length - 1, 0),
  );
  return { shown: items.slice(0, items.length - hidden), more: items.slice(items.length - hidden) };
}

/** The entry current for a pathname: the one whose route's first segment matches, if any. */
export function currentNavKey(
  pathname: string,
  keys: readonly NavKey[] = Object.keys(NAV_ITEMS) as NavKey[],
): NavKey | null {
  const seg = pathname.split('/')[1];
  if (seg === 'reports') return keys.includes('reports') ? 'reports' : null;
  // the admins' reference data (/settings, reached from the profile menu) belongs under the Settings entry
  if (seg === 'settings' || pathname.startsWith(ADMIN_EVENTS_PATH))
    return keys.includes('settings') ? 'settings' : null;
  if (seg === 'eventinfo') return keys.includes('events') ? 'events' : null;
  return keys.find((k) => NAV_ITEMS[k].path.split('/')[1] === seg) ?? null;
}
