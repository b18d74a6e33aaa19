import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toastError } from '../../../lib/api';
import { loadOlder } from '../messageQueries';

/** Loading the open chat's next older page (the top was reached): one at a time, while older ones exist; a failure is toasted. */
export function useOlderMessages(chatId: number, hasOlder: boolean) {
  const qc = useQueryClient();
  const [loading, setLoading] = useState(false);
  const older = async () => {
    if (loading || !hasOlder) return;
    setLoading(true);
    try {
      await loadOlder(qc, chatId);
    } catch (e) {
      toastError(e);
    } finally {
      setLoading(false);
    }
  };
  return { loading, older };
}
