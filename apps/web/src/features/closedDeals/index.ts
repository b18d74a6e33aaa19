/**
 * The closedDeals feature's surface: a brand's closed deals and the manual closures report card.
 * Other features and the app shell import it only from here; its other files may change without
 * notice (ARCHITECTURE.md §10, "Web walls").
 */
export { ClosedDealsSection } from './ClosedDealsSection';
export { ManualClosuresCard } from './ManualClosuresCard';
