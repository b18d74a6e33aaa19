import type { InfiniteData } from '@tanstack/react-query';
import type { Notification, NotificationListResult } from '@crm/contracts';

/** The pages of one drawer tab as TanStack Query keeps them (page params are the page numbers, from 1). */
export type NotificationPages = InfiniteData<NotificationListResult, unknown>;

/**
 * The tab's notifications in order, each once: a notification pushed live is prepended to page 1, so
 * the next page fetched from the server may repeat the last ones of the page before.
 */
export function flattenPages(data: NotificationPages | undefined): Notification[] {
  const seen = new Set<number>();
  const out: Notification[] = [];
  for (const p of data?.pages ?? []) {
    for (const n of p.notifications) {
      if (seen.has(n.id)) continue;
      seen.add(n.id);
      out.push(n);
    }
  }
  return out;
}

/** Applies a pushed notification: replaces it where it is (a settled action), else puts it first. */
export function upsertInPages(
  data: NotificationPages | undefined,
  n: Notification,
): NotificationPages | undefined {
  if (!data?.pages.length) return data;
  const has = data.pages.some((p) => p.notifications.some((x) => x.id === n.id));
  const pages = has
    ? data.pages.map((p) => ({
        ...p,
        notifications: p.notifications.map((x) => (x.id === n.id ? n : x)),
      }))
    : data.pages.map((p, i) =>
        i === 0
          ? {
              ...p,
              notifications: [n, ...p.notifications],
              totalNoOfEntries: p.totalNoOfEntries + 1,
            }
          : p,
      );
  return { ...data, pages };
}

/** Changes the listed notifications (or every one, `ids` = 'all') with `patch`. */
export function patchInPages(
  data: NotificationPages | undefined,
  ids: number[] | 'all',
  patch: (n: Notification) => Notification,
): NotificationPages | undefined {
  if (!data) return data;
  const hit = (n: Notification) => ids === 'all' || ids.includes(n.id);
  return {
    ...data,
    pages: data.pages.map((p) => ({
      ...p,
      notifications: p.notifications.map((n) => (hit(n) ? patch(n) : n)),
    })),
  };
}
