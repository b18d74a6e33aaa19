import { ActionIcon, Tooltip } from '@mantine/core';
import { IconCircle, IconCircleCheckFilled } from '@tabler/icons-react';

/** The round close / reopen control of a task or a sub-assignment. */
export function StatusToggle({
  closed,
  onToggle,
  label,
  disabled = false,
  testId,
}: {
  closed: boolean;
  onToggle: () => void;
  label: string;
  disabled?: boolean;
  testId?: string;
}) {
  const action = closed ? `Reopen ${label}` : `Close ${label}`;
  return (
    <Tooltip label={action}>
      <ActionIcon
        variant="subtle"
        color={closed ? 'green' : 'gray'}
        radius="xl"
        aria-label={action}
        aria-pressed={closed}
        disabled={disabled}
        onClick={(e) => {
          e.stopPropagation();
          onToggle();
        }}
        data-testid={testId}
      >
        {closed ? <IconCircleCheckFilled size={22} /> : <IconCircle size={22} />}
      </ActionIcon>
    </Tooltip>
  );
}
