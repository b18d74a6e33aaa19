import type { Notification } from '@crm/contracts';

/** A notification for the feature's unit tests: an unread INFO BRAND_ASSIGNED one, `extra` over it. */
export const testNotification = (id: number, extra: Partial<Notification> = {}): Notification => ({
  id,
  content: `n${id}`,
  date: '2025-05-16T04:30:00.000Z',
  image: null,
  isRead: false,
  class: 'INFO',
  type: 'BRAND_ASSIGNED',
  users: [],
  eventInventories: [],
  brands: [],
  tasks: [],
  actionTaken: false,
  actionTakenType: null,
  actionTakenByUserId: null,
  actionTakenByUserName: null,
  additionalData: null,
  ...extra,
});
