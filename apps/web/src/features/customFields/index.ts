/**
 * The customFields feature's surface: custom values: inputs, shown values, list columns and
 * filters, the fields read. Other features and the app shell import it only from here; its other
 * files may change without notice (ARCHITECTURE.md §10, "Web walls").
 */
export { CustomColumnsMenu, useBrandCustomColumns } from './CustomColumns';
export { CustomFieldFilters } from './CustomFieldFilters';
export { CustomFieldInput, customValueText } from './CustomFieldInput';
export type { Draft } from './CustomFieldInput';
export { CustomFieldValuesView } from './CustomFieldValues';
export { useCustomFields } from './queries';
export { sentCustomValues } from './sentValue';
