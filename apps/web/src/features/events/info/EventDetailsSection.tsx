import { Anchor, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCalendar, IconExternalLink, IconHourglass, IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { EventInfo } from '@crm/contracts';
import { formatDate } from '../../../lib/format';
import { LoadError, type LoadQuery } from '../../../components/LoadError';
import { SkeletonBlock } from '../../../components/SkeletonRows';
import { eventCountdown } from '../countdown';

/** The event's dates, place, countdown (spec 001 §4), source link and description; a skeleton while loading. */
export function EventDetailsSection({
  ev,
  query,
}: {
  ev: EventInfo | undefined;
  query: LoadQuery & { isLoading: boolean };
}) {
  if (query.error && !ev) return <LoadError what="this event" query={query} />;
  return (
    <Paper withBorder radius="md" p="md">
      {query.isLoading || !ev ? (
        <SkeletonBlock lines={3} />
      ) : (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
            <Info icon={<IconCalendar size={16} />} label="Dates">
              {formatDate(ev.startDate)} – {formatDate(ev.endDate)}
            </Info>
            <Info icon={<IconMapPin size={16} />} label="Where">
              {[ev.venue, ev.cityName, ev.stateName].filter(Boolean).join(', ') || '—'}
            </Info>
            <Info icon={<IconHourglass size={16} />} label="Countdown">
              <span data-testid="event-countdown">{eventCountdown(ev.startDate, ev.endDate)}</span>
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
          {ev.description && (
            <Text size="sm" data-testid="event-description">
              {ev.description}
            </Text>
          )}
        </Stack>
      )}
    </Paper>
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
