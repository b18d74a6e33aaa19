import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

type Options = {
  onSend: (text: string) => void;
  max: number;
  initialText?: string;
  onTextChange?: (text: string) => void;
  onEscape?: () => void;
  focusKey?: unknown;
  disabled?: boolean;
  allowEmpty?: boolean;
  holdSend?: boolean;
};

/**
 * A message box's text and keys (MessageComposer): `submit` sends the trimmed text and empties the box
 * unless it is empty (files aside), over `max`, disabled or held; Enter submits, Shift+Enter (or an IME
 * composition) types on, Escape calls `onEscape`; the box takes focus whenever `focusKey` changes.
 */
export function useMessageComposer(o: Options) {
  const [text, setText] = useState(o.initialText ?? '');
  const input = useRef<HTMLTextAreaElement>(null);
  const tooLong = text.length > o.max;
  const { focusKey } = o;
  useEffect(() => {
    if (focusKey) input.current?.focus();
  }, [focusKey]);
  const change = (next: string) => {
    setText(next);
    o.onTextChange?.(next);
  };
  const submit = () => {
    const body = text.trim();
    if ((!body && !o.allowEmpty) || tooLong || o.disabled || o.holdSend) return;
    change('');
    o.onSend(body);
  };
  const keyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Escape' && o.onEscape) o.onEscape();
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };
  return {
    text,
    input,
    tooLong,
    /** 'Maximum {max} characters allowed' once the text is longer than `max`. */
    tooLongText: tooLong ? `Maximum ${o.max} characters allowed` : undefined,
    change,
    keyDown,
    submit,
  };
}
