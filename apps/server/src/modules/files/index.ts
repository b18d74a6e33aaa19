/** The files module's surface for other modules: files-tab conditions, own-upload checks and the upload body timeout. */
export { fileTabCondition } from './service.js';
export { ownUpload } from './ownUpload.js';
export { allowSlowUpload } from './upload.js';
