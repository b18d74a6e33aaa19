/** The notifications module's surface for other modules: the notification service, its SQL producers and notification text. */
export {
  createNotifications,
  settleActionNotifications,
  type AddNotifications,
  type Notifications,
} from './service.js';
export { brandNoticeSql, brandsAssignedSql, stageChangedSql } from './producers.js';
export {
  caseStudyRequestSql,
  deckUploadedSql,
  eventInventoryReminderSql,
} from './inventoryNotices.js';
export { nameOf, plain } from './text.js';
