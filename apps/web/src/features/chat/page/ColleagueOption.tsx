import { Group, Text } from '@mantine/core';
import { UserAvatar } from '../../../components/Avatars';
import type { UserSummary } from '../../tasks';

/** One colleague of the New chat dropdown: avatar (with online status), name and vertical. */
export function ColleagueOption({
  label,
  user: u,
}: {
  label: string;
  user: UserSummary | undefined;
}) {
  return (
    <Group gap="sm" wrap="nowrap">
      {u && (
        <UserAvatar
          userId={u.userId}
          name={u.userName}
          imageUrl={u.profileImage}
          lastActiveOn={u.lastActiveOn}
          size={26}
        />
      )}
      <div>
        <Text size="sm">{label}</Text>
        {u?.verticalName && (
          <Text size="xs" c="dimmed">
            {u.verticalName}
          </Text>
        )}
      </div>
    </Group>
  );
}
