/** The POCs module's surface for other modules: brand checks for POC edits, bulk POC writes, city moves and department renames. */
export { assertBrandFound, assertCanEditBrand } from './access.js';
export { createPocsBulk, updatePocsBulk } from './bulk.js';
export { movePocsCity, renameDepartments } from './locations.js';
