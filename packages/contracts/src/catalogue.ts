import { brandProfileRoutes } from './brandProfile.js';
import { brandRoutes } from './brands.js';
import { agencyRoutes } from './agencies.js';
import { userAdminRoutes } from './adminUsers.js';
import { noteRoutes } from './notes.js';
import { peopleRoutes } from './people.js';
import { pocRoutes } from './pocs.js';

/** The route catalogue: every module's endpoint definitions (see routes.ts), by module. */
export const routeCatalogue = {
  brands: brandRoutes,
  brandProfile: brandProfileRoutes,
  pocs: pocRoutes,
  agencies: agencyRoutes,
  people: peopleRoutes,
  userAdmin: userAdminRoutes,
  notes: noteRoutes,
};
