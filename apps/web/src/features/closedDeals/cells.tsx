import { Anchor, Badge, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ClosedDeal } from '@crm/contracts';
import { formatCrore, formatDate } from '../../lib/format';
import { brandInfoPath, inventoryDetailPath } from '../../lib/links';

/** The cells of the closed-deal presets (closedDealsOnBrandInfo, dealsClosedManually; spec 001 §9). */
export const closedDealCells: Record<string, (d: ClosedDeal) => ReactNode> = {
  source: (d) => (
    <Badge variant="light" color={d.source === 'PIPELINE' ? 'green' : 'grape'} w="max-content">
      {d.source === 'PIPELINE' ? 'In the pipeline' : 'Manually'}
    </Badge>
  ),
  brandName: (d) => (
    <Anchor component={Link} to={brandInfoPath(d.brandId, d.brandName)} size="sm" fw={500}>
      {d.brandName}
    </Anchor>
  ),
  eventName: (d) => <Text size="sm">{d.eventName ?? d.title ?? '—'}</Text>,
  inventoryName: (d) =>
    d.eiId !== null && d.eventId !== null && d.inventoryName ? (
      <Anchor
        component={Link}
        to={inventoryDetailPath({
          eiId: d.eiId,
          eventId: d.eventId,
          eventName: d.eventName ?? '',
          inventoryName: d.inventoryName,
        })}
        size="sm"
      >
        {d.inventoryName}
      </Anchor>
    ) : (
      <Text size="sm" c="dimmed">
        From client/brand
      </Text>
    ),
  closedValue: (d) => formatCrore(d.closedValue),
  dealClosedDate: (d) => formatDate(d.dealClosedDate),
  financialYear: (d) => `FY ${d.financialYear}`,
  closedBy: (d) => d.closedBy?.userName ?? '—',
  note: (d) => (
    <Text size="sm" lineClamp={2} maw={260}>
      {d.note ?? '—'}
    </Text>
  ),
};
