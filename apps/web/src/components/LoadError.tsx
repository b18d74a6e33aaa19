import { Alert, Button, Group, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { ApiError, errorText } from '../lib/api';

/** The part of a TanStack query result a failed load needs: its error, a refetch and whether one runs. */
export type LoadQuery = { error: Error | null; refetch: () => unknown; isFetching: boolean };

/** True when a list's query failed and there is nothing to show instead (no earlier page kept). */
export const loadFailed = (q: LoadQuery & { data: unknown }) => !!q.error && q.data === undefined;

/**
 * A failed list load in place of its rows: 'Could not load …', the
 * server's message and a Retry button that refetches; no endless shimmer. A 403 is a refusal that a
 * retry will not change, so it shows the message without Retry.
 */
export function LoadError({ what, query }: { what: string; query: LoadQuery }) {
  const refused = query.error instanceof ApiError && query.error.status === 403;
  return (
    <Alert
      color={refused ? 'gray' : 'red'}
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={`Could not load ${what}`}
      data-testid="load-error"
    >
      <Group justify="space-between" wrap="nowrap" gap="md">
        <Text size="sm">{errorText(query.error)}</Text>
        {!refused && (
          <Button
            size="xs"
            variant="white"
            color="red"
            leftSection={<IconRefresh size={14} />}
            loading={query.isFetching}
            onClick={() => void query.refetch()}
            data-testid="load-retry"
          >
            Retry
          </Button>
        )}
      </Group>
    </Alert>
  );
}

/** LoadError as one full-width row of a table body. */
export function LoadErrorRow({ cols, ...props }: { cols: number; what: string; query: LoadQuery }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={cols}>
        <LoadError {...props} />
      </Table.Td>
    </Table.Tr>
  );
}
