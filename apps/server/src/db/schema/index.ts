/** The database schema, one file per domain (ARCHITECTURE.md §2, §5). */
export * from './reference.js';
export * from './users.js';
export * from './brands.js';
export * from './events.js';
export * from './pairings.js';
export * from './files.js';
export * from './security.js';
export * from './notifications.js';
export * from './tasks.js';
export * from './chat.js';
export * from './news.js';
export * from './repository.js';
export * from './decks.js';
export * from './customFields.js';
export * from './mail.js';
export * from './email.js';
export * from './integrations.js';
