import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../app.js';

/** Brand profile: edit, owners, offload, notify, history (issue 3). */
export async function brandProfileRoutes(app: FastifyInstance, deps: Deps) {
  void app;
  void deps;
}
