import {
  Box,
  Button,
  Center,
  Group,
  Indicator,
  ScrollArea,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { TASK_COMMENT_MAX } from '@crm/contracts';
import { LoadError, loadFailed } from '../../../components/LoadError';
import { SkeletonBlock } from '../../../components/SkeletonRows';
import { CommentBubble, type ShownComment } from './CommentBubble';
import { postTaskComment, taskKeys, useTaskComments } from '../queries';
import { addCommentToCache, patchSub } from '../taskCache';
import type { SubAssignment } from '../types';
import { setViewedThread } from './viewedThread';
import { MessageComposer } from '../../../components/MessageComposer';

type Pending = { localId: string; text: string; state: 'sending' | 'failed' };
type Props = {
  taskId: number;
  subs: SubAssignment[];
  thread: number | null;
  onThreadChange: (subId: number | null) => void;
  selfId: number;
  selfName: string;
};

const newLocalId = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/**
 * A task's conversation: the main thread or one sub-assignment's, chosen above (with unread
 * dots). Messages arrive live over the `/task` socket (useTaskSocket); reading a thread marks it read.
 * Sending is optimistic with a localId (a retry with the same id stores one message).
 */
export function TaskConversation({
  taskId,
  subs,
  thread,
  onThreadChange,
  selfId,
  selfName,
}: Props) {
  const qc = useQueryClient();
  const q = useTaskComments(taskId, thread);
  const [pending, setPending] = useState<Pending[]>([]);
  const viewport = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setViewedThread({ taskId, subId: thread });
    return () => setViewedThread(null);
  }, [taskId, thread]);

  // A fresh read marks the thread read on the server: clear its dots here and refresh the counts.
  useEffect(() => {
    if (!q.dataUpdatedAt) return;
    if (thread) patchSub(qc, taskId, thread, (s) => ({ ...s, hasUnReadMessages: false }));
    void qc.invalidateQueries({ queryKey: taskKeys.counts });
    void qc.invalidateQueries({ queryKey: taskKeys.detail(taskId) });
    void qc.invalidateQueries({ queryKey: taskKeys.lists });
  }, [q.dataUpdatedAt, qc, taskId, thread]);

  const shown = useMemo<ShownComment[]>(() => {
    const server = (q.data?.pages.flatMap((p) => p.comments) ?? []).slice().reverse();
    const known = new Set(server.map((c) => c.localId).filter(Boolean));
    return [
      ...server.map((c): ShownComment => ({
        key: `c${c.id}`,
        text: c.text,
        senderId: c.sender.userId,
        senderName: c.sender.userName,
        senderImage: c.sender.profileImage,
        createdAt: c.createdAt,
        state: 'sent',
      })),
      ...pending
        .filter((p) => !known.has(p.localId))
        .map((p): ShownComment => ({
          key: p.localId,
          text: p.text,
          senderId: selfId,
          senderName: selfName,
          senderImage: null,
          createdAt: null,
          state: p.state,
        })),
    ];
  }, [q.data, pending, selfId, selfName]);

  useEffect(() => {
    viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
  }, [shown.length]);

  const send = async (localId: string, body: string) => {
    setPending((ps) => [
      ...ps.filter((p) => p.localId !== localId),
      { localId, text: body, state: 'sending' },
    ]);
    try {
      const comment = await postTaskComment({
        taskId,
        taskSubAssignmentId: thread ?? undefined,
        text: body,
        localId,
      });
      addCommentToCache(qc, comment);
      setPending((ps) => ps.filter((p) => p.localId !== localId));
    } catch {
      setPending((ps) => ps.map((p) => (p.localId === localId ? { ...p, state: 'failed' } : p)));
    }
  };

  const threadLabel = (s: SubAssignment) => `${s.assignee.userName}'s part`;
  const unreadAny = subs.some((s) => s.hasUnReadMessages);
  return (
    <Stack gap="sm" data-testid="task-conversation">
      <Group justify="space-between">
        <Indicator
          disabled={!unreadAny || thread !== null}
          color="red"
          size={8}
          offset={2}
          position="top-start"
        >
          <Select
            aria-label="Conversation thread"
            w={260}
            data={[
              { value: '0', label: 'Everyone on the task' },
              ...subs.map((s) => ({
                value: String(s.taskSubAssignmentId),
                label: `${threadLabel(s)}${s.hasUnReadMessages ? ' •' : ''}`,
              })),
            ]}
            value={String(thread ?? 0)}
            onChange={(v) => onThreadChange(v && v !== '0' ? Number(v) : null)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            data-testid="task-thread"
          />
        </Indicator>
        <Text size="xs" c="dimmed">
          {thread
            ? 'Only this part’s people and the task’s creator see it'
            : 'Everyone on the task sees it'}
        </Text>
      </Group>
      <Box style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}>
        {loadFailed(q) ? (
          <Box p="sm">
            <LoadError what="the conversation" query={q} />
          </Box>
        ) : q.isLoading ? (
          <Box p="sm">
            <SkeletonBlock lines={3} />
          </Box>
        ) : (
          <ScrollArea h={280} viewportRef={viewport} type="auto">
            <Stack gap="sm" p="sm">
              {q.hasNextPage && (
                <Center>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    onClick={() => void q.fetchNextPage()}
                    loading={q.isFetchingNextPage}
                  >
                    Load older messages
                  </Button>
                </Center>
              )}
              {!shown.length && (
                <Text size="sm" c="dimmed" ta="center" py="xl">
                  No messages yet. Say hello.
                </Text>
              )}
              {shown.map((c) => (
                <CommentBubble
                  key={c.key}
                  c={c}
                  mine={c.senderId === selfId}
                  onRetry={c.state === 'failed' ? () => void send(c.key, c.text) : undefined}
                />
              ))}
            </Stack>
          </ScrollArea>
        )}
      </Box>
      <MessageComposer
        onSend={(body) => void send(newLocalId(), body)}
        max={TASK_COMMENT_MAX}
        testId="task-comment"
      />
    </Stack>
  );
}
