import fp from 'fastify-plugin';
import compress from '@fastify/compress';

/** Answers of 1 KB or more go out brotli- or gzip-compressed as the client accepts; request bodies are never inflated. */
export const compression = fp(async (app) => {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    globalDecompression: false,
  });
});
