import { Badge, Group, Text, Timeline } from '@mantine/core';
import { useState } from 'react';
import { INTERACTION_TYPES, type TimelineResult } from '@crm/contracts';
import { DeleteMeetingButton, DeleteMeetingConfirm } from '../../../components/DeleteMeeting';
import { useDeleteMeeting, type DeleteMeetingState } from '../../../components/useDeleteMeeting';
import { EmptyState } from '../../../components/EmptyState';
import { formatDateTime } from '../../../lib/format';
import { LoadError, loadFailed } from '../../../components/LoadError';
import { Pager } from '../../../components/Pager';
import { SkeletonBlock } from '../../../components/SkeletonRows';
import { useToastOnError } from '../../../lib/useToastOnError';
import { useBrandTimeline } from '../queries';
import { Section } from './Section';
import { TIMELINE_META } from '../../pairings';

/**
 * The brand's interactions, a page at a time: calls, mails and notes (their text in full) and the
 * changes to the brand (dimmed), each with who, its type and the POC spoken with.
 */
export function InteractionsSection({ brandId }: { brandId: number }) {
  const [pageNo, setPageNo] = useState(1);
  const timeline = useBrandTimeline(brandId, pageNo);
  const { data, isLoading } = timeline;
  useToastOnError(timeline.error);
  const items = data?.items;
  const meetings = useDeleteMeeting();
  // a call-notes meeting ('i' + its id) may be deleted by its author or an admin
  const deletable = (it: TimelineResult['items'][number]) =>
    it.id.startsWith('i') && meetings.mayDelete(it.user.userId) ? Number(it.id.slice(1)) : null;
  return (
    <Section title="Interactions">
      {loadFailed(timeline) ? (
        <LoadError what="the interactions" query={timeline} />
      ) : isLoading || !items ? (
        <SkeletonBlock lines={3} />
      ) : items.length === 0 ? (
        <EmptyState
          title="No interactions yet"
          description="Calls, mails, notes and changes to this brand appear here."
        />
      ) : (
        <Timeline bulletSize={26} lineWidth={2} data-testid="interactions">
          {items.map((it) => {
            // Timeline.Item stays a direct child: Timeline passes each item its line state
            const meta = TIMELINE_META[it.type];
            const Icon = meta.icon;
            const isNote = (INTERACTION_TYPES as readonly string[]).includes(it.type);
            return (
              <Timeline.Item
                key={it.id}
                bullet={<Icon size={14} aria-label={meta.label} />}
                color={meta.color}
                title={<InteractionTitle it={it} meetingId={deletable(it)} meetings={meetings} />}
              >
                <Text
                  size="sm"
                  c={isNote ? undefined : 'dimmed'}
                  style={{ whiteSpace: 'pre-wrap' }}
                >
                  {it.text}
                </Text>
                <Text size="xs" c="dimmed" mt={2}>
                  {formatDateTime(it.createdAt)}
                </Text>
              </Timeline.Item>
            );
          })}
        </Timeline>
      )}
      {data && <Pager page={data} onChange={setPageNo} />}
      <DeleteMeetingConfirm meetings={meetings} />
    </Section>
  );
}

/** A timeline entry's title: who, the entry's type, the POC spoken with and, for a meeting the user may delete (`meetingId`), Delete. */
function InteractionTitle({
  it,
  meetingId,
  meetings,
}: {
  it: TimelineResult['items'][number];
  meetingId: number | null;
  meetings: DeleteMeetingState;
}) {
  const meta = TIMELINE_META[it.type];
  return (
    <Group gap="xs">
      <Text size="sm" fw={600}>
        {it.user.userName}
      </Text>
      <Badge size="xs" variant="light" color={meta.color}>
        {meta.label}
      </Badge>
      {it.pocName && (
        <Text size="xs" c="dimmed">
          with {it.pocName}
        </Text>
      )}
      {meetingId !== null && <DeleteMeetingButton meetingId={meetingId} meetings={meetings} />}
    </Group>
  );
}
