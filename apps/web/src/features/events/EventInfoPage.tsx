import { Badge, Group, Stack, Title } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import { codeLabel } from '@crm/contracts';
import { EmptyState } from '../../components/EmptyState';
import { useToastOnError } from '../../lib/useToastOnError';
import { EventDetailsSection } from './info/EventDetailsSection';
import { EventInventoriesSection } from './info/EventInventoriesSection';
import { useEventInfo } from './queries';
import { TeamSection } from './info/TeamSection';
import { TimelineSection } from './info/TimelineSection';
import { EventForecast } from '../forecast';

/** /eventinfo/{eventId}?eventName (spec 001 §2): the event's details and countdown (§4), then its sections. */
export default function EventInfoPage() {
  const { eventId: raw } = useParams();
  const eventId = Number(raw) > 0 ? Number(raw) : undefined;
  const [params] = useSearchParams();
  const info = useEventInfo(eventId);
  const ev = info.data;
  useToastOnError(info.error);
  const name = ev?.eventName ?? params.get('eventName') ?? 'Event';

  if (!eventId)
    return <EmptyState title="Event not found" description="The link has no event id." />;
  return (
    <Stack gap="md" p="md">
      <Group gap="sm" align="center">
        <Title order={2} data-testid="event-name">
          {name}
        </Title>
        {ev && <Badge variant="light">{codeLabel(ev.category)}</Badge>}
        {ev?.eventStatus === 'PREVIOUS' && <Badge color="gray">Previous</Badge>}
        {ev?.isArchived && <Badge color="dark">Archived</Badge>}
      </Group>
      <EventDetailsSection ev={ev} query={info} />
      <EventForecast eventId={eventId} />
      <EventInventoriesSection eventId={eventId} />
      <TeamSection eventId={eventId} />
      <TimelineSection eventId={eventId} />
    </Stack>
  );
}
