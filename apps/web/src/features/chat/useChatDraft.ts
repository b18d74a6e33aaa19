import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { CHAT_EVENTS, type DraftEvent } from '@crm/contracts';
import { useSocketEvent } from '../../lib/useSocket';
import { saveDraft } from './messageActions';
import { patchDraft } from './queries';

/** Drafts are saved this long after the last keystroke (001 §9: 400 ms). */
const DRAFT_DEBOUNCE_MS = 400;

/**
 * The open chat's draft (001 §3 draftMessage): the composer starts from the saved draft;
 * typing saves it 400 ms after the last keystroke (sending clears it, leaving the chat saves at once)
 * through the socket, which gives it to the user's other tabs; a draft typed in another tab replaces
 * this one (the composer remounts with it: `version` is its key). Our own echoes are recognised and ignored.
 */
export function useChatDraft(chatId: number, saved: string) {
  const qc = useQueryClient();
  const [draft, setDraft] = useState({ text: saved, version: 0 });
  const recent = useRef<string[]>([]);
  const pending = useRef<{ text: string; timer: ReturnType<typeof setTimeout> } | null>(null);
  const last = useRef(saved);

  const push = (content: string) => {
    if (content === last.current) return;
    last.current = content;
    recent.current = [...recent.current.slice(-9), content];
    patchDraft(qc, chatId, content);
    void saveDraft(chatId, content).catch(() => undefined);
  };
  const flush = useRef(() => undefined as void);
  flush.current = () => {
    if (!pending.current) return;
    clearTimeout(pending.current.timer);
    const text = pending.current.text;
    pending.current = null;
    push(text);
  };
  useEffect(() => () => flush.current(), []);

  useSocketEvent<DraftEvent>('/chat', CHAT_EVENTS.draftMessage, (ev) => {
    if (ev.chatId !== chatId || recent.current.includes(ev.content)) return;
    last.current = ev.content;
    setDraft((d) => ({ text: ev.content, version: d.version + 1 }));
  });

  const onTextChange = (text: string) => {
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = {
      text: text.trim() ? text : '',
      timer: setTimeout(() => flush.current(), DRAFT_DEBOUNCE_MS),
    };
  };
  return { text: draft.text, version: draft.version, onTextChange };
}
