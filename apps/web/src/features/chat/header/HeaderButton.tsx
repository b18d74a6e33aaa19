import { ActionIcon, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  /** The tooltip. */
  tip: string;
  /** The accessible name (the tooltip's words unless given). */
  label?: string;
  testId: string;
  onClick: () => void;
  loading?: boolean;
  /** The icon. */
  children: ReactNode;
};

/** One icon button of the chat header, with its tooltip. */
export function HeaderButton({ tip, label = tip, testId, onClick, loading, children }: Props) {
  return (
    <Tooltip label={tip}>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        loading={loading}
        onClick={onClick}
        aria-label={label}
        data-testid={testId}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
