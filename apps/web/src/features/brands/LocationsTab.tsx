import { useState } from 'react';
import { Badge, Box, Text } from '@mantine/core';
import { EmptyState } from '../../components/EmptyState';
import { PagedTable, type PagedColumn } from '../../components/PagedTable';
import { locationKind, useBrandLocations, type BrandLocation } from './brandLocations';

const COLUMNS: PagedColumn<BrandLocation>[] = [
  {
    id: 'locationName',
    label: 'City',
    cell: (l) => (
      <Text size="sm" fw={600}>
        {l.locationName}
      </Text>
    ),
  },
  { id: 'stateName', label: 'State', cell: (l) => l.stateName },
  { id: 'regionName', label: 'Region', cell: (l) => l.regionName ?? '—' },
  {
    id: 'kind',
    label: 'Kind',
    cell: (l) => (
      <Badge size="sm" variant="light" color={l.isHq ? 'brand' : 'gray'}>
        {locationKind(l)}
      </Badge>
    ),
  },
];

/**
 * The brand page's Locations tab (spec 001 §2 brand detail locations, §3 locations (locationName,
 * isHq), §9 brand locations 100 a page): the brand's HQ city first, then its marketing offices, with
 * state and region; loading, empty and error states and the pager.
 */
export default function LocationsTab({ brandId }: { brandId: number }) {
  const [page, setPage] = useState(1);
  const query = useBrandLocations(brandId, page);
  return (
    <Box maw={900}>
      <PagedTable
        query={query}
        items={(d) => d.locations}
        columns={COLUMNS}
        rowKey={(l) => l.locationId}
        rowTestId="brand-location"
        empty={
          <EmptyState
            title="No locations yet"
            description="The brand's HQ city and marketing offices appear here once they are set in Details."
          />
        }
        what="the brand's locations"
        testId="brand-locations"
        page={page}
        onPage={setPage}
      />
    </Box>
  );
}
