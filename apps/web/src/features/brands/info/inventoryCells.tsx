import { Anchor, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StageBadge } from '../../../components/StageBadge';
import { formatCrore, formatDate, formatDateTime } from '../../../lib/format';
import { inventoryDetailPath } from '../../../lib/links';
import { SharedBadge } from '../../pairings';
import { collaboratorsText, pairingOwnerText, type BrandPairing } from './inventoryLists';

const text = (v: string) => <Text size="sm">{v}</Text>;

/**
 * The cells of brand info's current and archived inventories by preset column id (spec 001 §9
 * brandInfoCurrentInventories, brandInfoArchivedInventories): values in crore, dates in IST.
 */
export const inventoryCells: Record<string, (p: BrandPairing) => ReactNode> = {
  eventName: (p) => text(p.eventName),
  inventoryName: (p) => (
    <Group gap={6} wrap="nowrap">
      <Anchor component={Link} to={inventoryDetailPath(p)} size="sm" fw={500}>
        {p.inventoryName}
      </Anchor>
      {p.canUpdate && p.myInviteStatus === 'ACCEPTED' && <SharedBadge />}
    </Group>
  ),
  stage: (p) => <StageBadge stage={p.stage} />,
  brandOwner: (p) => text(pairingOwnerText(p)),
  lastContact: (p) => text(formatDateTime(p.lastContact)),
  followUpDate: (p) => text(formatDate(p.followUpDate)),
  proposedValue: (p) => text(formatCrore(p.proposedValue)),
  negotiatedValue: (p) => text(formatCrore(p.negotiatedValue)),
  closedValue: (p) => text(formatCrore(p.closedValue)),
  expectedClosure: (p) => text(formatDate(p.expectedClosure)),
  collaborators: (p) => text(collaboratorsText(p)),
};
