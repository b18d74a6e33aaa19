/** The imports module's surface for other modules: reading stored uploads (CSV/XLSX) and the upload store. */
export { readTable, uniqueHeaders } from './parser.js';
export { ImportStore } from './storage.js';
export { importUploadQuota } from './quota.js';
export { parseUpload } from './service.js';
