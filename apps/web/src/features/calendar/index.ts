/**
 * The calendar feature's surface: the calendar feed card of a profile. Other features and the app
 * shell import it only from here; its other files may change without notice (ARCHITECTURE.md §10,
 * "Web walls").
 */
export { CalendarFeedCard } from './CalendarFeedCard';
