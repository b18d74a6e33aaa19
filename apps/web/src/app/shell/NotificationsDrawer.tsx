import { Button, Drawer, Group, Tabs } from '@mantine/core';
import { EmptyState } from '../../components/EmptyState';
import { SUPPORT_EMAIL } from '../nav';

/**
 * The notifications drawer (spec 000 §2.7), placeholder stage: tabs All and Action, 'Read All'
 * and 'Help', and the empty text. The list, read marks and actions come with the notifications feature.
 */
export default function NotificationsDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const empty = <EmptyState title="There is no notifications yet" />;
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="md" title="Notifications">
      <Group justify="flex-end" gap="xs" mb="xs">
        <Button size="xs" variant="subtle" disabled>
          Read All
        </Button>
        <Button size="xs" variant="subtle" component="a" href={`mailto:${SUPPORT_EMAIL}`}>
          Help
        </Button>
      </Group>
      <Tabs defaultValue="all">
        <Tabs.List>
          <Tabs.Tab value="all">All</Tabs.Tab>
          <Tabs.Tab value="action">Action</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="all">{empty}</Tabs.Panel>
        <Tabs.Panel value="action">{empty}</Tabs.Panel>
      </Tabs>
    </Drawer>
  );
}
