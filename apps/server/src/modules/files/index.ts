/** The files module's surface for other modules: files-tab conditions, own-upload checks and the upload body timeout. */
export { fileTabCondition } from './service.js';
export { ownUpload } from './ownUpload.js';
export { UPLOAD_BODY_TIMEOUT_MS } from './upload.js';
