import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { DeleteMeetingButton, DeleteMeetingConfirm } from '../../../components/DeleteMeeting';
import { EmptyState } from '../../../components/EmptyState';
import { LoadError, loadFailed } from '../../../components/LoadError';
import { Pager } from '../../../components/Pager';
import { SkeletonBlock } from '../../../components/SkeletonRows';
import { useDeleteMeeting } from '../../../components/useDeleteMeeting';
import { formatDateTime } from '../../../lib/format';
import { TIMELINE_META } from '../timelineMeta';
import { useBrandMeetings } from '../queries';

/**
 * The brand's previous meetings on the call notes page, a page at a time, newest first: who, the
 * interaction type, the POC spoken with, when, and the note; its author or an admin may delete one
 * (confirm, then Undo; spec 001 §7 'POST delete meeting').
 */
export function PreviousMeetings({ brandId }: { brandId: number }) {
  const [pageNo, setPageNo] = useState(1);
  const list = useBrandMeetings(brandId, pageNo);
  const meetings = useDeleteMeeting();
  const items = list.data?.interactions;
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={4} mb="sm">
        Previous meetings
      </Title>
      {loadFailed(list) ? (
        <LoadError what="the meetings" query={list} />
      ) : !items ? (
        <SkeletonBlock lines={3} />
      ) : items.length === 0 ? (
        <EmptyState
          title="No meetings yet"
          description="The notes of calls and mails appear here."
        />
      ) : (
        <Stack gap="sm" data-testid="callnotes-meetings">
          {items.map((m) => {
            const meta = TIMELINE_META[m.type];
            const Icon = meta.icon;
            return (
              <Stack key={m.id} gap={2} data-testid={`callnotes-meeting-${m.id}`}>
                <Group gap="xs">
                  <Icon size={14} aria-label={meta.label} />
                  <Text size="sm" fw={600}>
                    {m.user.userName}
                  </Text>
                  <Badge size="xs" variant="light" color={meta.color}>
                    {meta.label}
                  </Badge>
                  {m.pocName && (
                    <Text size="xs" c="dimmed">
                      with {m.pocName}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed">
                    {formatDateTime(m.createdAt)}
                  </Text>
                  {meetings.mayDelete(m.user.userId) && (
                    <DeleteMeetingButton meetingId={m.id} meetings={meetings} />
                  )}
                </Group>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {m.note}
                </Text>
              </Stack>
            );
          })}
        </Stack>
      )}
      {list.data && <Pager page={list.data} onChange={setPageNo} />}
      <DeleteMeetingConfirm meetings={meetings} />
    </Paper>
  );
}
