/**
 * The pocs feature's surface: a brand's POC cards and its contacts panel. Other features and the
 * app shell import it only from here; its other files may change without notice (ARCHITECTURE.md
 * §10, "Web walls").
 */
export { PocCards } from './PocCards';
export { PocsPanel } from './PocsPanel';
