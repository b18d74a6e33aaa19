import { Group, SegmentedControl, Title } from '@mantine/core';
import { useState } from 'react';
import { FieldHistoryPanel } from '../FieldHistoryPanel';
import type { HistoryKind } from '../queries';

/** The Contacts sub-tab's History: POC, department or location changes, picked with a switch (POC first). */
export function PocHistorySection({ brandId }: { brandId: number }) {
  const [history, setHistory] = useState<HistoryKind>('poc');
  return (
    <>
      <Group justify="space-between" mt="md">
        <Title order={4}>History</Title>
        <SegmentedControl
          size="xs"
          value={history}
          onChange={(v) => setHistory(v as HistoryKind)}
          data={[
            { value: 'poc', label: 'POC' },
            { value: 'department', label: 'Department' },
            { value: 'location', label: 'Location' },
          ]}
          data-testid="history-kind"
        />
      </Group>
      <FieldHistoryPanel key={history} brandId={brandId} kind={history} />
    </>
  );
}
