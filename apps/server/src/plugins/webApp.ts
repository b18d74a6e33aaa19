import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

// Hashed build assets never change: cached for a year; index.html is always revalidated.
const cacheControl = (file: string) =>
  file.includes(`${path.sep}assets${path.sep}`)
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';

// The build writes .br and .gz beside each text asset; they are sent as they are to clients that accept them
// (Vary: caches keep one copy per encoding).
const staticHeaders = (
  res: { setHeader: (name: string, value: string) => unknown },
  file: string,
) => {
  res.setHeader('cache-control', cacheControl(file));
  res.setHeader('vary', 'accept-encoding');
};

/**
 * The built web app from `webDist` when its index.html exists: static files, and index.html for any
 * other GET outside /api (the SPA's own routes). Everything else unknown answers 404 NOT_FOUND.
 */
export const webApp = fp<{ webDist?: string }>(async (app, { webDist }) => {
  const hasWeb = webDist !== undefined && existsSync(path.join(webDist, 'index.html'));
  if (hasWeb)
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: staticHeaders,
    });
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/') || !hasWeb || req.method !== 'GET')
      return reply
        .code(404)
        .send({ error: 'NOT_FOUND', message: `No route ${req.method} ${req.url.split('?')[0]}` });
    return reply.type('text/html').sendFile('index.html');
  });
});
