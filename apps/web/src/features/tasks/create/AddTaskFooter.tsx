import { Button, Group, Kbd, Paper, Text } from '@mantine/core';

/** The Add Task form's sticky footer: the mention shortcuts guide, Cancel, and Add (disabled until the form may be sent). */
export function AddTaskFooter({
  canAdd,
  submitting,
  onAdd,
  onCancel,
}: {
  canAdd: boolean;
  submitting: boolean;
  onAdd: () => void;
  onCancel: () => void;
}) {
  return (
    <Paper
      pos="sticky"
      bottom={0}
      py="sm"
      radius={0}
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)', zIndex: 5 }}
    >
      <Group justify="space-between" wrap="nowrap">
        <Text size="xs" c="dimmed" data-testid="task-shortcuts-guide">
          <Kbd size="xs">/</Kbd> for Brand · <Kbd size="xs">@</Kbd> for Person / Role ·{' '}
          <Kbd size="xs">#</Kbd> Inventory · <Kbd size="xs">!</Kbd> Event
        </Text>
        <Group gap="sm" wrap="nowrap">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={onAdd} disabled={!canAdd} loading={submitting} data-testid="task-add">
            Add
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
