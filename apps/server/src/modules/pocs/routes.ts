import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../app.js';

/** POCs, departments, org chart, POC contacts (issue 3). */
export async function pocsRoutes(app: FastifyInstance, deps: Deps) {
  void app;
  void deps;
}
