import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context.js';
import { usersPlugin } from './users/routes.js';
import { settingsPlugin } from './settings/routes.js';
import { referencePlugin } from './reference/routes.js';
import { brandsPlugin } from './brands/routes.js';
import { eventsPlugin } from './events/routes.js';
import { inventoriesPlugin } from './inventories/routes.js';
import { inventoriesAdminPlugin } from './inventories/adminRoutes.js';
import { pairingsPlugin } from './pairings/routes.js';
import { dashboardPlugin } from './dashboard/routes.js';
import { brandsProfilePlugin } from './brands/profileRoutes.js';
import { brandsFilterPlugin } from './brands/filterRoutes.js';
import { brandsAssignPlugin } from './brands/adminAssignRoutes.js';
import { brandsAdminPlugin } from './brands/admin/routes.js';
import { notesPlugin } from './notes/routes.js';
import { filesPlugin } from './files/routes.js';
import { pocsPlugin } from './pocs/routes.js';
import { agenciesPlugin } from './agencies/routes.js';
import { locationsPlugin } from './locations/routes.js';
import { importsPlugin } from './imports/routes.js';
import { notificationsPlugin } from './notifications/routes.js';
import { pairingsCollaborationPlugin } from './pairings/collaborationRoutes.js';
import { tasksPlugin } from './tasks/routes.js';
import { chatPlugin } from './chat/routes.js';
import { searchPlugin } from './search/routes.js';
import { feedbackPlugin } from './feedback/routes.js';
import { peopleAdminPlugin } from './people/adminRoutes.js';
import { newsPlugin } from './news/routes.js';
import { peoplePlugin } from './people/routes.js';
import { reportsPlugin } from './reports/routes.js';
import { closedDealsPlugin } from './closedDeals/routes.js';
import { repositoryPlugin } from './repository/routes.js';
import { adminPlugin } from './admin/routes.js';
import { customFieldsPlugin } from './customFields/routes.js';
import { eventsTeamPlugin } from './events/team/routes.js';
import { eventsTimelinePlugin } from './events/timeline/routes.js';
import { eventsAdminPlugin } from './events/admin/routes.js';
import { eventsImportPlugin } from './events/import/routes.js';
import { calendarPlugin } from './calendar/routes.js';
import { forecastPlugin } from './forecast/routes.js';
import { viewsPlugin } from './views/routes.js';
import { appLinksPlugin } from './appLinks/routes.js';

/** Every module's routes plugins (`<module>Plugin`, `<module><Part>Plugin`), each encapsulated and given the app context. */
const MODULE_ROUTES: FastifyPluginAsync<AppContext>[] = [
  usersPlugin,
  settingsPlugin,
  referencePlugin,
  brandsPlugin,
  eventsPlugin,
  inventoriesPlugin,
  inventoriesAdminPlugin,
  pairingsPlugin,
  dashboardPlugin,
  brandsProfilePlugin,
  brandsFilterPlugin,
  brandsAssignPlugin,
  brandsAdminPlugin,
  notesPlugin,
  filesPlugin,
  pocsPlugin,
  agenciesPlugin,
  locationsPlugin,
  importsPlugin,
  notificationsPlugin,
  pairingsCollaborationPlugin,
  tasksPlugin,
  chatPlugin,
  searchPlugin,
  feedbackPlugin,
  peopleAdminPlugin,
  newsPlugin,
  peoplePlugin,
  reportsPlugin,
  closedDealsPlugin,
  repositoryPlugin,
  adminPlugin,
  customFieldsPlugin,
  eventsTeamPlugin,
  eventsTimelinePlugin,
  eventsAdminPlugin,
  eventsImportPlugin,
  calendarPlugin,
  forecastPlugin,
  viewsPlugin,
  appLinksPlugin,
];

/** The API: every module's routes, each an encapsulated plugin given `context` (mounted under /api). */
export const apiRoutes =
  (context: AppContext): FastifyPluginAsync =>
  async (api) => {
    for (const routes of MODULE_ROUTES) await api.register(routes, context);
  };
