import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { BlockedBrand } from '@crm/contracts';
import { LoadErrorRow, type LoadQuery } from '../../../components/LoadError';
import { SkeletonRows } from '../../../components/SkeletonRows';
import { StageBadge } from '../../../components/StageBadge';
import { brandInfoPath } from '../../../lib/links';

/**
 * A page of blocked-category brands: brand (a link to its info), industry, brand owners and, for those
 * assigned before the block (`assigned`), the stage; skeleton rows while loading, a retry row on failure.
 */
export function BlockedBrandsTable({
  rows,
  q,
  assigned,
}: {
  rows: BlockedBrand[] | undefined;
  q: LoadQuery;
  assigned: boolean;
}) {
  const cols = assigned ? 4 : 3;
  return (
    <Table verticalSpacing="xs" data-testid="blocked-brands">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Brand</Table.Th>
          <Table.Th>Industry</Table.Th>
          <Table.Th>Brand Owners</Table.Th>
          {assigned && <Table.Th>Stage</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {q.error && !rows ? (
          <LoadErrorRow cols={cols} what="the blocked brands" query={q} />
        ) : !rows ? (
          <SkeletonRows rows={4} cols={cols} />
        ) : (
          rows.map((b) => <BlockedBrandRow key={b.brandId} b={b} assigned={assigned} />)
        )}
      </Table.Tbody>
    </Table>
  );
}

/** One blocked-category brand row. */
function BlockedBrandRow({ b, assigned }: { b: BlockedBrand; assigned: boolean }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component={Link} to={brandInfoPath(b.brandId, b.brandName)} size="sm">
          {b.brandName}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{b.industryName ?? '—'}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{b.brandOwners.map((o) => o.brandOwnerUserName).join(', ') || '—'}</Text>
      </Table.Td>
      {assigned && <Table.Td>{b.stage && <StageBadge stage={b.stage} />}</Table.Td>}
    </Table.Tr>
  );
}
