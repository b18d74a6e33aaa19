import { Text } from '@mantine/core';
import { historyFieldLabel } from '@crm/contracts';
import { useState } from 'react';
import { Pager } from '../../components/Pager';
import { ChangeTable, ChangeValue } from '../../components/ChangeTable';
import { useToastOnError } from '../../lib/useToastOnError';
import { useFieldHistory, type HistoryKind } from './queries';

/** POC, department or location history of a brand (spec 001 §7: 15 a page): who changed which field from what to what, and when (IST). */
export function FieldHistoryPanel({ brandId, kind }: { brandId: number; kind: HistoryKind }) {
  const [pageNo, setPageNo] = useState(1);
  const query = useFieldHistory(kind, brandId, pageNo);
  const { data, isLoading } = query;
  useToastOnError(query.error);
  return (
    <>
      <ChangeTable
        columns={[
          kind === 'poc' ? 'POC' : kind === 'department' ? 'Department' : 'Location',
          'Field',
          'From',
          'To',
        ]}
        rows={data?.history}
        loading={isLoading}
        query={query}
        testId={`${kind}-history`}
        empty={{
          title: 'No changes yet',
          description: 'Every change will be listed here with who made it and when.',
        }}
        cells={(h) => [
          <Text key="c1" size="sm" fw={500}>
            {h.entityName ?? (h.field === 'removed' ? h.from : '—')}
          </Text>,
          <Text key="c2" size="sm">
            {historyFieldLabel(h.field)}
          </Text>,
          <ChangeValue key="c3" v={h.from} />,
          <ChangeValue key="c4" v={h.to} />,
        ]}
      />
      {data && <Pager page={data} onChange={setPageNo} />}
    </>
  );
}
