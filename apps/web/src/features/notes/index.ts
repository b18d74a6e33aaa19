/**
 * The notes feature's surface: a POC's notes drawer. Other features and the app shell import it
 * only from here; its other files may change without notice (ARCHITECTURE.md §10, "Web walls").
 */
export { PocNotesDrawer } from './PocNotesDrawer';
