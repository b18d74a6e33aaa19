import { brandProfileRoutes } from './brandProfile.js';
import { brandRoutes } from './brands.js';
import { eventRoutes, inventoryRoutes } from './events.js';
import { inventoryAdminRoutes } from './inventoryAdmin.js';

/** The route catalogue: every module's endpoint definitions (see routes.ts), by module. */
export const routeCatalogue = {
  brands: brandRoutes,
  brandProfile: brandProfileRoutes,
  events: eventRoutes,
  inventories: inventoryRoutes,
  inventoryAdmin: inventoryAdminRoutes,
};
