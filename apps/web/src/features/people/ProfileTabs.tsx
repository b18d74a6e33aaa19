import { Anchor, Badge, Group, Tabs, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  CHAT_PAGE_SIZE,
  PEOPLE_PAGE_SIZE,
  USER_TEAMS_PAGE_SIZE,
  type ChatFilesResult,
  type UserBrandsResult,
  type UserEventsResult,
  type UserInventoriesResult,
  type UserTeamsResult,
} from '@crm/contracts';
import { api, apiGet } from '../../lib/api';
import { formatCrore, formatListStamp } from '../../lib/format';
import { EmptyState } from '../../components/EmptyState';
import { UserAvatar } from '../common/Avatars';
import { brandInfoPath, eventInfoPath } from '../common/links';
import { PagedTable, PresetPagedTable, type PagedColumn } from '../common/PagedTable';
import { currentUser } from '../common/user';
import { SearchBox } from '../common/SearchBox';
import { eventCountdown } from '../events/countdown';
import { FileCard } from '../chat/MessageFiles';

/** The profile's tabs, in order, as `?show=` values (spec 000 §2.1 /profile/{userId}?name&show). */
export const PROFILE_TABS = [
  ['brands', 'Brands'],
  ['offloaded', 'Offloaded brands'],
  ['events', 'Events assigned'],
  ['inventories', 'Inventories'],
  ['teams', 'Teams'],
  ['files', 'Files'],
] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number][0];
export const profileTabOf = (show: string | null): ProfileTab =>
  PROFILE_TABS.find(([k]) => k === show)?.[0] ?? 'brands';

type UserBrand = UserBrandsResult['brands'][number];

/** One tab's search and page. */
function useTabState() {
  const [page, setPage] = useState(1);
  const [searchFor, setSearchFor] = useState('');
  const search = (
    <SearchBox
      value={searchFor}
      onSearch={(v) => {
        setSearchFor(v);
        setPage(1);
      }}
      placeholder="Search"
      testId="profile-tab-search"
    />
  );
  return { page, setPage, searchFor, search };
}

const brandCells = {
  brandName: (b: UserBrand) => (
    <Anchor component={Link} to={brandInfoPath(b.brandId, b.brandName)} fw={600} size="sm">
      {b.brandName}
    </Anchor>
  ),
  companyName: (b: UserBrand) => b.companyName ?? '—',
  industryName: (b: UserBrand) => b.industryName ?? '—',
  assignedCount: (b: UserBrand) =>
    b.assignedCount === 1 ? '1 inventory' : `${b.assignedCount} inventories`,
  offloadReason: (b: UserBrand) => b.offloadReason ?? '—',
  offloadedAt: (b: UserBrand) => (b.offloadedAt ? formatListStamp(b.offloadedAt) : '—'),
};

/** The user's brands (current or offloaded), 50 a page (POST /api/user/brands); one's own or another's preset (spec 001 §9). */
function BrandsTab({ userId, offloaded }: { userId: number; offloaded: boolean }) {
  const s = useTabState();
  const q = useQuery({
    queryKey: ['profile', userId, offloaded ? 'offloaded' : 'brands', s.page, s.searchFor],
    queryFn: () =>
      api<UserBrandsResult>('POST', '/user/brands', {
        userId,
        pageNo: s.page,
        count: PEOPLE_PAGE_SIZE,
        searchFor: s.searchFor,
        offloaded,
      }),
    placeholderData: keepPreviousData,
  });
  return (
    <PresetPagedTable
      preset={
        offloaded
          ? 'userProfileOffloadedBrands'
          : userId === currentUser()?.userId
            ? 'userProfileBrands'
            : 'otherUsersBrands'
      }
      toolbar={s.search}
      query={q}
      items={(d) => d.brands}
      cells={brandCells}
      rowKey={(b) => b.brandId}
      rowTestId="profile-brand"
      empty={
        <EmptyState
          title={offloaded ? 'No offloaded brands' : 'No brands'}
          description={
            offloaded
              ? 'Brands this person owned that were offloaded appear here.'
              : 'Brands this person owns appear here.'
          }
        />
      }
      what="the brands"
      testId={offloaded ? 'profile-offloaded' : 'profile-brands'}
      page={s.page}
      onPage={s.setPage}
    />
  );
}

type UserEvent = UserEventsResult['events'][number];
const eventCells = {
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

/** The events the user works, 50 a page (GET /api/user/events-assigned). */
function EventsTab({ userId }: { userId: number }) {
  const [page, setPage] = useState(1);
  const q = useQuery({
    queryKey: ['profile', userId, 'events', page],
    queryFn: () =>
      apiGet<UserEventsResult>('/user/events-assigned', {
        userId,
        pageNo: page,
        count: PEOPLE_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });
  return (
    <PresetPagedTable
      preset="userProfileEvents"
      query={q}
      items={(d) => d.events}
      cells={eventCells}
      rowKey={(e) => e.eventId}
      rowTestId="profile-event"
      empty={
        <EmptyState
          title="No events"
          description="Events where this person owns an inventory or has a brand assigned appear here."
        />
      }
      what="the events"
      testId="profile-events"
      page={page}
      onPage={setPage}
    />
  );
}

type UserInventory = UserInventoriesResult['inventories'][number];
const inventoryCells = {
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

/** The event inventories the user is PO of, 50 a page (GET /api/user/inventories). */
function InventoriesTab({ userId }: { userId: number }) {
  const s = useTabState();
  const q = useQuery({
    queryKey: ['profile', userId, 'inventories', s.page, s.searchFor],
    queryFn: () =>
      apiGet<UserInventoriesResult>('/user/inventories', {
        userId,
        pageNo: s.page,
        count: PEOPLE_PAGE_SIZE,
        searchFor: s.searchFor,
      }),
    placeholderData: keepPreviousData,
  });
  return (
    <PresetPagedTable
      preset="userProfileInventories"
      toolbar={s.search}
      query={q}
      items={(d) => d.inventories}
      cells={inventoryCells}
      rowKey={(i) => i.eiId}
      rowTestId="profile-inventory"
      empty={
        <EmptyState
          title="No inventories"
          description="Event inventories this person is the project owner of appear here."
        />
      }
      what="the inventories"
      testId="profile-inventories"
      page={s.page}
      onPage={s.setPage}
    />
  );
}

type UserTeam = UserTeamsResult['teams'][number];
const teamCells = {
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

/** The teams the user owns or belongs to, 25 a page (GET /api/user/teams). */
function TeamsTab({ userId }: { userId: number }) {
  const s = useTabState();
  const q = useQuery({
    queryKey: ['profile', userId, 'teams', s.page, s.searchFor],
    queryFn: () =>
      apiGet<UserTeamsResult>('/user/teams', {
        userId,
        pageNo: s.page,
        count: USER_TEAMS_PAGE_SIZE,
        searchFor: s.searchFor,
      }),
    placeholderData: keepPreviousData,
  });
  return (
    <PresetPagedTable
      preset="userProfileTeams"
      toolbar={s.search}
      query={q}
      items={(d) => d.teams}
      cells={teamCells}
      rowKey={(t) => t.teamId}
      rowTestId="profile-team"
      empty={
        <EmptyState
          title="No teams"
          description="Teams this person owns or belongs to appear here."
        />
      }
      what="the teams"
      testId="profile-teams"
      page={s.page}
      onPage={s.setPage}
    />
  );
}

type SharedFile = ChatFilesResult['files'][number];
const fileColumns: PagedColumn<SharedFile>[] = [
  { id: 'file', label: 'File', cell: (f) => <FileCard f={f} />, maw: 420 },
  { id: 'sentOn', label: 'Shared', cell: (f) => formatListStamp(f.sentOn) },
];

/** What the user shared in chats the viewer is in, newest first (GET /api/user/files). */
function FilesTab({ userId }: { userId: number }) {
  const s = useTabState();
  const q = useQuery({
    queryKey: ['profile', userId, 'files', s.page, s.searchFor],
    queryFn: () =>
      apiGet<ChatFilesResult>('/user/files', {
        targetUserId: userId,
        pageNo: s.page,
        count: CHAT_PAGE_SIZE,
        searchFor: s.searchFor,
      }),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      {s.search}
      <PagedTable
        query={q}
        items={(d) => d.files}
        columns={fileColumns}
        rowKey={(f) => `${f.messageId}-${f.fileId}`}
        rowTestId="profile-file"
        empty={
          <EmptyState
            title="No shared files"
            description="Files this person sent in chats you are in appear here."
          />
        }
        what="the files"
        testId="profile-files"
        page={s.page}
        onPage={s.setPage}
      />
    </>
  );
}

/** The profile's tabs (issue 10 §2): Brands, Offloaded brands, Events assigned, Inventories, Teams, Files; the open one is `?show=`. */
export function ProfileTabs({
  userId,
  tab,
  onTab,
}: {
  userId: number;
  tab: ProfileTab;
  onTab: (t: ProfileTab) => void;
}) {
  return (
    <Tabs value={tab} onChange={(v) => onTab(profileTabOf(v))} keepMounted={false}>
      <Tabs.List>
        {PROFILE_TABS.map(([k, label]) => (
          <Tabs.Tab key={k} value={k} data-testid={`profile-tab-${k}`}>
            {label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="brands" pt="sm">
        <BrandsTab userId={userId} offloaded={false} />
      </Tabs.Panel>
      <Tabs.Panel value="offloaded" pt="sm">
        <BrandsTab userId={userId} offloaded />
      </Tabs.Panel>
      <Tabs.Panel value="events" pt="sm">
        <EventsTab userId={userId} />
      </Tabs.Panel>
      <Tabs.Panel value="inventories" pt="sm">
        <InventoriesTab userId={userId} />
      </Tabs.Panel>
      <Tabs.Panel value="teams" pt="sm">
        <TeamsTab userId={userId} />
      </Tabs.Panel>
      <Tabs.Panel value="files" pt="sm">
        <FilesTab userId={userId} />
      </Tabs.Panel>
    </Tabs>
  );
}
