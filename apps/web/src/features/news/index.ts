/**
 * The news feature's surface: the news card and a brand's news list. Other features and the app
 * shell import it only from here; its other files may change without notice (ARCHITECTURE.md §10,
 * "Web walls").
 */
export { NewsCard } from './NewsCard';
export { NewsList } from './NewsList';
