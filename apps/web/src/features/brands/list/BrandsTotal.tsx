import { Skeleton, Text } from '@mantine/core';
import { loadFailed } from '../../../components/LoadError';
import { formatTotal } from '../../../lib/format';
import type { BrandListQuery } from './useBrandListQuery';

/**
 * The brands list's total ('N brands', '10,000+ brands' when capped), a shimmer while it loads, nothing
 * once the load failed.
 */
export function BrandsTotal({ list }: { list: BrandListQuery }) {
  if (list.data)
    return (
      <Text size="sm" c="dimmed" data-testid="brand-total">
        {formatTotal(list.data.totalNoOfEntries, list.data.totalCapped)} brands
      </Text>
    );
  return !loadFailed(list) && <Skeleton height={14} width={72} radius="sm" />;
}
