/** The API contract shared by server and web: zod schemas, inferred types and the spec's constants. */
export * from './constants.js';
export * from './common.js';
export * from './auth.js';
export * from './reference.js';
export * from './brands.js';
export * from './events.js';
export * from './assignments.js';
export * from './dashboard.js';
export * from './brandProfile.js';
export * from './notes.js';
export * from './files.js';
export * from './pocs.js';
export * from './agencies.js';
export * from './brandFilter.js';
export * from './columns.js';
export * from './imports.js';
