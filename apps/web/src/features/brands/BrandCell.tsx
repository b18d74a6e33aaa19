import { Anchor, Badge, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { BrandSummary } from '@crm/contracts';
import { BrandAvatar, OwnerAvatars } from '../../components/Avatars';
import { formatCrore, formatDateTime } from '../../lib/format';
import { brandInfoPath } from '../../lib/links';

/** One cell of the brand table by column id (spec 001 §9 brand presets). */
export function BrandCell({ b, id }: { b: BrandSummary; id: string }) {
  switch (id) {
    case 'brandName':
      return (
        <Group gap="sm" wrap="nowrap">
          <BrandAvatar name={b.brandName} imageUrl={b.brandImageUrl} />
          <Anchor component={Link} to={brandInfoPath(b.brandId, b.brandName)} fw={600} size="sm">
            {b.brandName}
          </Anchor>
          {b.isOffloaded && (
            <Badge
              size="xs"
              color="gray"
              w="max-content"
              style={{ flexShrink: 0, overflow: 'visible' }}
            >
              Offloaded
            </Badge>
          )}
        </Group>
      );
    case 'brandOwners':
      return <OwnerAvatars owners={b.brandOwners} />;
    case 'brandRevenue':
      return <Text size="sm">{formatCrore(b.brandRevenue)}</Text>;
    case 'assignedInventoryCount':
      return <Text size="sm">{b.assignedInventoryCount}</Text>;
    case 'updatedAt':
      return (
        <Text size="sm">
          {formatDateTime((b as BrandSummary & { updatedAt?: string }).updatedAt)}
        </Text>
      );
    default: {
      const v = (b as Record<string, unknown>)[id];
      return <Text size="sm">{v === null || v === undefined ? '—' : String(v)}</Text>;
    }
  }
}
