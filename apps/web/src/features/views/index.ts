/**
 * The views feature's surface: the saved views menu and the wait for a linked view. Other features
 * and the app shell import it only from here; its other files may change without notice
 * (ARCHITECTURE.md §10, "Web walls").
 */
export { SavedViewsMenu } from './SavedViewsMenu';
export { useSavedViewPending } from './useSavedViewPending';
