/** The files module's surface for other modules: files-tab conditions and own-upload checks. */
export { fileTabCondition } from './queries.js';
export { ownUpload } from './ownUpload.js';
