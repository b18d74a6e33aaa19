/** The news module's surface for other modules: the latest news (dashboard). */
export { latestNews } from './service.js';
