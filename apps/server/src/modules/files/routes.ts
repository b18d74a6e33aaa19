import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../app.js';

/** Signed-link uploads and brand files (issue 3). */
export async function filesRoutes(app: FastifyInstance, deps: Deps) {
  void app;
  void deps;
}
