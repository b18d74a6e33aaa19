/** The audit trail's surface (issue 40 §6): what other modules record, and the API's hooks for downloads and API tokens' writes. */
export { recordAudit } from './record.js';
export { recordExports } from './exports.js';
export { recordTokenWrites } from './tokenWrites.js';
