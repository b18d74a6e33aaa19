import { Anchor, Badge, Button, Center, Group, Paper, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { PEOPLE_PAGE_SIZE, ROLE_NAMES, type RoleCode, type UserBrandsResult, type UserDetails, type UserEventsResult } from '@crm/contracts';
import { api, ApiError, apiGet } from '../../lib/api';
import { EmptyState } from '../../components/EmptyState';
import { UserAvatar } from '../common/Avatars';
import { LoadError, loadFailed } from '../common/LoadError';
import { brandInfoPath, eventInfoPath } from '../common/links';
import { Pager } from '../common/Pager';
import { SkeletonBlock, SkeletonRows } from '../common/SkeletonRows';
import { currentUser } from '../common/user';
import { patchParams } from '../../lib/urlParams';
import { listTime } from '../chat/chatText';
import { eventCountdown } from '../events/countdown';

type Tab = 'brands' | 'events';

type Paged = { totalPages: number; totalNoOfEntries: number };

/** A profile tab's table: loading rows, an empty state, the rows, and the pager. */
function PagedTable<D extends Paged, T>(props: {
  query: UseQueryResult<D>;
  items: (d: D) => T[];
  head: string[];
  empty: ReactNode;
  row: (t: T) => ReactNode;
  what: string;
  testId: string;
  page: number;
  onPage: (p: number) => void;
}) {
  const { query: q, head, page, onPage } = props;
  if (loadFailed(q)) return <LoadError what={props.what} query={q} />;
  const list = q.data ? props.items(q.data) : [];
  return (
    <>
      <Table verticalSpacing="xs" data-testid={props.testId}>
        <Table.Thead>
          <Table.Tr>
            {head.map((h) => (
              <Table.Th key={h}>{h}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {q.isLoading ? (
            <SkeletonRows rows={5} cols={head.length} />
          ) : !list.length ? (
            <Table.Tr>
              <Table.Td colSpan={head.length}>{props.empty}</Table.Td>
            </Table.Tr>
          ) : (
            list.map(props.row)
          )}
        </Table.Tbody>
      </Table>
      {q.data && <Pager pageNo={page} totalPages={q.data.totalPages} total={q.data.totalNoOfEntries} onChange={onPage} />}
    </>
  );
}

/** The user's brands, 50 a page (POST /api/user/brands). */
function BrandsTab({ userId }: { userId: number }) {
  const [page, setPage] = useState(1);
  const q = useQuery({ queryKey: ['profile', userId, 'brands', page], queryFn: () => api<UserBrandsResult>('POST', '/user/brands', { userId, pageNo: page, count: PEOPLE_PAGE_SIZE }), placeholderData: keepPreviousData });
  return (
    <PagedTable
      query={q}
      items={(d) => d.brands}
      head={['Brand', 'Company', 'Industry', 'Assigned to']}
      empty={<EmptyState title="No brands" description="Brands this person owns appear here." />}
      what="the brands"
      testId="profile-brands"
      page={page}
      onPage={setPage}
      row={(b) => (
        <Table.Tr key={b.brandId} data-testid="profile-brand">
          <Table.Td>
            <Anchor component={Link} to={brandInfoPath(b.brandId, b.brandName)} fw={600} size="sm">
              {b.brandName}
            </Anchor>
          </Table.Td>
          <Table.Td>{b.companyName ?? '—'}</Table.Td>
          <Table.Td>{b.industryName ?? '—'}</Table.Td>
          <Table.Td>{b.assignedCount === 1 ? '1 inventory' : `${b.assignedCount} inventories`}</Table.Td>
        </Table.Tr>
      )}
    />
  );
}

/** The events the user works, 50 a page (GET /api/user/events-assigned). */
function EventsTab({ userId }: { userId: number }) {
  const [page, setPage] = useState(1);
  const q = useQuery({ queryKey: ['profile', userId, 'events', page], queryFn: () => apiGet<UserEventsResult>('/user/events-assigned', { userId, pageNo: page, count: PEOPLE_PAGE_SIZE }), placeholderData: keepPreviousData });
  return (
    <PagedTable
      query={q}
      items={(d) => d.events}
      head={['Event', 'Dates', 'Status', 'As']}
      empty={<EmptyState title="No events" description="Events where this person owns an inventory or has a brand assigned appear here." />}
      what="the events"
      testId="profile-events"
      page={page}
      onPage={setPage}
      row={(e) => (
        <Table.Tr key={e.eventId} data-testid="profile-event">
          <Table.Td>
            <Anchor component={Link} to={eventInfoPath(e.eventId, e.eventName)} fw={600} size="sm">
              {e.eventName}
            </Anchor>
          </Table.Td>
          <Table.Td>
            {e.startDate} – {e.endDate}
          </Table.Td>
          <Table.Td>{eventCountdown(e.startDate, e.endDate)}</Table.Td>
          <Table.Td>
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
          </Table.Td>
        </Table.Tr>
      )}
    />
  );
}

/**
 * /profile/{userId}?name&show (spec 000 §2.1, 001 §2; issue 10 §2): the person's card — name, vertical,
 * roles, presence, email, last active — a chat button (not on one's own profile), and tabs for the brands
 * they own and the events they work (show=events opens the second).
 */
export default function ProfilePage() {
  const { userId: raw } = useParams();
  const userId = Number(raw);
  const [params, setParams] = useSearchParams();
  const patch = patchParams(setParams);
  const navigate = useNavigate();
  const tab: Tab = params.get('show') === 'events' ? 'events' : 'brands';
  const valid = Number.isInteger(userId) && userId > 0;
  const q = useQuery({ queryKey: ['profile', userId], queryFn: () => apiGet<UserDetails>('/user/details', { userId }), enabled: valid, retry: (n, e) => !(e instanceof ApiError && e.status < 500) && n < 2 });
  if (!valid || (q.error instanceof ApiError && q.error.status === 404)) {
    return (
      <Center mih={300}>
        <EmptyState title="Person not found" description="This person does not exist." />
      </Center>
    );
  }
  if (loadFailed(q)) return <LoadError what="the profile" query={q} />;
  const u = q.data;
  const self = currentUser()?.userId === userId;
  return (
    <Stack>
      <Paper withBorder radius="md" p="lg" data-testid="profile-card">
        {!u ? (
          <SkeletonBlock lines={3} />
        ) : (
          <Group justify="space-between" align="flex-start">
            <Group gap="lg" wrap="nowrap">
              <UserAvatar userId={u.userId} name={u.userName} imageUrl={u.profileImage} lastActiveOn={u.lastActiveOn} size={72} />
              <Stack gap={4}>
                <Title order={2}>{u.userName}</Title>
                <Text c="dimmed">{[u.verticalName, u.email].filter(Boolean).join(' · ')}</Text>
                <Group gap={6}>
                  {u.roles.map((r) => (
                    <Badge key={r} variant="light">
                      {ROLE_NAMES[r as RoleCode] ?? r}
                    </Badge>
                  ))}
                </Group>
                <Text size="xs" c="dimmed">
                  {u.lastActiveOn ? `Last active ${listTime(u.lastActiveOn)}` : 'Has not signed in yet'}
                </Text>
              </Stack>
            </Group>
            {!self && (
              <Button leftSection={<IconMessageCircle size={16} />} variant="light" onClick={() => navigate(`/chat?userId=${u.userId}`)} data-testid="profile-chat">
                Chat
              </Button>
            )}
          </Group>
        )}
      </Paper>
      <Paper withBorder radius="md" p="sm">
        <Tabs value={tab} onChange={(v) => patch({ show: v === 'events' ? 'events' : null })}>
          <Tabs.List>
            <Tabs.Tab value="brands" data-testid="profile-tab-brands">
              Brands
            </Tabs.Tab>
            <Tabs.Tab value="events" data-testid="profile-tab-events">
              Events assigned
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="brands" pt="sm">
            {tab === 'brands' && <BrandsTab userId={userId} />}
          </Tabs.Panel>
          <Tabs.Panel value="events" pt="sm">
            {tab === 'events' && <EventsTab userId={userId} />}
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </Stack>
  );
}
