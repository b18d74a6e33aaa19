/** The people module's surface for other modules: the user check (404 for an unknown user). */
export { assertUser } from './service.js';
