import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ChatInfo } from '@crm/contracts';
import { toastError, toastSuccess } from '../../../lib/api';
import { muteChat, patchChatInfo, patchChatInLists, pinChat, refreshChatLists } from '../queries';

/** A chat setting the header switches: its notifications (mute) or its place at the top of the list (pin). */
export type ChatToggle = 'mute' | 'pin';

/**
 * Muting and pinning the open chat: `toggle` flips the setting on the server, then in the chat's
 * info and the cached lists (a pin reorders the list), with the server's toast; `busy` is the one going.
 */
export function useChatToggles(info: ChatInfo) {
  const qc = useQueryClient();
  const [busy, setBusy] = useState<ChatToggle | null>(null);
  const toggle = async (what: ChatToggle) => {
    setBusy(what);
    try {
      const on = what === 'mute' ? !info.isMuted : !info.isPinned;
      const res = what === 'mute' ? await muteChat(info.id, on) : await pinChat(info.id, on);
      const patch = what === 'mute' ? { isMuted: on } : { isPinned: on };
      patchChatInfo(qc, info.id, patch);
      patchChatInLists(qc, info.id, (c) => ({ ...c, ...patch }));
      if (what === 'pin') refreshChatLists(qc);
      toastSuccess(res.message);
    } catch (e) {
      toastError(e);
    } finally {
      setBusy(null);
    }
  };
  return { busy, toggle };
}
