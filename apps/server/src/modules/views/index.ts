/** Saved views (issue 24 §2): no other module calls them; app.ts registers their routes. */
export { viewsRoutes } from './routes.js';
