import { keepPreviousData } from '@tanstack/react-query';
import { LOCATION_SCOPE_LABELS, locationRoutes, type BrandLocationsResult } from '@crm/contracts';
import { useApi } from '../../lib/useApi';

/** One location of a brand: a city with its state and region, its HQ or a marketing office. */
export type BrandLocation = BrandLocationsResult['locations'][number];

/** What a brand location is, in the filter's words (spec 001 §5 location scope): "Brand's HQ" or 'Marketing Office'. */
export const locationKind = (l: Pick<BrandLocation, 'isHq'>) =>
  LOCATION_SCOPE_LABELS[l.isHq ? 'HQ' : 'ML'];

/**
 * One page (100) of a brand's locations, HQ first (GET /api/brand/locations, spec 001 §7 'GET news and
 * locations {brandId, pageNo}'); read again each time the tab opens, so an edit of the HQ or offices shows.
 */
export const useBrandLocations = (brandId: number, pageNo: number) =>
  useApi(
    locationRoutes.brandLocations,
    { brandId, pageNo },
    { placeholderData: keepPreviousData, refetchOnMount: 'always' },
  );
