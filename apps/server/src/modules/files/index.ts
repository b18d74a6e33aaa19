/** The files module's surface for other modules: files-tab conditions, own-upload checks, a download's disposition header. */
export { fileTabCondition } from './queries.js';
export { ownUpload } from './ownUpload.js';
export { attachmentDisposition } from './names.js';
