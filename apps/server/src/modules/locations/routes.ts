import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../app.js';

/** Locations, regions, states (issue 3). */
export async function locationsRoutes(app: FastifyInstance, deps: Deps) {
  void app;
  void deps;
}
