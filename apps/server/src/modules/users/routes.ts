import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AuthUser, envelope, LoginRequest, LoginResult, MESSAGES, UserDetailsQuery } from '@crm/contracts';
import type { Deps } from '../../app.js';
import { AppError } from '../../lib/errors.js';
import { authenticate, userDetails } from './service.js';

/** Login (rate-limited per IP and email) and user details (spec 001 §7 user auth, spec 000 §2.5). */
export async function usersRoutes(app: FastifyInstance, { db, tokens }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/user/auth', {
    config: { public: true, rateLimit: { max: 10, timeWindow: '5 minutes', keyGenerator: (req) => `${req.ip}|${String((req.body as { email?: unknown })?.email ?? '').toLowerCase()}` } },
    schema: { tags: ['users'], body: LoginRequest, response: { 200: envelope(LoginResult) } },
    handler: async (req) => {
      const user = await authenticate(db, req.body.email, req.body.password);
      if (!user) throw new AppError(401, 'INVALID_CREDENTIALS', MESSAGES.invalidCredentials);
      const { token, expiresAt } = await tokens.sign(user.userId);
      return { data: { token, expiresAt, user } };
    },
  });
  r.get('/user/details', {
    schema: { tags: ['users'], querystring: UserDetailsQuery, response: { 200: envelope(AuthUser) } },
    handler: async (req) => ({ data: await userDetails(db, req.query.userId) }),
  });
}
