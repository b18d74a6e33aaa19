import { ActionIcon, Badge, Group, Text, Timeline, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { EVENT_TEAM_TEXTS, INTERACTION_TYPES, type TimelineResult } from '@crm/contracts';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { hasAnyRole } from '../../../lib/user';
import { useSessionUser } from '../../../lib/sessionUser';
import { useDeleteMeeting } from './useDeleteMeeting';
import { EmptyState } from '../../../components/EmptyState';
import { formatDateTime } from '../../../lib/format';
import { LoadError, loadFailed } from '../../../components/LoadError';
import { Pager } from '../../../components/Pager';
import { SkeletonBlock } from '../../../components/SkeletonRows';
import { useToastOnError } from '../../../lib/useToastOnError';
import { useBrandTimeline } from '../queries';
import { Section } from './Section';
import { TIMELINE_META } from './timelineMeta';

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
  const user = useSessionUser();
  const meetings = useDeleteMeeting();
  const [deleting, setDeleting] = useState<number | null>(null);
  // a call-notes meeting ('i' + its id) may be deleted by its author or an admin
  const deletable = (it: TimelineResult['items'][number]) =>
    it.id.startsWith('i') && (it.user.userId === user.userId || hasAnyRole(user, 'ADMIN'))
      ? Number(it.id.slice(1))
      : null;
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
                title={<InteractionTitle it={it} onDelete={deletable(it)} ask={setDeleting} />}
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
      {data && (
        <Pager
          pageNo={data.pageNo}
          totalPages={data.totalPages}
          total={data.totalNoOfEntries}
          onChange={setPageNo}
        />
      )}
      <ConfirmModal
        opened={deleting !== null}
        title={EVENT_TEAM_TEXTS.deleteMeeting}
        confirmLabel="Delete"
        color="red"
        loading={meetings.removing}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          void meetings
            .remove(deleting!)
            .then(() => setDeleting(null))
            .catch(() => setDeleting(null))
        }
      >
        {EVENT_TEAM_TEXTS.deleteMeetingConfirm}
      </ConfirmModal>
    </Section>
  );
}

/** A timeline entry's title: who, the entry's type and the POC spoken with. */
function InteractionTitle({
  it,
  onDelete,
  ask,
}: {
  it: TimelineResult['items'][number];
  onDelete: number | null;
  ask: (meetingId: number) => void;
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
      {onDelete !== null && (
        <Tooltip label={EVENT_TEAM_TEXTS.deleteMeeting}>
          <ActionIcon
            size="sm"
            variant="subtle"
            color="red"
            aria-label={EVENT_TEAM_TEXTS.deleteMeeting}
            data-testid="delete-meeting"
            onClick={() => ask(onDelete)}
          >
            <IconTrash size={14} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
