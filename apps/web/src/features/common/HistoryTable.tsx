import { Table, Text } from '@mantine/core';
import type { StageHistoryEntry } from '@crm/contracts';
import { EmptyState } from '../../components/EmptyState';
import { formatDateTime } from '../../lib/format';
import { SkeletonRows } from './SkeletonRows';

/** 'FROM → TO' of a history row; an assignment without a previous state reads '— → ASSIGNED'. */
export function changeText(h: StageHistoryEntry): string {
  const from = h.fromStage ?? '—';
  const to = h.toStage ?? '—';
  return `${from} → ${to}`;
}

/**
 * A pairing-history table (who moved which pairing from what to what, when). `first` picks the
 * leading column: the brand (event inventory history) or the event inventory (brand history).
 */
export function HistoryTable({ rows, loading, first, testId }: { rows: StageHistoryEntry[] | undefined; loading: boolean; first: 'brand' | 'eventInventory'; testId: string }) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs" striped data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{first === 'brand' ? 'Brand' : 'Event inventory'}</Table.Th>
            <Table.Th>Change</Table.Th>
            <Table.Th>By</Table.Th>
            <Table.Th>When</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading || !rows ? (
            <SkeletonRows rows={5} cols={4} />
          ) : rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={4}>
                <EmptyState title="No history yet" description="Assignments and stage changes will be listed here." />
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((h) => (
              <Table.Tr key={h.id}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {first === 'brand' ? h.brandName : `${h.eventName} · ${h.inventoryName}`}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {changeText(h)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{h.changedBy.userName}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(h.changedOn)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
