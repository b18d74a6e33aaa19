/**
 * The notifications feature's surface: the list, its items, unread count and decisions, their links
 * and the live feed, for the shell's drawer and bell. Other features and the app shell import it only
 * from here; its other files may change without notice (ARCHITECTURE.md §10, "Web walls").
 */
export { NotificationItem } from './NotificationItem';
export { flattenPages } from './cache';
export { notificationLink } from './notificationText';
export {
  refreshNotifications,
  useMarkRead,
  useNotificationDecision,
  useNotificationList,
  useUnreadCount,
} from './queries';
export type { NotificationTab } from './queries';
export { useNotificationFeed } from './useNotificationFeed';
