/**
 * The search feature's surface: the global search panel of the shell's drawer. Other features and the
 * app shell import it only from here; its other files may change without notice (ARCHITECTURE.md §10,
 * "Web walls").
 */
export { SearchPanel } from './SearchPanel';
