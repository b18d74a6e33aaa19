import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context.js';
import { usersRoutes } from './users/routes.js';
import { settingsRoutes } from './settings/routes.js';
import { referenceRoutes } from './reference/routes.js';
import { brandsRoutes } from './brands/routes.js';
import { eventsRoutes } from './events/routes.js';
import { inventoriesRoutes } from './inventories/routes.js';
import { inventoryAdminRoutes } from './inventories/adminRoutes.js';
import { pairingsRoutes } from './pairings/routes.js';
import { dashboardRoutes } from './dashboard/routes.js';
import { brandProfileRoutes } from './brands/profileRoutes.js';
import { brandFilterRoutes } from './brands/filterRoutes.js';
import { adminBrandAssignRoutes } from './brands/adminAssignRoutes.js';
import { adminBrandListRoutes } from './brands/admin/routes.js';
import { notesRoutes } from './notes/routes.js';
import { filesRoutes } from './files/routes.js';
import { pocsRoutes } from './pocs/routes.js';
import { agenciesRoutes } from './agencies/routes.js';
import { locationsRoutes } from './locations/routes.js';
import { importsRoutes } from './imports/routes.js';
import { notificationsRoutes } from './notifications/routes.js';
import { collaborationRoutes } from './pairings/collaborationRoutes.js';
import { tasksRoutes } from './tasks/routes.js';
import { chatRoutes } from './chat/routes.js';
import { searchRoutes } from './search/routes.js';
import { feedbackRoutes } from './feedback/routes.js';
import { adminUsersRoutes } from './people/adminRoutes.js';
import { newsRoutes } from './news/routes.js';
import { peopleRoutes } from './people/routes.js';
import { reportRoutes } from './reports/routes.js';
import { closedDealRoutes } from './closedDeals/routes.js';
import { repositoryRoutes } from './repository/routes.js';
import { adminReferenceRoutes } from './admin/routes.js';
import { customFieldsRoutes } from './customFields/routes.js';
import { teamRoutes } from './events/team/routes.js';
import { eventTimelineRoutes } from './events/timeline/routes.js';
import { eventAdminRoutes } from './events/admin/routes.js';
import { eventImportRoutes } from './events/import/routes.js';
import { calendarRoutes } from './calendar/routes.js';
import { forecastRoutes } from './forecast/routes.js';
import { viewsRoutes } from './views/index.js';
import { appLinksRoutesPlugin } from './appLinks/routes.js';

/** Every module's routes, each an encapsulated plugin built from the app context. */
const MODULE_ROUTES: FastifyPluginAsync<AppContext>[] = [
  usersRoutes,
  settingsRoutes,
  referenceRoutes,
  brandsRoutes,
  eventsRoutes,
  inventoriesRoutes,
  inventoryAdminRoutes,
  pairingsRoutes,
  dashboardRoutes,
  brandProfileRoutes,
  brandFilterRoutes,
  adminBrandAssignRoutes,
  adminBrandListRoutes,
  notesRoutes,
  filesRoutes,
  pocsRoutes,
  agenciesRoutes,
  locationsRoutes,
  importsRoutes,
  notificationsRoutes,
  collaborationRoutes,
  tasksRoutes,
  chatRoutes,
  searchRoutes,
  feedbackRoutes,
  adminUsersRoutes,
  newsRoutes,
  peopleRoutes,
  reportRoutes,
  closedDealRoutes,
  repositoryRoutes,
  adminReferenceRoutes,
  customFieldsRoutes,
  teamRoutes,
  eventTimelineRoutes,
  eventAdminRoutes,
  eventImportRoutes,
  calendarRoutes,
  forecastRoutes,
  viewsRoutes,
  appLinksRoutesPlugin,
];

/** The API: every module's routes, each an encapsulated plugin given `context` (mounted under /api). */
export const apiRoutes =
  (context: AppContext): FastifyPluginAsync =>
  async (api) => {
    for (const routes of MODULE_ROUTES) await api.register(routes, context);
  };
