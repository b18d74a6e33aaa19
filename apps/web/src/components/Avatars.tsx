import { Avatar, Box, Group, Text, Tooltip } from '@mantine/core';
import type { BrandOwner, UserSummary } from '@crm/contracts';
import { pushedLastActive, usePresence } from '../lib/presence';
import { useAvatarSrc } from '../lib/storedFiles';

/** Two-letter initials of a name. */
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

/** A brand's logo, or its initials when it has none. */
export function BrandAvatar({
  name,
  imageUrl,
  size = 32,
}: {
  name: string;
  imageUrl: string | null;
  size?: number;
}) {
  return (
    <Avatar src={imageUrl} alt={name} size={size} radius="sm" color="blue">
      {initials(name)}
    </Avatar>
  );
}

/** Dot colours of the online statuses (spec 000 §2.12). */
const PRESENCE_COLORS = {
  Online: 'var(--mantine-color-green-6)',
  Away: 'var(--mantine-color-yellow-6)',
  Offline: 'var(--mantine-color-gray-5)',
} as const;

type UserAvatarProps = {
  userId: number;
  name: string;
  imageUrl: string | null;
  /** The API's lastActiveOn; leave undefined when the API does not send it (the dot then shows only once the socket has reported the user). */
  lastActiveOn?: string | null;
  size?: number;
  color?: string;
};

/**
 * A user's avatar with the activity badge (spec 000 §2.12): a dot for Online (< 10 min), Away (< 30
 * min) or Offline, live from the presence store, and a tooltip with the name and the status.
 */
export function UserAvatar({
  userId,
  name,
  imageUrl,
  lastActiveOn,
  size = 26,
  color = 'grape',
}: UserAvatarProps) {
  const status = usePresence(userId, lastActiveOn);
  const src = useAvatarSrc(imageUrl);
  const known = lastActiveOn !== undefined || pushedLastActive(userId) !== undefined;
  const dot = Math.max(10, Math.round(size * 0.36));
  return (
    <Tooltip label={known ? `${name} · ${status}` : name}>
      <Box
        pos="relative"
        style={{ display: 'inline-flex', flexShrink: 0 }}
        data-presence={known ? status : undefined}
      >
        <Avatar src={src} alt={name} size={size} radius="xl" color={color}>
          {initials(name)}
        </Avatar>
        {known && (
          <Box
            component="span"
            role="img"
            aria-label={status}
            style={{
              position: 'absolute',
              right: -1,
              bottom: -1,
              zIndex: 1,
              width: dot,
              height: dot,
              borderRadius: '50%',
              background: PRESENCE_COLORS[status],
              border: '2px solid var(--mantine-color-body)',
            }}
          />
        )}
      </Box>
    </Tooltip>
  );
}

/** Brand owners as a stacked avatar group with names in tooltips; the first name beside it. */
export function OwnerAvatars({ owners }: { owners: BrandOwner[] }) {
  if (!owners.length)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <Group gap={6} wrap="nowrap">
      <Avatar.Group spacing="xs">
        {owners.slice(0, 3).map((o) => (
          <UserAvatar
            key={o.brandOwnerUserId}
            userId={o.brandOwnerUserId}
            name={o.isDeactivated ? `${o.brandOwnerUserName} (Deactivated)` : o.brandOwnerUserName}
            imageUrl={o.brandOwnerProfileImage}
            lastActiveOn={o.lastActiveOn}
          />
        ))}
        {owners.length > 3 && (
          <Avatar size={26} radius="xl">
            +{owners.length - 3}
          </Avatar>
        )}
      </Avatar.Group>
      <Text size="sm" lineClamp={1} c={owners[0]!.isDeactivated ? 'dimmed' : undefined}>
        {owners[0]!.brandOwnerUserName}
        {owners[0]!.isDeactivated ? ' (Deactivated)' : ''}
        {owners.length > 1 ? ` +${owners.length - 1}` : ''}
      </Text>
    </Group>
  );
}

/** Users (e.g. project owners) as small avatars with names. */
export function UserList({ users }: { users: UserSummary[] }) {
  if (!users.length)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <Group gap="sm">
      {users.map((u) => (
        <Group key={u.userId} gap={6} wrap="nowrap">
          <UserAvatar
            userId={u.userId}
            name={u.userName}
            imageUrl={u.profileImage}
            lastActiveOn={u.lastActiveOn}
            color="teal"
          />
          <Text size="sm">{u.userName}</Text>
        </Group>
      ))}
    </Group>
  );
}
