import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Security headers (helmet) on every answer: a same-origin content security policy, no framing,
 * strict-origin-when-cross-origin referrers. The helmet middleware is built once, not per request.
 */
export const securityHeaders = fp(async (app) => {
  const secureHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"], // Mantine writes its CSS variables and React style attributes inline
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null, // the app may be served over plain HTTP inside an office network
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (req, reply, done) =>
    secureHeaders(req.raw, reply.raw, (err?: unknown) => done(err as Error | undefined)),
  );
});
