/** The closed deals module's surface: what counts as a won pairing (pipeline WON or a manual closure), as SQL. */
export { countedStage, isWon, wonValue } from './won.js';
