import { brandProfileRoutes } from './brandProfile.js';
import { brandRoutes } from './brands.js';
import { adminRoutes } from './adminReference.js';
import { settingRoutes, userRoutes } from './auth.js';
import { dashboardRoutes } from './dashboard.js';
import { feedbackRoutes } from './feedback.js';
import { locationRoutes } from './locations.js';
import { referenceRoutes } from './reference.js';
import { searchRoutes } from './search.js';

/** The route catalogue: every module's endpoint definitions (see routes.ts), by module. */
export const routeCatalogue = {
  brands: brandRoutes,
  brandProfile: brandProfileRoutes,
  users: userRoutes,
  reference: referenceRoutes,
  locations: locationRoutes,
  settings: settingRoutes,
  search: searchRoutes,
  feedback: feedbackRoutes,
  dashboard: dashboardRoutes,
  admin: adminRoutes,
};
