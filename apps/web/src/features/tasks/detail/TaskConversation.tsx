import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { TASK_COMMENT_MAX } from '@crm/contracts';
import { MessageComposer } from '../../../components/MessageComposer';
import type { SubAssignment } from '../types';
import { ConversationMessages } from './ConversationMessages';
import { shownComments } from './shownComments';
import { ThreadSelect } from './ThreadSelect';
import { newLocalId, usePendingComments } from './usePendingComments';
import { useThreadComments } from './useThreadComments';

type Props = {
  taskId: number;
  subs: SubAssignment[];
  thread: number | null;
  onThreadChange: (subId: number | null) => void;
  selfId: number;
  selfName: string;
};

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
  const q = useThreadComments(taskId, thread);
  const { pending, send } = usePendingComments(taskId, thread);
  const shown = useMemo(
    () => shownComments(q.data, pending, { id: selfId, name: selfName }),
    [q.data, pending, selfId, selfName],
  );

  return (
    <Stack gap="sm" data-testid="task-conversation">
      <ThreadSelect subs={subs} thread={thread} onChange={onThreadChange} />
      <ConversationMessages
        q={q}
        shown={shown}
        selfId={selfId}
        onRetry={(c) => void send(c.key, c.text)}
      />
      <MessageComposer
        onSend={(body) => void send(newLocalId(), body)}
        max={TASK_COMMENT_MAX}
        testId="task-comment"
      />
    </Stack>
  );
}
