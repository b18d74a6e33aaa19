import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ChatInfo, ChatMember } from '@crm/contracts';
import { toastError, toastSuccess } from '../../../lib/api';
import type { UserSummary } from '../../tasks';
import { refreshChatInfo, refreshChatLists } from '../queries';
import { addMembers, removeMembers, updateGroup } from '../groupQueries';

/** Which group action is being sent. */
type Busy = 'save' | 'add' | 'remove' | 'leave';

/**
 * A group's changes: save its info, add the picked colleagues, remove a member and leave (the last two
 * confirmed first: `removing`, `leaving`). Each toasts the server's message and refreshes the chat's
 * info and the chat lists; `busy` names the one being sent.
 */
export function useGroupActions(info: ChatInfo, selfId: number | undefined, onLeft: () => void) {
  const qc = useQueryClient();
  const [adding, setAdding] = useState<Map<number, UserSummary>>(new Map());
  const [removing, setRemoving] = useState<ChatMember | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [busy, setBusy] = useState<Busy | null>(null);
  const run = async (what: Busy, fn: () => Promise<{ message: string }>, after?: () => void) => {
    setBusy(what);
    try {
      toastSuccess((await fn()).message);
      refreshChatInfo(qc, info.id);
      refreshChatLists(qc);
      after?.();
    } catch (e) {
      toastError(e);
    } finally {
      setBusy(null);
    }
  };
  return {
    busy,
    adding,
    setAdding,
    removing,
    setRemoving,
    leaving,
    setLeaving,
    save: (fields: { name: string; description: string }) =>
      void run('save', () => updateGroup({ chatId: info.id, ...fields })),
    add: () =>
      void run(
        'add',
        () => addMembers(info.id, [...adding.keys()]),
        () => setAdding(new Map()),
      ),
    remove: () =>
      removing &&
      void run(
        'remove',
        () => removeMembers(info.id, [removing.userId]),
        () => setRemoving(null),
      ),
    leave: () =>
      void run(
        'leave',
        () => removeMembers(info.id, [selfId ?? 0]),
        () => {
          setLeaving(false);
          onLeft();
        },
      ),
  };
}

/** A group's actions and their pending state (useGroupActions). */
export type GroupActions = ReturnType<typeof useGroupActions>;
