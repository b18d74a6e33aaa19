/** The POCs module's surface for other modules: brand checks for POC edits and the POC history log. */
export { assertBrandFound, assertCanEditBrand } from './access.js';
export { recordHistory } from './history.js';
