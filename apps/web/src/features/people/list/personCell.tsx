import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PersonRow } from '@crm/contracts';
import { UserAvatar } from '../../../components/Avatars';
import { RoleBadges } from '../../../components/RoleBadges';
import { formatListStamp } from '../../../lib/format';

/** A person's name cell: avatar, name linking to their profile, email and, when deactivated, the reason. */
function PersonName({ u }: { u: PersonRow }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <UserAvatar
        userId={u.userId}
        name={u.userName}
        imageUrl={u.profileImage}
        lastActiveOn={u.lastActiveOn}
        size={30}
      />
      <Stack gap={0}>
        <Anchor
          component={Link}
          to={`/profile/${u.userId}?name=${encodeURIComponent(u.userName)}`}
          size="sm"
          fw={600}
        >
          {u.userName}
        </Anchor>
        <Text size="xs" c="dimmed">
          {u.email}
        </Text>
        {u.deactivationReason && (
          <Text size="xs" c="red" lineClamp={2} data-testid="people-deactivation-reason">
            Deactivated: {u.deactivationReason}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

/** One cell of a person's row for a preset column id ('—' or 'Never' where there is no value). */
export function personCell(id: string, u: PersonRow): ReactNode {
  switch (id) {
    case 'name':
      return <PersonName u={u} />;
    case 'vertical':
      return u.verticalName ?? '—';
    case 'roles':
      return <RoleBadges roles={u.roles} short size="xs" />;
    case 'teamOwner':
      return u.teamOwnerName ?? '—';
    case 'lastActiveOn':
      return u.lastActiveOn ? formatListStamp(u.lastActiveOn) : 'Never';
    default:
      return null;
  }
}
