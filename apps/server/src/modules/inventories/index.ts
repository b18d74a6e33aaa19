/** The inventories module's surface for other modules: event inventory lists and checks, shared pairings and shared files. */
export {
  allEventInventories,
  assertEventInventoryExists,
  boInventories,
  poInventories,
} from './service.js';
export { eventInventoriesOfEvent, eventInventoriesPage } from './queries.js';
export { sharedWithSql } from './sharing.js';
export { sharedInventoryFile } from './decks/deckQueries.js';
export {
  countActiveUsersWithRole,
  eventSetupOf,
  unknownInventories,
  writeEventSetup,
  type EventSetup,
} from './admin/eventSetup.js';
