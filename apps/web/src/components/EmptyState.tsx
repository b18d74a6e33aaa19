import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The empty state of a list or a page: a title, a line of help and an optional action. */
export function EmptyState({
  title,
  description,
  action,
}: {
  title: string;
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
