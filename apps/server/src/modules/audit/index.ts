/** The audit trail's surface (issue 40 §6): what other modules record, and the API's download hook. */
export { recordAudit } from './record.js';
export { recordExports } from './exports.js';
