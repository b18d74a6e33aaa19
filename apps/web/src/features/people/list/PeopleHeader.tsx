import { Button, Group, Text, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { STATUS_LABELS, type PeopleStatus } from './statusLabels';

/** The Employees page's title ('Your Team' or 'All Employees' / status) and, for admins (`onAdd`), Add user. */
export function PeopleHeader({
  team,
  status,
  onAdd,
}: {
  team: boolean;
  status: PeopleStatus;
  onAdd: (() => void) | null;
}) {
  return (
    <Group justify="space-between">
      <Title order={2}>
        {team ? 'Your Team' : 'All Employees'}{' '}
        <Text span c="dimmed" fz="lg">
          / {STATUS_LABELS[status]}
        </Text>
      </Title>
      {onAdd && (
        <Button
          leftSection={<IconUserPlus size={16} />}
          onClick={onAdd}
          data-testid="people-add-user"
        >
          Add user
        </Button>
      )}
    </Group>
  );
}
