import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../app.js';

/** Brand and POC import (issue 3). */
export async function importsRoutes(app: FastifyInstance, deps: Deps) {
  void app;
  void deps;
}
