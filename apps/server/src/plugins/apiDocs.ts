import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import {
  API_TOKEN_PREFIX,
  API_TOKEN_RATE_LIMIT,
  apiTokenRoutes,
  brandRoutes,
  pairingRoutes,
  WEBHOOK_EXAMPLES,
  WEBHOOK_PAYLOAD_VERSION,
  webhookRoutes,
  type RouteDefinition,
} from '@crm/contracts';

/** What the document says of signing in: a browser session's token, or an API token (issue 42 §1, §3). */
const BEARER_DESCRIPTION = `A browser session's token (POST /api/user/auth), or an API token made in Profile → API tokens: \`Authorization: Bearer ${API_TOKEN_PREFIX}…\`. A token acts as its user with that user's rules; a read-only one gets 403 TOKEN_READ_ONLY on every change. ${API_TOKEN_RATE_LIMIT.max} requests a minute per token (then 429 with Retry-After).`;

/** What the document says of webhooks (issue 42 §2, §3): the payload, how to verify it, and each type's `data`. */
const DESCRIPTION = [
  'The CRM\'s API: every call the web app makes. Answers are `{"data": …}`; refusals `{"error", "message", "field"}`.',
  '',
  `Webhooks (Admin → Webhooks) POST each change as \`{"type", "timestamp", "version": ${WEBHOOK_PAYLOAD_VERSION}, "data"}\`, signed per Standard Webhooks (headers webhook-id, webhook-timestamp, webhook-signature): verify with the \`standardwebhooks\` package and the endpoint's whsec_ secret; drop a repeated webhook-id. The \`data\` of each type, for example:`,
  '',
  ...Object.entries(WEBHOOK_EXAMPLES).map(
    ([type, data]) => `- \`${type}\`: \`${JSON.stringify(data)}\``,
  ),
].join('\n');

/** A request body for the main calls an integration makes (issue 42 §3), shown with their operations. */
const MAIN_CALLS: [RouteDefinition, object][] = [
  [brandRoutes.list, { mainTab: 'MY_BRANDS', pageNo: 1, searchFor: 'tata' }],
  [pairingRoutes.updateStage, { eiId: 12, brandId: 345, stage: 'IN_PROGRESS' }],
  [
    pairingRoutes.callNotes,
    {
      brandId: 345,
      pocId: 678,
      type: 'CALL',
      note: 'Keen on the title slot; sends the brief Friday.',
    },
  ],
  [apiTokenRoutes.create, { name: 'Finance sync', scope: 'read', expiresInDays: 90 }],
  [
    webhookRoutes.create,
    { url: 'https://finance.example.com/crm-hook', events: ['pairing.stage_changed'] },
  ],
];
const EXAMPLE_OF = new Map(
  MAIN_CALLS.map(([def, body]) => [`${def.method} /api${def.path}`, body]),
);

/** The zod → JSON Schema transform, with a main call's body example on its operation. */
const withExamples: typeof jsonSchemaTransform = (input) => {
  const out = jsonSchemaTransform(input);
  const example = EXAMPLE_OF.get(`${input.route.method} ${input.url}`);
  const body = (out.schema as { body?: object }).body;
  if (!example || !body) return out;
  return { ...out, schema: { ...out.schema, body: { ...body, examples: [example] } } };
};

/**
 * Runs in the docs page before Swagger UI: a signed-in user's session token (the web app's `userData` in
 * this origin's storage) goes on the page's own requests, so a signed-in admin reads the document and
 * tries calls without pasting a token.
 */
const SIGNED_IN_FETCH = `(() => {
  let token;
  try { token = JSON.parse(localStorage.getItem('userData') || '{}').token; } catch { return; }
  if (!token) return;
  const plain = window.fetch.bind(window);
  window.fetch = (input, init = {}) => {
    const url = new URL(typeof input === 'string' ? input : input.url, location.href);
    const headers = new Headers(init.headers || (typeof input === 'string' ? undefined : input.headers));
    if (url.origin === location.origin && !headers.has('authorization'))
      headers.set('authorization', 'Bearer ' + token);
    return plain(input, { ...init, headers });
  };
})();`;

/**
 * The OpenAPI document of every route, built from the contracts' zod schemas (bearer auth: sessions and
 * API tokens; the webhooks' payloads in its description; a body example on the main calls), and, when `ui` is on, the browsable docs at
 * /api/docs (the JSON document at /api/docs/json), which send a signed-in user's token. Who may read the
 * document is the auth hook's rule (plugins/auth.ts: signed-in admins only where `adminsOnly`).
 */
export const apiDocs = fp<{ ui: boolean }>(async (app, { ui }) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Events and sponsorship sales CRM API',
        version: '1.0.0',
        description: DESCRIPTION,
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: BEARER_DESCRIPTION },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: withExamples,
  });
  if (ui)
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      uiConfig: { docExpansion: 'list', persistAuthorization: true },
      theme: { js: [{ filename: 'signed-in.js', content: SIGNED_IN_FETCH }] },
      staticCSP: true,
    });
});
