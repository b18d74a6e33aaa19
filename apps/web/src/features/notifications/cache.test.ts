import { describe, expect, it } from 'vitest';
import type { Notification } from '@crm/contracts';
import { flattenPages, patchInPages, upsertInPages, type NotificationPages } from './cache';
import { testNotification } from './testNotification';

const n = testNotification;
const pages = (...lists: Notification[][]): NotificationPages => ({
  pages: lists.map((notifications, i) => ({
    notifications,
    pageNo: i + 1,
    totalPages: lists.length,
    totalNoOfEntries: 20,
    unreadCount: 3,
  })),
  pageParams: lists.map((_, i) => i + 1),
});

describe('the drawer cache', () => {
  it('puts a pushed notification first, or replaces it where it is', () => {
    const data = pages([n(3), n(2)], [n(1)]);
    expect(flattenPages(upsertInPages(data, n(4))).map((x) => x.id)).toEqual([4, 3, 2, 1]);
    const settled = upsertInPages(data, n(1, { actionTaken: true, actionTakenType: 'APPROVE' }));
    expect(flattenPages(settled).map((x) => [x.id, x.actionTakenType])).toEqual([
      [3, null],
      [2, null],
      [1, 'APPROVE'],
    ]);
    expect(upsertInPages(undefined, n(4))).toBeUndefined();
  });

  it('lists each notification once when a page repeats one shifted by a live push', () => {
    expect(flattenPages(pages([n(4), n(3), n(2)], [n(2), n(1)])).map((x) => x.id)).toEqual([
      4, 3, 2, 1,
    ]);
  });

  it('marks listed ones, or all, read', () => {
    const data = pages([n(3), n(2)], [n(1)]);
    expect(
      flattenPages(patchInPages(data, [2], (x) => ({ ...x, isRead: true }))).map((x) => x.isRead),
    ).toEqual([false, true, false]);
    expect(
      flattenPages(patchInPages(data, 'all', (x) => ({ ...x, isRead: true }))).every(
        (x) => x.isRead,
      ),
    ).toBe(true);
  });
});
