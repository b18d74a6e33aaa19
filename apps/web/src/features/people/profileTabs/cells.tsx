import { Anchor, Badge, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type {
  BrandListResult,
  ChatFilesResult,
  UserBrandsResult,
  UserEventsResult,
  UserInventoriesResult,
  UserTeamsResult,
} from '@crm/contracts';
import { formatCrore, formatListStamp } from '../../../lib/format';
import { UserAvatar } from '../../../components/Avatars';
import { brandInfoPath, eventInfoPath } from '../../../lib/links';
import type { PagedColumn } from '../../../components/PagedTable';
import { FileCard } from '../../chat';
import { eventCountdown } from '../../events';

export type UserBrand = UserBrandsResult['brands'][number];
export type OwnedBrand = BrandListResult['brands'][number];
export type UserEvent = UserEventsResult['events'][number];
export type UserInventory = UserInventoriesResult['inventories'][number];
export type UserTeam = UserTeamsResult['teams'][number];
export type SharedFile = ChatFilesResult['files'][number];

/** Cells of the Brands tab's preset (POST /api/user/brands/all rows): an offloaded brand is marked so. */
export const ownedBrandCells = {
  brandName: (b: OwnedBrand) => (
    <Group gap="xs" wrap="nowrap">
      <Anchor component={Link} to={brandInfoPath(b.brandId, b.brandName)} fw={600} size="sm">
        {b.brandName}
      </Anchor>
      {b.isOffloaded && (
        <Badge size="xs" variant="light" color="gray">
          Offloaded
        </Badge>
      )}
    </Group>
  ),
  companyName: (b: OwnedBrand) => b.companyName ?? '—',
  industryName: (b: OwnedBrand) => b.industryName ?? '—',
  assignedCount: ({ assignedInventoryCount: n }: OwnedBrand) =>
    n === 1 ? '1 inventory' : `${n} inventories`,
};

/** Cells of the offloaded brands preset's columns. */
export const offloadedBrandCells = {
  brandName: (b: UserBrand) => (
    <Anchor component={Link} to={brandInfoPath(b.brandId, b.brandName)} fw={600} size="sm">
      {b.brandName}
    </Anchor>
  ),
  companyName: (b: UserBrand) => b.companyName ?? '—',
  offloadReason: (b: UserBrand) => b.offloadReason ?? '—',
  offloadedAt: (b: UserBrand) => (b.offloadedAt ? formatListStamp(b.offloadedAt) : '—'),
};

/** Cells of the events preset's columns: the event, its dates, countdown and the user's roles in it. */
export const eventCells = {
  eventName: (e: UserEvent) => (
    <Anchor component={Link} to={eventInfoPath(e.eventId, e.eventName)} fw={600} size="sm">
      {e.eventName}
    </Anchor>
  ),
  dates: (e: UserEvent) => `${e.startDate} – ${e.endDate}`,
  countdown: (e: UserEvent) => eventCountdown(e.startDate, e.endDate),
  as: (e: UserEvent) => (
    <Group gap={4}>
      {e.asPO && (
        <Badge size="xs" variant="light" color="grape">
          Project Owner
        </Badge>
      )}
      {e.asBO && (
        <Badge size="xs" variant="light" color="teal">
          Brand Owner
        </Badge>
      )}
    </Group>
  ),
};

/** Cells of the inventories preset's columns; the sales target in crore. */
export const inventoryCells = {
  inventoryName: (i: UserInventory) => (
    <Anchor
      component={Link}
      to={`/inventory/${i.eiId}?inventoryName=${encodeURIComponent(i.inventoryName)}&eventName=${encodeURIComponent(i.eventName)}`}
      fw={600}
      size="sm"
    >
      {i.inventoryName}
    </Anchor>
  ),
  eventName: (i: UserInventory) => (
    <Anchor component={Link} to={eventInfoPath(i.eventId, i.eventName)} size="sm">
      {i.eventName}
    </Anchor>
  ),
  dates: (i: UserInventory) => `${i.startDate} – ${i.endDate}`,
  salesTarget: (i: UserInventory) => (i.salesTarget === null ? '—' : formatCrore(i.salesTarget)),
  brandsAssigned: (i: UserInventory) => i.brandsAssigned,
  won: (i: UserInventory) => i.won,
};

/** Cells of the teams preset's columns: the team, its owner, size and the user's role in it. */
export const teamCells = {
  teamName: (t: UserTeam) => (
    <Text size="sm" fw={600}>
      {t.teamName}
    </Text>
  ),
  teamOwner: (t: UserTeam) => (
    <Group gap="xs" wrap="nowrap">
      <UserAvatar
        userId={t.owner.userId}
        name={t.owner.userName}
        imageUrl={t.owner.profileImage}
        lastActiveOn={t.owner.lastActiveOn}
        size={24}
      />
      <Anchor
        component={Link}
        to={`/profile/${t.owner.userId}?name=${encodeURIComponent(t.owner.userName)}`}
        size="sm"
      >
        {t.owner.userName}
      </Anchor>
    </Group>
  ),
  memberCount: (t: UserTeam) => t.memberCount,
  role: (t: UserTeam) => (
    <Badge size="xs" variant="light" color={t.role === 'OWNER' ? 'orange' : 'gray'}>
      {t.role === 'OWNER' ? 'Team owner' : 'Member'}
    </Badge>
  ),
};

/** The shared files' fixed columns: the file card and when it was shared. */
export const fileColumns: PagedColumn<SharedFile>[] = [
  { id: 'file', label: 'File', cell: (f) => <FileCard f={f} />, maw: 420 },
  { id: 'sentOn', label: 'Shared', cell: (f) => formatListStamp(f.sentOn) },
];
