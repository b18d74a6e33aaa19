import { Skeleton, Text } from '@mantine/core';
import { loadFailed } from '../../../components/LoadError';
import type { BrandListQuery } from './useBrandListQuery';

/** The brands list's total ('N brands'), a shimmer while it loads, nothing once the load failed. */
export function BrandsTotal({ list }: { list: BrandListQuery }) {
  if (list.data)
    return (
      <Text size="sm" c="dimmed" data-testid="brand-total">
        {list.data.totalNoOfEntries} brands
      </Text>
    );
  return !loadFailed(list) && <Skeleton height={14} width={72} radius="sm" />;
}
