import type { InfiniteData } from '@tanstack/react-query';
import type { TaskCommentsPage } from '../types';
import type { ShownComment } from './CommentBubble';
import type { PendingComment } from './usePendingComments';

/**
 * A thread's messages as shown, oldest first: the server's pages (newest first) reversed, then the
 * messages still sending or failed that the server has not answered with (matched by localId), as `self`'s.
 */
export function shownComments(
  data: InfiniteData<TaskCommentsPage> | undefined,
  pending: PendingComment[],
  self: { id: number; name: string },
): ShownComment[] {
  const server = (data?.pages.flatMap((p) => p.comments) ?? []).slice().reverse();
  const known = new Set(server.map((c) => c.localId).filter(Boolean));
  return [
    ...server.map((c): ShownComment => ({
      key: `c${c.id}`,
      text: c.text,
      senderId: c.sender.userId,
      senderName: c.sender.userName,
      senderImage: c.sender.profileImage,
      createdAt: c.createdAt,
      state: 'sent',
    })),
    ...pending
      .filter((p) => !known.has(p.localId))
      .map((p): ShownComment => ({
        key: p.localId,
        text: p.text,
        senderId: self.id,
        senderName: self.name,
        senderImage: null,
        createdAt: null,
        state: p.state,
      })),
  ];
}
