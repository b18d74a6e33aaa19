import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../app.js';

/** Brand filter options and export (issue 3). */
export async function brandFilterRoutes(app: FastifyInstance, deps: Deps) {
  void app;
  void deps;
}
