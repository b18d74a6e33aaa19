import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../../../lib/api';
import { openPersonalChat, refreshChatLists } from '../queries';

/**
 * Opening a colleague's personal chat from New chat: `open` asks the server (created the first time),
 * refreshes the lists, closes the dialog and answers the chat's id; a refusal stays in the dialog as
 * `error` until the next try or the dialog closes (`close` also runs `reset`, e.g. the search).
 */
export function useNewChat({
  onClose,
  onOpened,
  reset,
}: {
  onClose: () => void;
  onOpened: (chatId: number) => void;
  reset: () => void;
}) {
  const qc = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  const close = () => {
    setError(null);
    reset();
    onClose();
  };
  const open = async (userId: number) => {
    setError(null);
    setOpening(true);
    try {
      const chat = await openPersonalChat(userId);
      refreshChatLists(qc);
      close();
      onOpened(chat.id);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setOpening(false);
    }
  };
  return { error, opening, close, open };
}
