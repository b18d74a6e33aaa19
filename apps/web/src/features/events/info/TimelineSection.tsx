import { Paper, Stack, Tabs, Text, Timeline, Title, Tooltip } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  EVENT_TEAM_TEXTS as T,
  eventTeamRoutes,
  REALTIME_EVENTS,
  type EventTimelineEntry,
} from '@crm/contracts';
import { EmptyState } from '../../../components/EmptyState';
import { LoadError, loadFailed } from '../../../components/LoadError';
import { LoadMore } from '../../../components/LoadMore';
import { SkeletonBlock } from '../../../components/SkeletonRows';
import { formatDateTime, timeAgo } from '../../../lib/format';
import { routeKey } from '../../../lib/useApi';
import { useSocketEvent, useSocketReconnect } from '../../../lib/useSocket';
import { useToastOnError } from '../../../lib/useToastOnError';
import { useEventTimeline } from './queries';
import { TIMELINE_KIND_META } from './timelineKinds';

/**
 * The event's timeline (spec 001 §7 event timeline, my timeline): two tabs, newest first, 50 more at a
 * time; live — a notification pushed to this browser, a pairing change made here, the socket's reconnection
 * or the window's focus reload it.
 */
export function TimelineSection({ eventId }: { eventId: number }) {
  const [tab, setTab] = useState<string | null>('all');
  const qc = useQueryClient();
  const reload = () => {
    void qc.invalidateQueries({ queryKey: routeKey(eventTeamRoutes.timeline, { eventId }) });
    void qc.invalidateQueries({ queryKey: routeKey(eventTeamRoutes.myTimeline, { eventId }) });
  };
  useSocketEvent('/notifications', REALTIME_EVENTS.notification, reload);
  useSocketReconnect('/notifications', reload);
  return (
    <Paper withBorder radius="md" p="md" data-testid="event-timeline">
      <Title order={4} mb="sm">
        {T.timeline}
      </Title>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="sm">
          <Tabs.Tab value="all">{T.eventTimeline}</Tabs.Tab>
          <Tabs.Tab value="mine">{T.myTimeline}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="all">
          <TimelineList eventId={eventId} mine={false} />
        </Tabs.Panel>
        <Tabs.Panel value="mine">
          <TimelineList eventId={eventId} mine />
        </Tabs.Panel>
      </Tabs>
    </Paper>
  );
}

/** One tab's entries: skeleton, error, empty state, the list and 'Load more'. */
function TimelineList({ eventId, mine }: { eventId: number; mine: boolean }) {
  const q = useEventTimeline(eventId, mine);
  useToastOnError(q.error);
  const entries = q.data?.pages.flatMap((p) => p.entries);
  if (loadFailed(q)) return <LoadError what="the timeline" query={q} />;
  if (!entries) return <SkeletonBlock lines={4} />;
  if (entries.length === 0)
    return (
      <EmptyState
        title={T.noTimeline}
        description="Brands assigned, stage moves, decks, case studies and closed deals appear here."
      />
    );
  return (
    <Stack gap="sm">
      <Timeline bulletSize={26} lineWidth={2} data-testid={mine ? 'my-timeline' : 'timeline-list'}>
        {entries.map((e) => (
          // Timeline.Item stays a direct child: Timeline passes each item its line state
          <Timeline.Item
            key={e.id}
            bullet={<KindIcon e={e} />}
            color={TIMELINE_KIND_META[e.kind].color}
            data-kind={e.kind}
          >
            <Text size="sm">
              <Text span fw={600}>
                {e.who?.userName ?? 'Someone'}
              </Text>{' '}
              {TIMELINE_KIND_META[e.kind].text(e)}
            </Text>
            <Tooltip label={`${formatDateTime(e.at)} IST`}>
              <Text size="xs" c="dimmed" w="fit-content">
                {timeAgo(e.at)}
              </Text>
            </Tooltip>
          </Timeline.Item>
        ))}
      </Timeline>
      <LoadMore query={q} />
    </Stack>
  );
}

/** The icon of an entry's kind, named for screen readers. */
function KindIcon({ e }: { e: EventTimelineEntry }) {
  const Icon = TIMELINE_KIND_META[e.kind].icon;
  return <Icon size={14} aria-label={e.kind} />;
}
