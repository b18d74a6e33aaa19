import { useEffect, useRef, useState } from 'react';
import { CHAT_EVENTS, type TypingEvent } from '@crm/contracts';
import { useSocketEvent } from '../../lib/useSocket';
import { sendTyping } from './messageActions';

/** How long a typing mark lasts without a new typing event (ms). */
const TYPING_SHOWN_MS = 4_000;
/** At most one typing event per this many ms while the user keeps typing. */
const TYPING_SEND_EVERY_MS = 2_500;

/** Who is typing in `chatId` now (names, in arrival order); each mark clears itself after TYPING_SHOWN_MS (001 §7 typing). */
export function useTypingUsers(chatId: number): string[] {
  const [typing, setTyping] = useState<Map<number, { name: string; until: number }>>(new Map());
  useSocketEvent<TypingEvent>('/chat', CHAT_EVENTS.typing, (ev) => {
    if (ev.chatId !== chatId) return;
    setTyping((cur) =>
      new Map(cur).set(ev.userId, { name: ev.userName, until: Date.now() + TYPING_SHOWN_MS }),
    );
  });
  useEffect(() => {
    if (!typing.size) return;
    const next = Math.min(...[...typing.values()].map((t) => t.until));
    const timer = setTimeout(
      () => setTyping((cur) => new Map([...cur].filter(([, t]) => t.until > Date.now()))),
      Math.max(0, next - Date.now()) + 20,
    );
    return () => clearTimeout(timer);
  }, [typing]);
  useEffect(() => setTyping(new Map()), [chatId]);
  return [...typing.values()].map((t) => t.name);
}

/** A function to call on each keystroke: tells the chat's members the user is typing, at most every 2.5 s (failures are ignored). */
export function useTypingSender(chatId: number): () => void {
  const last = useRef(0);
  return () => {
    const now = Date.now();
    if (now - last.current < TYPING_SEND_EVERY_MS) return;
    last.current = now;
    void sendTyping(chatId).catch(() => undefined);
  };
}

/** 'Asha is typing…', 'Asha and Ravi are typing…', 'Several people are typing…'. */
export function typingText(names: string[]): string {
  if (!names.length) return '';
  if (names.length === 1) return `${names[0]} is typing…`;
  if (names.length === 2) return `${names[0]} and ${names[1]} are typing…`;
  return 'Several people are typing…';
}
