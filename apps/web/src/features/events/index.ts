/**
 * The events feature's surface: an event's countdown, its info read, and the event sections an
 * inventory page shows. Other features and the app shell import it only from here; its other files
 * may change without notice (ARCHITECTURE.md §10, "Web walls").
 */
export { eventCountdown } from './countdown';
export { EiPeopleSection } from './info/EiPeopleSection';
export { InventoryEventsOverview } from './info/InventoryEventsOverview';
export { useEventInfo } from './queries';
