import { useState } from 'react';
import type { ChatPanel } from '../header/ChatHeaderActions';
import type { ShownMessage } from '../messageList';

/** A message to show: `seq` grows with each jump, so jumping to the same message again scrolls again. */
type JumpTo = { mid: number; seq: number };

/**
 * What the open chat is working on: the message being edited, deleted (awaiting confirmation),
 * forwarded or replied to, the side panel that is open, and the message to scroll to (at first
 * `initialMid`, from /chat?chatId&mid). `jump(mid)` shows a message.
 */
export function useChatTargets(initialMid: number | null) {
  const [editing, setEditing] = useState<ShownMessage | null>(null);
  const [deleting, setDeleting] = useState<ShownMessage | null>(null);
  const [forwarding, setForwarding] = useState<ShownMessage | null>(null);
  const [replyTo, setReplyTo] = useState<ShownMessage | null>(null);
  const [panel, setPanel] = useState<ChatPanel | null>(null);
  const [jumpTo, setJumpTo] = useState<JumpTo | null>(
    initialMid ? { mid: initialMid, seq: 1 } : null,
  );
  return {
    editing,
    setEditing,
    deleting,
    setDeleting,
    forwarding,
    setForwarding,
    replyTo,
    setReplyTo,
    panel,
    setPanel,
    jumpTo,
    jump: (mid: number) => setJumpTo((j) => ({ mid, seq: (j?.seq ?? 0) + 1 })),
  };
}

/** The open chat's targets and their setters (useChatTargets). */
export type ChatTargets = ReturnType<typeof useChatTargets>;
