import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { toastFailure } from '../lib/api';

/**
 * Wraps a dropdown that can be disabled (spec 000 §5, §8): while `disabled`, a click on it shows its
 * configured `message` as an error toast instead of doing nothing.
 */
export function DisabledToast({
  disabled,
  message,
  children,
}: {
  disabled: boolean;
  message: string;
  children: ReactNode;
}) {
  return (
    <Box pos="relative">
      {children}
      {disabled && (
        <Box
          pos="absolute"
          style={{ inset: 0, cursor: 'not-allowed' }}
          onClick={() => toastFailure(message)}
          data-testid="disabled-dropdown"
          aria-hidden
        />
      )}
    </Box>
  );
}
