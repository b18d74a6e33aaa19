/**
 * The forecast feature's surface: the weighted forecast panels (dashboard, event, event inventory)
 * and the admins' stage probabilities. Other features and the app shell import it only from here;
 * its other files may change without notice (ARCHITECTURE.md §10, "Web walls").
 */
export { DashboardForecast } from './DashboardForecast';
export { EventForecast, EventInventoryForecast } from './ForecastPanels';
export { StageProbabilitiesPanel } from './StageProbabilitiesPanel';
