/** The events module's surface for other modules: moving events between cities (a location removal and its Undo). */
export { moveEventsCity } from './locations.js';
