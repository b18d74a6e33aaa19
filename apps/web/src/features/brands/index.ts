/**
 * The brands feature's surface: the brand filter (drawer, chips, URL state), the brand list, its
 * table (shared with the admins' brand list), empty state and cell, the brand details form and its
 * extra info. Other features and the app shell import it only from here; its other files may change
 * without notice (ARCHITECTURE.md §10, "Web walls").
 */
export { BrandCell } from './BrandCell';
export { DetailsEditModal } from './DetailsEditModal';
export { FilterChips } from './FilterChips';
export { FilterDrawer } from './FilterDrawer';
export { decodeFilter, encodeFilter } from './FilterState';
export { BrandTable } from './list/BrandTable';
export { NoBrands } from './list/NoBrands';
export { useBrandAdditionalInfo } from './profileQueries';
export { useBrandList } from './queries';
