import { Avatar, Group, Text, Tooltip } from '@mantine/core';
import type { BrandOwner, UserSummary } from '@crm/contracts';

/** Two-letter initials of a name. */
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

/** A brand's logo, or its initials when it has none. */
export function BrandAvatar({ name, imageUrl, size = 32 }: { name: string; imageUrl: string | null; size?: number }) {
  return (
    <Avatar src={imageUrl} alt={name} size={size} radius="sm" color="blue">
      {initials(name)}
    </Avatar>
  );
}

/** Brand owners as a stacked avatar group with names in tooltips; the first name beside it. */
export function OwnerAvatars({ owners }: { owners: BrandOwner[] }) {
  if (!owners.length) return <Text size="sm" c="dimmed">—</Text>;
  return (
    <Group gap={6} wrap="nowrap">
      <Avatar.Group spacing="xs">
        {owners.slice(0, 3).map((o) => (
          <Tooltip key={o.brandOwnerUserId} label={o.brandOwnerUserName}>
            <Avatar src={o.brandOwnerProfileImage} alt={o.brandOwnerUserName} size={26} radius="xl" color="grape">
              {initials(o.brandOwnerUserName)}
            </Avatar>
          </Tooltip>
        ))}
        {owners.length > 3 && <Avatar size={26} radius="xl">+{owners.length - 3}</Avatar>}
      </Avatar.Group>
      <Text size="sm" lineClamp={1}>
        {owners[0]!.brandOwnerUserName}
        {owners.length > 1 ? ` +${owners.length - 1}` : ''}
      </Text>
    </Group>
  );
}

/** Users (e.g. project owners) as small avatars with names. */
export function UserList({ users }: { users: UserSummary[] }) {
  if (!users.length) return <Text size="sm" c="dimmed">—</Text>;
  return (
    <Group gap="sm">
      {users.map((u) => (
        <Group key={u.userId} gap={6} wrap="nowrap">
          <Avatar src={u.profileImage} alt={u.userName} size={26} radius="xl" color="teal">
            {initials(u.userName)}
          </Avatar>
          <Text size="sm">{u.userName}</Text>
        </Group>
      ))}
    </Group>
  );
}
