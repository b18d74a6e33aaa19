import { brandProfileRoutes } from './brandProfile.js';
import { brandRoutes } from './brands.js';
import { taskConversationRoutes } from './taskConversation.js';
import { taskPeopleRoutes } from './taskPeople.js';
import { taskPickerRoutes } from './taskPickers.js';
import { taskRoutes } from './tasks.js';

/** The route catalogue: every module's endpoint definitions (see routes.ts), by module. */
export const routeCatalogue = {
  brands: brandRoutes,
  brandProfile: brandProfileRoutes,
  tasks: taskRoutes,
  taskPeople: taskPeopleRoutes,
  taskConversation: taskConversationRoutes,
  taskPickers: taskPickerRoutes,
};
