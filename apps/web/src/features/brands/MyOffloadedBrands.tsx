import { Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  COLUMN_PRESETS,
  MY_BRANDS_TEXTS,
  PAGE_SIZES,
  myBrandRoutes,
  type AdminBrandListRequest,
  type AdminOffloadedBrandRow,
} from '@crm/contracts';
import { EmptyState } from '../../components/EmptyState';
import { PresetPagedTable } from '../../components/PagedTable';
import { formatDateTime } from '../../lib/format';
import { useApi } from '../../lib/useApi';
import { useToastOnError } from '../../lib/useToastOnError';
import { BrandCell } from './BrandCell';

type Row = AdminOffloadedBrandRow;

/** The cells of the myOffloadedBrands preset: the brand list's, and the offload time in IST. */
const cells: Record<string, (b: Row) => ReactNode> = Object.fromEntries(
  COLUMN_PRESETS.myOffloadedBrands.map((c) => [
    c.id,
    c.id === 'offloadedAt'
      ? (b: Row) => <Text size="sm">{formatDateTime(b.offloadedAt)}</Text>
      : (b: Row) => <BrandCell b={b} id={c.id} />,
  ]),
);

/**
 * Your Brands' Offloaded view (spec 001 §9 preset myOffloadedBrands, POST /api/brand/offloaded): the
 * brands the user offloaded, with the page's search, filter and sort, and the Columns menu; the page
 * number lives in the URL (`onPage`).
 */
export function MyOffloadedBrands({
  request,
  onPage,
}: {
  request: Omit<AdminBrandListRequest, 'count'> & { pageNo: number };
  onPage: (p: number) => void;
}) {
  const q = useApi(
    myBrandRoutes.offloaded,
    { ...request, count: PAGE_SIZES.brands },
    { placeholderData: keepPreviousData },
  );
  useToastOnError(q.error);
  return (
    <PresetPagedTable
      preset="myOffloadedBrands"
      query={q}
      items={(d) => d.brands}
      cells={cells}
      rowKey={(b) => b.brandId}
      rowTestId={(b) => `offloaded-brand-row-${b.brandId}`}
      empty={
        <EmptyState
          title={request.searchFor ? MY_BRANDS_TEXTS.noOffloadedMatch : MY_BRANDS_TEXTS.noOffloaded}
        />
      }
      what="your offloaded brands"
      testId="my-offloaded-brands"
      page={request.pageNo}
      onPage={onPage}
      minWidth={960}
    />
  );
}
