import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { SkeletonBlock } from '../../../components/SkeletonRows';

/** One figure of the overview: its label over its value (a skeleton while `value` is null). */
export function Fact({
  label,
  value,
  testId,
}: {
  label: string;
  value: ReactNode | null;
  testId?: string;
}) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {value === null ? (
        <SkeletonBlock lines={1} height={26} />
      ) : (
        <Text fz={22} fw={700} data-testid={testId}>
          {value}
        </Text>
      )}
    </Paper>
  );
}
