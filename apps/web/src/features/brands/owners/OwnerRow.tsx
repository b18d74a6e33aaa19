import { ActionIcon, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconUserMinus } from '@tabler/icons-react';
import type { BrandOwner } from '@crm/contracts';
import { UserAvatar } from '../../../components/Avatars';

/** One owner of a brand: avatar, name (struck through and 'Deactivated' when deactivated, else the vertical) and, for managers, Remove. */
export function OwnerRow({
  owner: o,
  onRemove,
}: {
  owner: BrandOwner;
  /** Removes the owner; absent when the user may not manage owners. */
  onRemove?: (o: BrandOwner) => void;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" data-testid="brand-owner-row">
      <Group gap="sm" wrap="nowrap">
        <UserAvatar
          userId={o.brandOwnerUserId}
          name={o.brandOwnerUserName}
          imageUrl={o.brandOwnerProfileImage}
          lastActiveOn={o.lastActiveOn}
          size={32}
        />
        <Stack gap={0}>
          <Text
            size="sm"
            fw={500}
            c={o.isDeactivated ? 'dimmed' : undefined}
            td={o.isDeactivated ? 'line-through' : undefined}
          >
            {o.brandOwnerUserName}
          </Text>
          <Text size="xs" c={o.isDeactivated ? 'red' : 'dimmed'}>
            {o.isDeactivated ? 'Deactivated' : (o.verticalName ?? '—')}
          </Text>
        </Stack>
      </Group>
      {onRemove && (
        <Tooltip label={`Remove ${o.brandOwnerUserName}`}>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Remove ${o.brandOwnerUserName}`}
            onClick={() => onRemove(o)}
          >
            <IconUserMinus size={16} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
