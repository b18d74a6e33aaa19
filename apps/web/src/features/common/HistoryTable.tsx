import { Text } from '@mantine/core';
import type { StageHistoryEntry } from '@crm/contracts';
import { ChangeTable } from './ChangeTable';

/** 'FROM → TO' of a history row; an assignment without a previous state reads '— → ASSIGNED'. */
export function changeText(h: StageHistoryEntry): string {
  return `${h.fromStage ?? '—'} → ${h.toStage ?? '—'}`;
}

/**
 * A pairing-history table (who moved which pairing from what to what, when). `first` picks the
 * leading column: the brand (event inventory history) or the event inventory (brand history).
 */
export function HistoryTable({ rows, loading, first, testId }: { rows: StageHistoryEntry[] | undefined; loading: boolean; first: 'brand' | 'eventInventory'; testId: string }) {
  return (
    <ChangeTable
      columns={[first === 'brand' ? 'Brand' : 'Event inventory', 'Change']}
      rows={rows}
      loading={loading}
      testId={testId}
      empty={{ title: 'No history yet', description: 'Assignments and stage changes will be listed here.' }}
      cells={(h) => [
        <Text size="sm" fw={500}>
          {first === 'brand' ? h.brandName : `${h.eventName} · ${h.inventoryName}`}
        </Text>,
        <Text size="sm" ff="monospace">
          {changeText(h)}
        </Text>,
      ]}
    />
  );
}
