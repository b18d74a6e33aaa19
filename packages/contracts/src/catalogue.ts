import { brandProfileRoutes } from './brandProfile.js';
import { brandRoutes } from './brands.js';
import { pairingRoutes } from './assignments.js';
import { collaborationRoutes } from './collaboration.js';
import { repositoryRoutes } from './repository.js';
import { closedDealRoutes } from './closedDeals.js';

/** The route catalogue: every module's endpoint definitions (see routes.ts), by module. */
export const routeCatalogue = {
  brands: brandRoutes,
  brandProfile: brandProfileRoutes,
  pairings: pairingRoutes,
  collaboration: collaborationRoutes,
  repository: repositoryRoutes,
  closedDeals: closedDealRoutes,
};
