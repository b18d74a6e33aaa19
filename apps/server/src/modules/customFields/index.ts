/** The custom fields module's surface for other modules: field definitions, values of a record and filter conditions. */
export { listFields } from './service.js';
export { customValues, customValuesUpdate } from './values.js';
export { customFieldConditions } from './filterSql.js';
