import { Avatar } from '@mantine/core';
import type { ChatSummary } from '@crm/contracts';
import { initials, UserAvatar } from '../../components/Avatars';

/** A chat's picture: the other user's avatar (with presence) for a personal chat, else the group's picture or initials. */
export function ChatAvatar({
  chat,
  size = 40,
}: {
  chat: Pick<ChatSummary, 'name' | 'groupPicture' | 'otherUser' | 'purpose'>;
  size?: number;
}) {
  const u = chat.otherUser;
  if (chat.purpose === 'PERSONAL_CHAT' && u)
    return (
      <UserAvatar
        userId={u.userId}
        name={u.userName}
        imageUrl={u.profileImage}
        lastActiveOn={u.lastActiveOn}
        size={size}
      />
    );
  return (
    <Avatar
      src={chat.groupPicture}
      alt={chat.name}
      size={size}
      radius="xl"
      color={chat.purpose === 'EVENT_GROUP' ? 'orange' : 'brand'}
    >
      {initials(chat.name)}
    </Avatar>
  );
}
