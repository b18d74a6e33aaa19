import { ActionIcon, Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconUserMinus } from '@tabler/icons-react';
import type { ChatMember } from '@crm/contracts';
import { UserAvatar } from '../../../components/Avatars';

type Props = {
  m: ChatMember;
  selfId: number | undefined;
  /** A regular group: its owner is marked. */
  regular: boolean;
  /** Remove this member (offered to the owner, for others than themselves); null: not offered. */
  onRemove: (() => void) | null;
};

/** One member of a group: avatar (with presence), name ('(you)'), the owner's badge, Remove. */
export function GroupMemberRow({ m, selfId, regular, onRemove }: Props) {
  return (
    <Group justify="space-between" wrap="nowrap" data-testid="group-member">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <UserAvatar
          userId={m.userId}
          name={m.userName}
          imageUrl={m.profileImage}
          lastActiveOn={m.lastActiveOn}
          size={30}
        />
        <Text size="sm" truncate="end">
          {m.userId === selfId ? `${m.userName} (you)` : m.userName}
        </Text>
        {m.role === 'OWNER' && regular && (
          <Badge size="xs" variant="light">
            Owner
          </Badge>
        )}
      </Group>
      {onRemove && (
        <Tooltip label="Remove from the group">
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Remove ${m.userName}`}
            onClick={onRemove}
            data-testid="group-member-remove"
          >
            <IconUserMinus size={16} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
