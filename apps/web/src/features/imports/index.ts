/**
 * The imports feature's surface: the import dialog, its row errors and upload, for a domain's
 * import (the events'). Other features and the app shell import it only from here; its other files
 * may change without notice (ARCHITECTURE.md §10, "Web walls").
 */
export { ImportModal } from './ImportModal';
export { RowErrorTable } from './RowErrorTable';
export { uploadImportFile } from './api';
export type { ImportFlow } from './flow';
