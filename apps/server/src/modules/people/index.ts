/** The people module's surface for other modules. */
export { assertUser } from './service.js';
