import { Badge, Group, Menu, Stack, Text } from '@mantine/core';
import { IconCheck, IconLock } from '@tabler/icons-react';
import type { SavedViewList } from '@crm/contracts';
import type { ViewOf } from './useSavedViews';

/** The caller's views (default and shared marked), then those team members share with them (read-only, with the owner's name). */
export function ViewItems<L extends SavedViewList>({
  views,
  active,
  onOpen,
}: {
  views: ViewOf<L>[] | undefined;
  active: ViewOf<L> | undefined;
  onOpen: (v: ViewOf<L>) => void;
}) {
  const own = views?.filter((v) => !v.readOnly) ?? [];
  const shared = views?.filter((v) => v.readOnly) ?? [];
  return (
    <>
      <Menu.Label>Your views</Menu.Label>
      {own.length === 0 && (
        <Menu.Item disabled>{views ? 'No saved views yet' : 'Loading…'}</Menu.Item>
      )}
      {own.map((v) => (
        <Menu.Item
          key={v.viewId}
          onClick={() => onOpen(v)}
          leftSection={<IconCheck size={14} opacity={v.viewId === active?.viewId ? 1 : 0} />}
          rightSection={
            <Group gap={4} wrap="nowrap">
              {v.isDefault && <Badge size="xs">Default</Badge>}
              {v.shared && (
                <Badge size="xs" color="teal">
                  Shared
                </Badge>
              )}
            </Group>
          }
          data-testid={`saved-view-${v.viewId}`}
        >
          <Text size="sm" truncate maw={150}>
            {v.name}
          </Text>
        </Menu.Item>
      ))}
      {shared.length > 0 && (
        <>
          <Menu.Divider />
          <Menu.Label>Shared with you (read-only)</Menu.Label>
          {shared.map((v) => (
            <Menu.Item
              key={v.viewId}
              onClick={() => onOpen(v)}
              leftSection={<IconLock size={14} />}
              data-testid={`saved-view-${v.viewId}`}
            >
              <Stack gap={0}>
                <Text size="sm" truncate maw={220}>
                  {v.name}
                </Text>
                <Text size="xs" c="dimmed">
                  by {v.ownerName}
                </Text>
              </Stack>
            </Menu.Item>
          ))}
        </>
      )}
    </>
  );
}
