import { Table, Text } from '@mantine/core';
import type { PairingBrand } from '@crm/contracts';
import { formatCrore, formatDate } from '../../../lib/format';
import { OwnerAvatars } from '../../../components/Avatars';

const NOWRAP = { whiteSpace: 'nowrap' } as const;

/** The Unassigned and Discarded tabs' cells of a brand: company, industry, revenue in crore, owners, last update. */
export function PairingCells({ b }: { b: PairingBrand }) {
  return (
    <>
      <Table.Td>
        <Text size="sm">{b.companyName ?? '—'}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{b.industryName ?? '—'}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={NOWRAP}>
          {formatCrore(b.brandRevenue)}
        </Text>
      </Table.Td>
      <Table.Td>
        <OwnerAvatars owners={b.brandOwners} />
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={NOWRAP}>
          {b.updatedAt ? formatDate(b.updatedAt) : '—'}
        </Text>
      </Table.Td>
    </>
  );
}
