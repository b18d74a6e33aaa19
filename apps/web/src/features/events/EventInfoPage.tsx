import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconExternalLink, IconHourglass, IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { formatDate } from '../../lib/format';
import { EventInventoryTable } from '../../components/EventInventoryTable';
import { codeLabel } from '@crm/contracts';
import { LoadError } from '../../components/LoadError';
import { SkeletonBlock } from '../../components/SkeletonRows';
import { useToastOnError } from '../../lib/useToastOnError';
import { eventCountdown } from './countdown';
import { useEventInfo } from './queries';
import { TeamSection } from './info/TeamSection';
import { TimelineSection } from './info/TimelineSection';

/** /eventinfo/{eventId}?eventName: event details, countdown (spec 001 §4) and its event inventories. */
export default function EventInfoPage() {
  const { eventId: raw } = useParams();
  const eventId = Number(raw) > 0 ? Number(raw) : undefined;
  const [params] = useSearchParams();
  const info = useEventInfo(eventId);
  const { data: ev, isLoading, error } = info;
  useToastOnError(error);
  const name = ev?.eventName ?? params.get('eventName') ?? 'Event';

  if (!eventId)
    return <EmptyState title="Event not found" description="The link has no event id." />;
  const countdown = ev ? eventCountdown(ev.startDate, ev.endDate) : null;
  return (
    <Stack gap="md" p="md">
      <Group gap="sm" align="center">
        <Title order={2} data-testid="event-name">
          {name}
        </Title>
        {ev && <Badge variant="light">{codeLabel(ev.category)}</Badge>}
        {ev?.eventStatus === 'PREVIOUS' && <Badge color="gray">Previous</Badge>}
      </Group>
      {error && !ev ? (
        <LoadError what="this event" query={info} />
      ) : (
        <Paper withBorder radius="md" p="md">
          {isLoading || !ev ? (
            <SkeletonBlock lines={3} />
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
              <Info icon={<IconCalendar size={16} />} label="Dates">
                {formatDate(ev.startDate)} – {formatDate(ev.endDate)}
              </Info>
              <Info icon={<IconMapPin size={16} />} label="Where">
                {[ev.venue, ev.cityName, ev.stateName].filter(Boolean).join(', ') || '—'}
              </Info>
              <Info icon={<IconHourglass size={16} />} label="Countdown">
                <span data-testid="event-countdown">{countdown}</span>
              </Info>
              <Info icon={<IconExternalLink size={16} />} label="Source">
                {ev.sourceUrl ? (
                  <Anchor href={ev.sourceUrl} target="_blank" rel="noreferrer" size="sm">
                    Open source
                  </Anchor>
                ) : (
                  '—'
                )}
              </Info>
            </SimpleGrid>
          )}
        </Paper>
      )}
      <Paper withBorder radius="md" p="md">
        <Title order={4} mb="sm">
          Inventories
        </Title>
        <EventInventoryTable
          items={ev?.eventInventories}
          loading={isLoading}
          query={info}
          emptyTitle="No inventories at this event"
          testId="event-inventories"
          hideEvent
        />
      </Paper>
      <TeamSection eventId={eventId} />
      <TimelineSection eventId={eventId} />
    </Stack>
  );
}

function Info({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Group gap={4} c="dimmed">
        {icon}
        <Text size="xs" tt="uppercase" fw={600}>
          {label}
        </Text>
      </Group>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}
