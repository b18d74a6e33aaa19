import { CHAT_MESSAGES, type ChatMessage, type ChatSummary } from '@crm/contracts';
import { plainDescription } from '../tasks';

const names = (users: { userId: number; userName: string }[], selfId: number | undefined) =>
  users.map((u) => (u.userId === selfId ? 'you' : u.userName)).join(', ');

/** An announcement as its reader sees it: 'You created this group' / 'You were added to the group', else who did what to whom. */
export function announcementText(
  m: Pick<ChatMessage, 'additionalData' | 'content'>,
  selfId: number | undefined,
): string {
  const d = m.additionalData;
  if (!d) return m.content;
  const byMe = d.actionTakenByUserId === selfId;
  const by = byMe ? 'You' : d.actionTakenByUserName;
  const involvesMe = d.involvedUsers.some((u) => u.userId === selfId);
  switch (d.actionName) {
    case 'GROUP_CREATED':
      return byMe
        ? CHAT_MESSAGES.youCreatedGroup
        : involvesMe
          ? CHAT_MESSAGES.youWereAdded
          : `${d.actionTakenByUserName} created this group`;
    case 'ADDED_TO_GROUP':
      return !byMe && involvesMe && d.involvedUsers.length === 1
        ? CHAT_MESSAGES.youWereAdded
        : `${by} added ${names(d.involvedUsers, selfId)}`;
    case 'REMOVED_FROM_GROUP':
      if (d.involvedUsers.length === 1 && d.involvedUsers[0]!.userId === d.actionTakenByUserId)
        return `${by} left the group`;
      return `${by} removed ${names(d.involvedUsers, selfId)}`;
  }
}

/** The chat list's one-line preview: the caller's draft ('Draft: …'), else the latest message (mentions as names). */
export function previewText(
  chat: Pick<ChatSummary, 'latestMessage' | 'purpose' | 'draftMessage'>,
  selfId: number | undefined,
): string {
  if (chat.draftMessage?.trim())
    return `Draft: ${plainDescription(chat.draftMessage).replace(/\s+/g, ' ')}`;
  const m = chat.latestMessage;
  if (!m) return 'No messages yet';
  if (m.isDeleted) return CHAT_MESSAGES.messageDeleted;
  if (m.isAnnoucement) return announcementText(m, selfId);
  const who =
    m.from === selfId
      ? 'You: '
      : chat.purpose === 'PERSONAL_CHAT'
        ? ''
        : `${m.fromUserData.firstName || m.fromUserData.userName}: `;
  const files = m.resources ?? [];
  if (!m.content && files.length)
    return `${who}📎 ${files[0]!.fileName}${files.length > 1 ? ` +${files.length - 1}` : ''}`;
  return `${who}${plainDescription(m.content).replace(/\s+/g, ' ')}`;
}
