import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../app.js';

/** Brand notes (issue 3). */
export async function notesRoutes(app: FastifyInstance, deps: Deps) {
  void app;
  void deps;
}
