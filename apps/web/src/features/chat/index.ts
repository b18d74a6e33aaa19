/**
 * The chat feature's surface: the chat badge of the navigation, a shared file's card (a profile's
 * files tab). Other features and the app shell import it only from here; its other files may
 * change without notice (ARCHITECTURE.md §10, "Web walls").
 */
export { FileCard } from './MessageFiles';
export { useChatBadge } from './useChatBadge';
