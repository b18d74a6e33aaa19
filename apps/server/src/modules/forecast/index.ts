/** The forecast module's surface: an event inventory's forecast, for the reports' download. */
export { eventInventoryForecast } from './service.js';
