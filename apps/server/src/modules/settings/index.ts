/** The settings module's surface for other modules: read and write one user's own settings. */
export { getSettings, setSetting } from './service.js';
