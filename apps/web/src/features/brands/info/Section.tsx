import { Group, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled card of the brand page, with an optional control (`right`) beside its title. */
export function Section({
  title,
  children,
  right,
}: {
  title: string;
  children: ReactNode;
  right?: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="sm">
        <Title order={4}>{title}</Title>
        {right}
      </Group>
      {children}
    </Paper>
  );
}
