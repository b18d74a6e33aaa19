import { Button, Group, Kbd, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';

/** The task page's title and its 'Add task' button (shortcut T). */
export function TaskPageHeader({ onAdd }: { onAdd: () => void }) {
  return (
    <Group justify="space-between">
      <Title order={2}>Tasks</Title>
      <Button
        leftSection={<IconPlus size={16} />}
        rightSection={<Kbd size="xs">T</Kbd>}
        onClick={onAdd}
        data-testid="tasks-add-button"
      >
        Add task
      </Button>
    </Group>
  );
}
