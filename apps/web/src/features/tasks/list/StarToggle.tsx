import { ActionIcon, Tooltip } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';

/** The star of a task (spec 001 §4: optimistic, STAR / UNSTAR). */
export function StarToggle({
  starred,
  onToggle,
  testId,
}: {
  starred: boolean;
  onToggle: () => void;
  testId?: string;
}) {
  const label = starred ? 'Unstar task' : 'Star task';
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color={starred ? 'yellow' : 'gray'}
        aria-label={label}
        aria-pressed={starred}
        onClick={(e) => {
          e.stopPropagation();
          onToggle();
        }}
        data-testid={testId}
      >
        {starred ? <IconStarFilled size={18} /> : <IconStar size={18} />}
      </ActionIcon>
    </Tooltip>
  );
}
