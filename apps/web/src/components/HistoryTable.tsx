import { Text } from '@mantine/core';
import type { StageHistoryEntry } from '@crm/contracts';
import { ChangeTable } from './ChangeTable';
import { codeLabel } from '@crm/contracts';
import type { LoadQuery } from './LoadError';

/** 'From → To' of a history row in words (spec 001 §4 labels), e.g. 'In Progress → Won', 'Unassigned → Assigned'. */
function changeText(h: StageHistoryEntry): string {
  return `${codeLabel(h.fromStage)} → ${codeLabel(h.toStage)}`;
}

/**
 * A pairing-history table (who moved which pairing from what to what, when). `first` picks the
 * leading column: the brand (event inventory history) or the event inventory (brand history).
 */
export function HistoryTable({
  rows,
  loading,
  query,
  first,
  testId,
}: {
  rows: StageHistoryEntry[] | undefined;
  loading: boolean;
  query: LoadQuery;
  first: 'brand' | 'eventInventory';
  testId: string;
}) {
  return (
    <ChangeTable
      columns={[first === 'brand' ? 'Brand' : 'Event inventory', 'Change']}
      rows={rows}
      loading={loading}
      query={query}
      testId={testId}
      empty={{
        title: 'No history yet',
        description: 'Assignments and stage changes will be listed here.',
      }}
      cells={(h) => [
        <Text key="c1" size="sm" fw={500}>
          {first === 'brand' ? h.brandName : `${h.eventName} · ${h.inventoryName}`}
        </Text>,
        <Text key="c2" size="sm">
          {changeText(h)}
        </Text>,
      ]}
    />
  );
}
