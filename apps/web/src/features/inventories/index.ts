/**
 * The inventories feature's surface: a pairing's collaborators window and its refetch, an event
 * inventory's read. Other features and the app shell import it only from here; its other files may
 * change without notice (ARCHITECTURE.md §10, "Web walls").
 */
export { CollaboratorsModal } from './CollaboratorsModal';
export { refreshCollab } from './collabQueries';
export { useEventInventory } from './queries';
