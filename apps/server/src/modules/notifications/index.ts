/** The notifications module's surface for other modules: the notification service, its SQL producers and notification text. */
export { createNotifications, type AddNotifications, type Notifications } from './service.js';
export { settleActionNotifications } from './queries.js';
export { brandNoticeSql, brandsAssignedSql, stageChangedSql } from './producers.js';
export {
  caseStudyRequestSql,
  deckUploadedSql,
  pendingReminderSql,
  type PendingKind,
} from './inventoryProducers.js';
export { eventAssignedSql, eventDatesMovedSql } from './eventProducers.js';
export { nameOf, plain } from './text.js';
