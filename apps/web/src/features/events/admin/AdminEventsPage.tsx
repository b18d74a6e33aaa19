import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  Menu,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconDots, IconFileImport, IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { adminEventInfoPath } from '../../../lib/links';
import {
  codeLabel,
  EVENT_CATEGORIES,
  PAGE_GATES,
  type AdminEventItem,
  type EventCategory,
} from '@crm/contracts';
import { EmptyState } from '../../../components/EmptyState';
import { PresetPagedTable } from '../../../components/PagedTable';
import { RoleGate } from '../../../components/RoleGate';
import { CityPicker } from '../../../components/searchPickers';
import { SearchBox } from '../../../components/SearchBox';
import { formatDate, formatDateTime } from '../../../lib/format';
import { hasAnyRole } from '../../../lib/user';
import { EventFormModal } from './EventFormModal';
import { useAdminEventList, type AdminEventFilters } from './useAdminEventList';
import { useArchiveAction } from './useArchiveAction';
import { dropdownProps } from '../../../components/dropdown';

const ImportEventsModal = lazy(() => import('../import/ImportEventsModal'));

const CATEGORY_OPTIONS = EVENT_CATEGORIES.map((c) => ({ value: c, label: codeLabel(c) }));

/** The admin events table's cells (preset allEventsAdmin, spec 001 §9). */
const cells = {
  eventName: (e: AdminEventItem) => (
    <Anchor
      component={Link}
      to={adminEventInfoPath(e.eventId)}
      size="sm"
      fw={500}
      data-testid="admin-event-link"
    >
      {e.eventName}
    </Anchor>
  ),
  dates: (e: AdminEventItem) => (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {formatDate(e.startDate)} – {formatDate(e.endDate)}
    </Text>
  ),
  cityName: (e: AdminEventItem) => e.cityName ?? '—',
  category: (e: AdminEventItem) => codeLabel(e.category),
  inventoryCount: (e: AdminEventItem) => e.inventoryCount,
  projectOwners: (e: AdminEventItem) => (
    <Text size="sm" lineClamp={2} maw={240}>
      {e.projectOwners.map((u) => u.userName).join(', ') || '—'}
    </Text>
  ),
  status: (e: AdminEventItem) =>
    e.isArchived ? (
      <Badge color="gray" variant="light" size="sm" w="max-content" style={{ overflow: 'visible' }}>
        Archived
      </Badge>
    ) : (
      <Badge
        color={e.eventStatus === 'UPCOMING' ? 'green' : 'blue'}
        variant="light"
        size="sm"
        w="max-content"
        style={{ overflow: 'visible' }}
      >
        {codeLabel(e.eventStatus)}
      </Badge>
    ),
  updatedAt: (e: AdminEventItem) => formatDateTime(e.updatedAt),
};

/**
 * /admin/events (admins; spec 001 §3 Event, §7 Event API): every event, archived or not, searched and
 * filtered by category and city, sorted by date or name, with New event, Edit and Archive (confirm + Undo).
 * Others get the gate's words and no admin call.
 */
export default function AdminEventsPage() {
  return (
    <RoleGate
      allowed={(u) => hasAnyRole(u, 'ADMIN')}
      gate={PAGE_GATES.adminEvents}
      testId="admin-events-not-allowed"
    >
      <AdminEvents />
    </RoleGate>
  );
}

/** The admins' events table, its filters and actions. */
function AdminEvents() {
  const [editing, setEditing] = useState<{ eventId: number | null } | null>(null);
  const archive = useArchiveAction();
  const [importing, setImporting] = useState(false);
  const { q, page, setPage, f, set, sort, setSort } = useAdminEventList();
  const menu = (e: AdminEventItem) => (
    <EventRowMenu
      e={e}
      onEdit={() => setEditing({ eventId: e.eventId })}
      onArchive={() => archive.ask(e)}
    />
  );
  return (
    <Stack>
      <AdminEventsHeader
        onImport={() => setImporting(true)}
        onNew={() => setEditing({ eventId: null })}
      />
      <Paper withBorder radius="md" p="sm">
        <PresetPagedTable
          preset="allEventsAdmin"
          toolbar={<AdminEventsToolbar f={f} set={set} />}
          query={q}
          items={(d) => d.events}
          cells={cells}
          trailing={[{ id: 'actions', label: '', cell: menu }]}
          rowKey={(e) => e.eventId}
          rowTestId="admin-event-row"
          empty={
            <EmptyState
              title={f.archived ? 'No archived events' : 'No events found'}
              description={
                f.searchFor || f.category || f.cityId
                  ? 'Try another search or filter.'
                  : 'Add the first one with New event.'
              }
            />
          }
          what="the events"
          testId="admin-events-table"
          page={page}
          onPage={setPage}
          sort={sort}
          onSort={setSort}
          minWidth={900}
        />
      </Paper>
      {editing && <EventFormModal eventId={editing.eventId} onClose={() => setEditing(null)} />}
      {archive.modal}
      {importing && (
        <Suspense fallback={null}>
          <ImportEventsModal onClose={() => setImporting(false)} />
        </Suspense>
      )}
    </Stack>
  );
}

/** The page's title, Import events and New event. */
function AdminEventsHeader({ onImport, onNew }: { onImport: () => void; onNew: () => void }) {
  return (
    <Group justify="space-between">
      <div>
        <Title order={2}>Events</Title>
        <Text c="dimmed" size="sm">
          Create events with their inventories, project owners and SMEs. Archived events leave the
          pickers but stay in reports.
        </Text>
      </div>
      <Group gap="xs">
        <Button
          variant="default"
          leftSection={<IconFileImport size={16} />}
          onClick={onImport}
          data-testid="admin-event-import"
        >
          Import events
        </Button>
        <Button leftSection={<IconPlus size={16} />} onClick={onNew} data-testid="admin-event-new">
          New event
        </Button>
      </Group>
    </Group>
  );
}

/** A row's menu: Edit, and Archive (confirmed) or Unarchive. */
function EventRowMenu({
  e,
  onEdit,
  onArchive,
}: {
  e: AdminEventItem;
  onEdit: () => void;
  onArchive: () => void;
}) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Manage ${e.eventName}`}
          data-testid="admin-event-menu"
        >
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={onEdit} data-testid="admin-event-edit">
          Edit…
        </Menu.Item>
        <Menu.Item
          color={e.isArchived ? undefined : 'red'}
          onClick={onArchive}
          data-testid="admin-event-archive"
        >
          {e.isArchived ? 'Unarchive' : 'Archive…'}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The list's search, category, city and archived filters. */
function AdminEventsToolbar({
  f,
  set,
}: {
  f: AdminEventFilters;
  set: (p: Partial<AdminEventFilters>) => void;
}) {
  return (
    <Group gap="xs" align="flex-end">
      <SearchBox
        value={f.searchFor}
        onSearch={(searchFor) => set({ searchFor })}
        placeholder="Search events"
        testId="admin-events-search"
      />
      <Select
        {...dropdownProps()}
        placeholder="Category"
        clearable
        data={CATEGORY_OPTIONS}
        value={f.category}
        onChange={(c) => set({ category: c as EventCategory | null })}
        w={150}
        aria-label="Category"
      />
      <CityPicker
        label=""
        value={f.cityId}
        initial={null}
        onChange={(cityId) => set({ cityId })}
        testId="admin-events-city"
      />
      <SegmentedControl
        value={f.archived ? 'ARCHIVED' : 'ACTIVE'}
        onChange={(v) => set({ archived: v === 'ARCHIVED' })}
        data={[
          { value: 'ACTIVE', label: 'Active' },
          { value: 'ARCHIVED', label: 'Archived' },
        ]}
        data-testid="admin-events-archived"
      />
    </Group>
  );
}
