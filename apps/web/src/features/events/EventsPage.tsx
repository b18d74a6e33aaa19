import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { EventItem } from '@crm/contracts';
import { EmptyState } from '../../components/EmptyState';
import { PresetPagedTable } from '../../components/PagedTable';
import { ADMIN_EVENTS_PATH } from '../../lib/links';
import { useSessionUser } from '../../lib/sessionUser';
import { hasAnyRole } from '../../lib/user';
import { useToastOnError } from '../../lib/useToastOnError';
import { eventCells } from './list/eventCells';
import { EventsToolbar } from './list/EventsToolbar';
import { PHASE_LABELS, PhaseTabs } from './list/PhaseTabs';
import { useEventsFilters } from './list/useEventsFilters';
import { useEventList } from './queries';

/**
 * /events (spec 001 §7 POST /event/list/v3, §9 'All events' preset): Upcoming / Ongoing / Completed
 * tabs with counts, search, city and category filters, sort, the countdown, the caller's badges and
 * stage counts, 30 a page; an event opens /eventinfo/{eventId}.
 */
export default function EventsPage() {
  const filters = useEventsFilters();
  const { request, update } = filters;
  const list = useEventList(request);
  const isAdmin = hasAnyRole(useSessionUser(), 'ADMIN');
  useToastOnError(list.error);
  const filtered = !!(request.searchFor || request.category || request.cityId);
  const phase = PHASE_LABELS[request.phase ?? 'UPCOMING'].toLowerCase();
  return (
    <Stack gap="md" p="md">
      <Group justify="space-between">
        <Title order={2}>Events</Title>
        {isAdmin && (
          <Button
            component={Link}
            to={ADMIN_EVENTS_PATH}
            variant="light"
            leftSection={<IconSettings size={16} />}
          >
            Manage events
          </Button>
        )}
      </Group>
      <PhaseTabs
        value={request.phase ?? 'UPCOMING'}
        onChange={(p) => update({ phase: p })}
        counts={list.data?.counts}
      />
      <EventsToolbar filters={filters} />
      <Paper withBorder radius="md" p="sm">
        <PresetPagedTable
          preset="allEvents"
          cells={eventCells}
          query={list}
          items={(d) => d.events}
          rowKey={(e: EventItem) => e.eventId}
          rowTestId={(e: EventItem) => `event-row-${e.eventId}`}
          empty={
            <EmptyState
              title={filtered ? 'No events match your filters' : `No ${phase} events`}
              description={filtered ? 'Clear the search or a filter to see more.' : undefined}
            />
          }
          what="the events"
          testId="events-table"
          page={filters.pageNo}
          onPage={filters.setPage}
          sort={{
            field: request.sortField ?? 'dates',
            order: request.sortOrder ?? (request.phase === 'COMPLETED' ? 'DESC' : 'ASC'),
          }}
          onSort={(s) => update({ sortField: s.field, sortOrder: s.order })}
          minWidth={960}
        />
      </Paper>
    </Stack>
  );
}
