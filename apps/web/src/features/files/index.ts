/**
 * The files feature's surface: upload zone, file type icon, signed uploads and downloads, a
 * brand's files. Other features and the app shell import it only from here; its other files may
 * change without notice (ARCHITECTURE.md §10, "Web walls").
 */
export { FileTypeIcon } from './FileTypeIcon';
export { UploadZone } from './UploadZone';
export { useAttachFile, useBrandFiles, useRemoveFile } from './queries';
export { checkUploadable, downloadFile, uploadFile } from './transfer';
