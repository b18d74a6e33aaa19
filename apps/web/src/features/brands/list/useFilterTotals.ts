import type { BrandFilterOptions } from '@crm/contracts';
import { useBrandFilterOptions } from '../FilterQueries';

/** How many options each selection of the brand filter has (the chips' 'All' in EXCLUDE mode). */
const totalsOf = (o: BrandFilterOptions) => ({
  industries: o.industries.length,
  companies: o.companies.length,
  agencies: o.agencies.length,
  agencyAssociationType: o.agencyAssociationTypes.length,
  regions: o.regions.length,
  verticals: o.verticals.length,
  assignedByUsers: o.assignedByUsers.length,
  engagement: o.engagement.length,
  brandOwners: o.brandOwners.length,
  teamOwners: o.teamOwners.length,
});

/** The filter chips' option totals, read once a filter is active or the drawer is open ({} before). */
export function useFilterTotals(enabled: boolean): Partial<Record<string, number>> {
  const { data: options } = useBrandFilterOptions(enabled);
  return options ? totalsOf(options) : {};
}
