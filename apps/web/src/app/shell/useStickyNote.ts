import { useDebouncedCallback } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { settingRoutes, type RouteInput } from '@crm/contracts';
import { toastError } from '../../lib/api';
import { getSettings, saveSetting } from '../../lib/settings';
import { apiKey } from '../../lib/useApi';

/** Autosave debounce of the note (spec 000 §2.9, §9). */
const NOTE_SAVE_DEBOUNCE_MS = 500;
/** The settings read of the note (cached as its text alone). */
const NOTE_INPUT = { keys: ['userNote'] } satisfies RouteInput<typeof settingRoutes.read>;

/** The note as typed, with leading whitespace stripped (spec 000 §2.9). */
const cleanNote = (text: string) => text.replace(/^\s+/, '');

/**
 * The sticky note's text (spec 000 §2.9): the userNote setting, loaded via POST /api/user/kv/multi-get
 * (`text` null until then), and `type`, which keeps what is typed (leading whitespace stripped) and
 * autosaves it 500 ms after typing stops via POST /api/user/kv (a pending save still goes out on
 * unmount). `status` is 'saving' while a non-blank note waits, 'saved' once stored.
 */
export function useStickyNote() {
  const qc = useQueryClient();
  const { data, isPending } = useQuery({
    queryKey: apiKey(settingRoutes.read, NOTE_INPUT),
    queryFn: async () => {
      const v = (await getSettings(['userNote'])).userNote;
      return typeof v === 'string' ? v : '';
    },
  });
  const [text, setText] = useState<string | null>(null);
  const [status, setStatus] = useState<'saving' | 'saved' | null>(null);

  useEffect(() => {
    if (data !== undefined && text === null) setText(data);
  }, [data, text]);

  const save = useDebouncedCallback(
    (value: string) => {
      saveSetting('userNote', value)
        .then(() => {
          qc.setQueryData(apiKey(settingRoutes.read, NOTE_INPUT), value);
          setStatus('saved');
        })
        .catch((e: unknown) => {
          setStatus(null);
          toastError(e);
        });
    },
    { delay: NOTE_SAVE_DEBOUNCE_MS, flushOnUnmount: true },
  );
  const type = (typed: string) => {
    const value = cleanNote(typed);
    setText(value);
    setStatus(value.trim() ? 'saving' : null);
    save(value);
  };
  return { text, loading: isPending || text === null, status, type };
}
