import { Badge, Group, Text } from '@mantine/core';
import { ROLE_NAMES, type RoleCode } from '@crm/contracts';
import { UserAvatar } from '../../../components/Avatars';
import type { Person } from '../create/taskForm';
import { ROLE_PREFIX } from './useAssigneeOptions';

/** One option of the assignee dropdown: a role as its code and name, or a person with avatar, label and vertical. */
export function AssigneeOption({
  option,
  person: p,
}: {
  option: { value: string; label: string };
  person: Person | undefined;
}) {
  if (option.value.startsWith(ROLE_PREFIX)) {
    const code = option.value.slice(ROLE_PREFIX.length) as RoleCode;
    return (
      <Group gap="xs" wrap="nowrap">
        <Badge size="sm" variant="light" color="gray">
          {code}
        </Badge>
        <Text size="sm">{ROLE_NAMES[code]}</Text>
      </Group>
    );
  }
  return (
    <Group gap="sm" wrap="nowrap">
      {p && (
        <UserAvatar
          userId={p.userId}
          name={p.userName}
          imageUrl={p.profileImage}
          lastActiveOn={p.lastActiveOn}
          size={24}
        />
      )}
      <div>
        <Text size="sm">{option.label}</Text>
        {p?.verticalName && (
          <Text size="xs" c="dimmed">
            {p.verticalName}
          </Text>
        )}
      </div>
    </Group>
  );
}
