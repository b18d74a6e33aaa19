import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Longest time to receive this route's body (ms), instead of the app's (uploads). */
    bodyTimeoutMs?: number;
  }
}

/**
 * A body that trickles in is cut off: the connection closes `ms` after the request starts (a route's
 * `config.bodyTimeoutMs` instead, for uploads) unless the body has arrived or the answer gone out.
 */
export const bodyTimeout = fp<{ ms: number }>(async (app, { ms }) => {
  app.addHook('onRequest', async (req, reply) => {
    const timer = setTimeout(() => req.raw.destroy(), req.routeOptions.config?.bodyTimeoutMs ?? ms);
    timer.unref();
    const clear = () => clearTimeout(timer);
    req.raw.once('end', clear);
    req.raw.once('close', clear);
    reply.raw.once('finish', clear);
  });
});
