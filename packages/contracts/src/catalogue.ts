import { brandProfileRoutes } from './brandProfile.js';
import { brandRoutes } from './brands.js';
import { taskConversationRoutes } from './taskConversation.js';
import { taskPeopleRoutes } from './taskPeople.js';
import { taskPickerRoutes } from './taskPickers.js';
import { taskRoutes } from './tasks.js';
import { customFieldRoutes } from './customFields.js';
import { fileRoutes } from './files.js';
import { importRoutes } from './imports.js';
import { newsRoutes } from './news.js';
import { reportRoutes } from './reports.js';
import { adminRoutes } from './adminReference.js';
import { settingRoutes, userRoutes } from './auth.js';
import { sessionRoutes } from './sessions.js';
import { apiTokenRoutes } from './apiTokens.js';
import { webhookRoutes } from './webhooks.js';
import { mailboxRoutes } from './mailboxes.js';
import { emailThreadRoutes } from './emailThreads.js';
import { emailSendRoutes, emailTemplateRoutes } from './emailSend.js';
import { auditRoutes } from './audit.js';
import { twoFactorRoutes } from './twoFactor.js';
import { ssoRoutes } from './sso.js';
import { dashboardRoutes } from './dashboard.js';
import { feedbackRoutes } from './feedback.js';
import { locationRoutes } from './locations.js';
import { referenceRoutes } from './reference.js';
import { searchRoutes } from './search.js';
import { chatRoutes } from './chat.js';
import { notificationRoutes } from './notifications.js';
import { agencyRoutes } from './agencies.js';
import { userAdminRoutes } from './adminUsers.js';
import { adminUserListRoutes } from './adminUserLists.js';
import { userDirectoryRoutes } from './userDirectory.js';
import { noteRoutes } from './notes.js';
import { peopleRoutes } from './people.js';
import { pocRoutes } from './pocs.js';
import { pairingRoutes } from './pairings.js';
import { boardRoutes } from './board.js';
import { collaborationRoutes } from './collaboration.js';
import { repositoryRoutes } from './repository.js';
import { closedDealRoutes } from './closedDeals.js';
import { eventRoutes, inventoryRoutes } from './events.js';
import { inventoryAdminRoutes } from './inventoryAdmin.js';
import { eventTeamRoutes, meetingRoutes } from './eventTeam.js';
import { eventAdminRoutes } from './eventAdmin.js';
import { eventImportRoutes } from './eventImport.js';
import { assignedForYouRoutes } from './assignedForYou.js';
import { blockedBrandRoutes } from './blockedBrands.js';
import { adminBrandRoutes } from './adminBrands.js';
import { myBrandRoutes } from './myBrands.js';
import { calendarFeedRoutes } from './calendarFeed.js';
import { forecastRoutes } from './forecast.js';
import { savedViewRoutes } from './savedViews.js';
import { appLinksRoutes } from './appLinks.js';

/** The route catalogue: every module's endpoint definitions (see routes.ts), by module. */
export const routeCatalogue = {
  brands: brandRoutes,
  myBrands: myBrandRoutes,
  brandProfile: brandProfileRoutes,
  tasks: taskRoutes,
  taskPeople: taskPeopleRoutes,
  taskConversation: taskConversationRoutes,
  taskPickers: taskPickerRoutes,
  news: newsRoutes,
  files: fileRoutes,
  reports: reportRoutes,
  customFields: customFieldRoutes,
  imports: importRoutes,
  users: userRoutes,
  reference: referenceRoutes,
  locations: locationRoutes,
  settings: settingRoutes,
  sessions: sessionRoutes,
  apiTokens: apiTokenRoutes,
  webhooks: webhookRoutes,
  mailboxes: mailboxRoutes,
  emailThreads: emailThreadRoutes,
  emailSend: emailSendRoutes,
  emailTemplates: emailTemplateRoutes,
  audit: auditRoutes,
  twoFactor: twoFactorRoutes,
  sso: ssoRoutes,
  search: searchRoutes,
  feedback: feedbackRoutes,
  dashboard: dashboardRoutes,
  admin: adminRoutes,
  chat: chatRoutes,
  notifications: notificationRoutes,
  pocs: pocRoutes,
  agencies: agencyRoutes,
  people: peopleRoutes,
  userAdmin: userAdminRoutes,
  adminUserLists: adminUserListRoutes,
  userDirectory: userDirectoryRoutes,
  notes: noteRoutes,
  pairings: pairingRoutes,
  board: boardRoutes,
  collaboration: collaborationRoutes,
  repository: repositoryRoutes,
  closedDeals: closedDealRoutes,
  events: eventRoutes,
  inventories: inventoryRoutes,
  inventoryAdmin: inventoryAdminRoutes,
  eventTeam: eventTeamRoutes,
  meetings: meetingRoutes,
  eventAdmin: eventAdminRoutes,
  eventImport: eventImportRoutes,
  assignedForYou: assignedForYouRoutes,
  blockedBrands: blockedBrandRoutes,
  adminBrands: adminBrandRoutes,
  calendarFeed: calendarFeedRoutes,
  appLinks: appLinksRoutes,
  forecast: forecastRoutes,
  savedViews: savedViewRoutes,
};
