import { Skeleton, Stack, Table } from '@mantine/core';

/** Shimmer rows for a table body while its page loads. */
export function SkeletonRows({ rows = 6, cols }: { rows?: number; cols: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, r) => (
        <Table.Tr key={r} data-testid="skeleton-row">
          {Array.from({ length: cols }, (_, c) => (
            <Table.Td key={c}>
              <Skeleton height={14} radius="sm" />
            </Table.Td>
          ))}
        </Table.Tr>
      ))}
    </>
  );
}

/** Shimmer blocks for a card list or a details panel. */
export function SkeletonBlock({ lines = 4, height = 18 }: { lines?: number; height?: number }) {
  return (
    <Stack gap="xs" data-testid="skeleton">
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} height={height} radius="sm" />
      ))}
    </Stack>
  );
}
