import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { codeLabel, type EventItem } from '@crm/contracts';
import { formatDate } from '../../../lib/format';
import { eventInfoPath } from '../../../lib/links';
import { StageCountsInline } from '../../../components/StageBadge';
import { eventCountdown } from '../countdown';

/** The caller's badges on an event: 'Project Owner' and 'Your Brands Assigned' (spec 001 §7 event list), never cut short. */
function EventBadges({ e }: { e: EventItem }) {
  if (!e.isProjectOwner && !e.hasMyBrandsAssigned)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <Group gap={4} wrap="nowrap">
      {e.isProjectOwner && (
        <Badge
          size="sm"
          color="grape"
          variant="light"
          w="max-content"
          style={{ flexShrink: 0, overflow: 'visible' }}
          data-testid="badge-po"
        >
          Project Owner
        </Badge>
      )}
      {e.hasMyBrandsAssigned && (
        <Badge
          size="sm"
          color="teal"
          variant="light"
          w="max-content"
          style={{ flexShrink: 0, overflow: 'visible' }}
          data-testid="badge-my-brands"
        >
          Your Brands Assigned
        </Badge>
      )}
    </Group>
  );
}

/** The cells of the `allEvents` preset (spec 001 §9) by column id; the event name opens /eventinfo/{eventId}. */
export const eventCells: Record<string, (e: EventItem) => ReactNode> = {
  eventName: (e) => (
    <Stack gap={0}>
      <Anchor
        component={Link}
        to={eventInfoPath(e.eventId, e.eventName)}
        fw={600}
        size="sm"
        data-testid="event-link"
      >
        {e.eventName}
      </Anchor>
      {e.venue && (
        <Text size="xs" c="dimmed" lineClamp={1}>
          {e.venue}
        </Text>
      )}
    </Stack>
  ),
  dates: (e) => (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {formatDate(e.startDate)} – {formatDate(e.endDate)}
    </Text>
  ),
  countdown: (e) => (
    <Text size="sm" data-testid="event-countdown">
      {eventCountdown(e.startDate, e.endDate)}
    </Text>
  ),
  cityName: (e) => <Text size="sm">{e.cityName ?? '—'}</Text>,
  category: (e) => <Text size="sm">{codeLabel(e.category)}</Text>,
  badges: (e) => <EventBadges e={e} />,
  stageCounts: (e) => <StageCountsInline counts={e.myStageCounts} />,
  inventoryCount: (e) => <Text size="sm">{e.inventoryCount}</Text>,
};
