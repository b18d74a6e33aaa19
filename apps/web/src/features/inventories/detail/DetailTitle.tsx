import { Anchor, Badge, Box, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { EventInventoryDetail } from '@crm/contracts';
import { formatDate } from '../../../lib/format';
import { eventInfoPath, inventoryEventsPath } from '../../../lib/links';
import type { EiPlace } from './useInventoryDetail';

/**
 * The event inventory's title block: its colour, name and 'Previous' badge; its event (a link once the
 * event id is known), dates and city, and the link to all events of the inventory.
 */
export function DetailTitle({
  ei,
  place,
}: {
  ei: EventInventoryDetail | undefined;
  place: EiPlace;
}) {
  return (
    <Stack gap={2}>
      <Group gap="sm">
        {ei && <Box w={14} h={14} style={{ borderRadius: 4, background: ei.color }} aria-hidden />}
        <Title order={2} data-testid="ei-title">
          {place.inventoryName}
        </Title>
        {ei?.eventStatus === 'PREVIOUS' && <Badge color="gray">Previous</Badge>}
      </Group>
      <Group gap="xs">
        {place.eventName && <EventName place={place} />}
        {ei && (
          <Text size="sm" c="dimmed">
            · {formatDate(ei.startDate)} – {formatDate(ei.endDate)}
            {ei.cityName ? ` · ${ei.cityName}` : ''}
          </Text>
        )}
        {ei && (
          <Anchor
            component={Link}
            to={inventoryEventsPath(ei.inventoryId, ei.inventoryName)}
            size="sm"
          >
            All events of this inventory
          </Anchor>
        )}
      </Group>
    </Stack>
  );
}

/** The event's name: a link to its event info when its id is known, plain text otherwise. */
function EventName({ place }: { place: EiPlace }) {
  if (!place.eventId) return <Text size="sm">{place.eventName}</Text>;
  return (
    <Anchor
      component={Link}
      to={eventInfoPath(place.eventId, place.eventName)}
      size="sm"
      data-testid="ei-event-link"
    >
      {place.eventName}
    </Anchor>
  );
}
