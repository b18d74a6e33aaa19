/**
 * `npm start`: rebuilds only what is missing or stale (scripts/build.mjs: the web app, the server bundle),
 * then runs the built server, apps/server/dist/main.js, in this process (its SIGTERM/SIGINT handlers are
 * the process's), with stack traces mapped to the TypeScript sources.
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, isStale } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
for (const target of ['web', 'server']) if (isStale(target)) await build(target);
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(root, 'apps/server/dist/main.js')).href);
