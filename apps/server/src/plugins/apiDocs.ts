import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document of every route, built from the contracts' zod schemas (bearer auth), and, when
 * `ui` is on, the browsable docs at /api/docs (the JSON document at /api/docs/json).
 */
export const apiDocs = fp<{ ui: boolean }>(async (app, { ui }) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Events and sponsorship sales CRM API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  if (ui)
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      uiConfig: { docExpansion: 'list' },
      staticCSP: true,
    });
});
