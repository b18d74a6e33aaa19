import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The default empty-state title (spec 000 §2.12). */
const EMPTY_TITLE = 'Nothing to show';

/** The empty state of a list or a page: a title (spec 000 §2.12 default 'Nothing to show'), a line of help and an optional action. */
export function EmptyState({
  title = EMPTY_TITLE,
  description,
  action,
}: {
  title?: string;
  description?: string;
  action?: ReactNode;
}) {
  return (
    <Stack align="center" gap="xs" py="xl" data-testid="empty-state">
      <Title order={4}>{title}</Title>
      {description && (
        <Text c="dimmed" size="sm" ta="center" maw={420}>
          {description}
        </Text>
      )}
      {action}
    </Stack>
  );
}
