import { Anchor, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { RepositoryBrand } from '@crm/contracts';
import { BrandAvatar, OwnerAvatars } from '../../../components/Avatars';
import { formatCrore, formatDateTime } from '../../../lib/format';
import { brandInfoPath } from '../../../lib/links';

/** A repository brand table's cells by column id (presets 'review repo', 'repo not added'); a missing value shows '—'. */
export const REPOSITORY_BRAND_CELLS: Record<string, (b: RepositoryBrand) => ReactNode> = {
  brandName: (b) => (
    <Group gap="sm" wrap="nowrap">
      <BrandAvatar name={b.brandName} imageUrl={b.brandImageUrl} size={28} />
      <Anchor component={Link} to={brandInfoPath(b.brandId, b.brandName)} fw={600} size="sm">
        {b.brandName}
      </Anchor>
    </Group>
  ),
  companyName: (b) => b.companyName ?? '—',
  industryName: (b) => b.industryName ?? '—',
  brandRevenue: (b) => formatCrore(b.brandRevenue),
  brandOwners: (b) => <OwnerAvatars owners={b.brandOwners} />,
  hqCity: (b) => b.hqCity ?? '—',
  addedBy: (b) => b.addedBy?.userName ?? '—',
  addedAt: (b) => formatDateTime(b.addedAt),
};
