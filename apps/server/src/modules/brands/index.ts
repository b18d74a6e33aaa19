/** The brands module's surface for other modules: brand existence and scope checks, list columns, profile access and completion, the filter export. */
export { assertBrandExists, assertBrandsInScope } from './service.js';
export {
  brandJoins,
  brandListOrder,
  brandListWhere,
  brandSummaryColumns,
  toBrandSummary,
} from './queries.js';
export { brandAccess } from './profile/access.js';
export { completionPercentCounts } from './profile/completionQueries.js';
export { exportBrands } from './filter/export.js';
export { recordHistory, recordHistoryBulk, recordLocationHistory } from './history.js';
export type { Change, HistoryEntity } from './history.js';
export { addOwnerBulk, createBrandsBulk, updateBrandsBulk } from './bulk.js';
export {
  addMarketingOffices,
  copyMarketingOffices,
  moveBrandHqs,
  removeMarketingOffices,
  removeMarketingOfficesIn,
  resyncBrandRegions,
} from './locations.js';
