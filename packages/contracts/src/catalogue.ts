import { brandProfileRoutes } from './brandProfile.js';
import { brandRoutes } from './brands.js';
import { chatRoutes } from './chat.js';
import { notificationRoutes } from './notifications.js';

/** The route catalogue: every module's endpoint definitions (see routes.ts), by module. */
export const routeCatalogue = {
  brands: brandRoutes,
  brandProfile: brandProfileRoutes,
  chat: chatRoutes,
  notifications: notificationRoutes,
};
