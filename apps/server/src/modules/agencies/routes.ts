import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../app.js';

/** Agencies and associations (issue 3). */
export async function agenciesRoutes(app: FastifyInstance, deps: Deps) {
  void app;
  void deps;
}
