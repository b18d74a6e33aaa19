/**
 * The closed deals module's surface: what counts as a won pairing (pipeline WON or a manual closure) and
 * whether a pairing is closed manually, as SQL.
 */
export { countedStage, countedStageIn, isClosedManually, isWon, wonValue } from './won.js';
