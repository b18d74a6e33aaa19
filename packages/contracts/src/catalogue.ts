import { brandProfileRoutes } from './brandProfile.js';
import { brandRoutes } from './brands.js';

/** The route catalogue: every module's endpoint definitions (see routes.ts), by module. */
export const routeCatalogue = { brands: brandRoutes, brandProfile: brandProfileRoutes };
