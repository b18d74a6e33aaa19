import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute } from '@crm/contracts';
import { rawRoute } from './route.js';
import '../plugins/auth.js';
import '../plugins/idempotency.js';

/** rawRoute's Fastify config: the caller's (public, rateLimit…) and the entry's own (idempotent, the upload timeout) together. */
describe('rawRoute', () => {
  it('keeps the config it is given on an idempotent entry', () => {
    const app = Fastify();
    const configs: Record<string, unknown>[] = [];
    app.addHook('onRoute', (r) => void configs.push(r.config as Record<string, unknown>));
    const def = defineRoute({
      method: 'POST',
      path: '/raw',
      body: z.object({}),
      response: z.object({}),
      summary: 'A raw idempotent route',
      tags: ['test'],
      idempotent: true,
    });
    rawRoute(app, def, async () => ({ data: {} }), { public: true });
    expect(configs[0]).toMatchObject({ public: true, idempotent: true });
  });
});
