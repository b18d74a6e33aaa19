import { Button, Group, Tabs } from '@mantine/core';
import { IconChecks, IconHelpCircle } from '@tabler/icons-react';

/**
 * The notifications drawer's bar: the All and Action tabs, 'Read All' (off while nothing is unread;
 * `readingAll` while it runs) and 'Help' (a link to `helpHref`).
 */
export function NotificationsTabBar({
  unread,
  readingAll,
  onReadAll,
  helpHref,
}: {
  unread: number;
  readingAll: boolean;
  onReadAll: () => void;
  helpHref: string;
}) {
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      mb="sm"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Tabs.List style={{ borderBottom: 0 }}>
        <Tabs.Tab value="ALL" data-testid="notifications-tab-all">
          All
        </Tabs.Tab>
        <Tabs.Tab value="ACTION" data-testid="notifications-tab-action">
          Action
        </Tabs.Tab>
      </Tabs.List>
      <Group gap={4} wrap="nowrap">
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconChecks size={14} />}
          disabled={unread === 0}
          loading={readingAll}
          onClick={onReadAll}
          data-testid="notifications-read-all"
        >
          Read All
        </Button>
        <Button
          size="compact-sm"
          variant="subtle"
          color="gray"
          leftSection={<IconHelpCircle size={14} />}
          component="a"
          href={helpHref}
        >
          Help
        </Button>
      </Group>
    </Group>
  );
}
