/** The files module's surface for other modules: tab conditions, own-upload checks and the upload body timeout. */
export { fileTabCondition } from './service.js';
