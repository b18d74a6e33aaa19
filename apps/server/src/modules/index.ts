import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context.js';
import { usersPlugin } from './users/routes.js';
import { settingsPlugin } from './settings/routes.js';
import { referencePlugin } from './reference/routes.js';
import { brandsPlugin } from './brands/routes.js';
import { eventsPlugin } from './events/routes.js';
import { inventoriesPlugin } from './inventories/routes.js';
import { pairingsPlugin } from './pairings/routes.js';
import { dashboardPlugin } from './dashboard/routes.js';
import { notesPlugin } from './notes/routes.js';
import { filesPlugin } from './files/routes.js';
import { pocsPlugin } from './pocs/routes.js';
import { agenciesPlugin } from './agencies/routes.js';
import { locationsPlugin } from './locations/routes.js';
import { importsPlugin } from './imports/routes.js';
import { notificationsPlugin } from './notifications/routes.js';
import { tasksPlugin } from './tasks/routes.js';
import { chatPlugin } from './chat/routes.js';
import { searchPlugin } from './search/routes.js';
import { feedbackPlugin } from './feedback/routes.js';
import { newsPlugin } from './news/routes.js';
import { peoplePlugin } from './people/routes.js';
import { reportsPlugin } from './reports/routes.js';
import { closedDealsPlugin } from './closedDeals/routes.js';
import { repositoryPlugin } from './repository/routes.js';
import { adminPlugin } from './admin/routes.js';
import { customFieldsPlugin } from './customFields/routes.js';
import { calendarPlugin } from './calendar/routes.js';
import { forecastPlugin } from './forecast/routes.js';
import { viewsPlugin } from './views/routes.js';
import { appLinksPlugin } from './appLinks/routes.js';
import { auditPlugin } from './audit/routes.js';
import { emailPlugin } from './email/routes.js';
import { webhooksPlugin } from './webhooks/routes.js';
import { recordExports, recordTokenWrites } from './audit/index.js';

/** Every module's one plugin (`<module>Plugin`, which registers its parts' `<module><Part>Plugin`), each encapsulated and given the app context. */
const MODULE_ROUTES: FastifyPluginAsync<AppContext>[] = [
  usersPlugin,
  settingsPlugin,
  referencePlugin,
  brandsPlugin,
  eventsPlugin,
  inventoriesPlugin,
  pairingsPlugin,
  dashboardPlugin,
  notesPlugin,
  filesPlugin,
  pocsPlugin,
  agenciesPlugin,
  locationsPlugin,
  importsPlugin,
  notificationsPlugin,
  tasksPlugin,
  chatPlugin,
  searchPlugin,
  feedbackPlugin,
  newsPlugin,
  peoplePlugin,
  reportsPlugin,
  closedDealsPlugin,
  repositoryPlugin,
  adminPlugin,
  customFieldsPlugin,
  calendarPlugin,
  forecastPlugin,
  viewsPlugin,
  appLinksPlugin,
  auditPlugin,
  emailPlugin,
  webhooksPlugin,
];

/**
 * The API: every module's routes, each an encapsulated plugin given `context` (mounted under /api),
 * and the audit trail's records of each list downloaded and each API token's write (hooks on them all).
 */
export const apiRoutes =
  (context: AppContext): FastifyPluginAsync =>
  async (api) => {
    api.addHook('onResponse', recordExports(context.db));
    api.addHook('onResponse', recordTokenWrites(context.db));
    for (const routes of MODULE_ROUTES) await api.register(routes, context);
  };
