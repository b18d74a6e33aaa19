import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PairingBrand } from '@crm/contracts';
import { formatCrore, formatDate } from '../../../lib/format';
import { OwnerAvatars } from '../../../components/Avatars';

const NOWRAP = { whiteSpace: 'nowrap' } as const;

/**
 * The Unassigned and Discarded tabs' cells of a brand by column id of their presets (spec 001 §9): company,
 * industry, revenue in crore, owners, last update.
 */
export const PAIRING_CELLS: Record<string, (b: PairingBrand) => ReactNode> = {
  companyName: (b) => <Text size="sm">{b.companyName ?? '—'}</Text>,
  industryName: (b) => <Text size="sm">{b.industryName ?? '—'}</Text>,
  brandRevenue: (b) => (
    <Text size="sm" style={NOWRAP}>
      {formatCrore(b.brandRevenue)}
    </Text>
  ),
  brandOwners: (b) => <OwnerAvatars owners={b.brandOwners} />,
  updatedAt: (b) => (
    <Text size="sm" style={NOWRAP}>
      {b.updatedAt ? formatDate(b.updatedAt) : '—'}
    </Text>
  ),
};
