import { Paper, Title } from '@mantine/core';
import { useState } from 'react';
import { HistoryTable } from '../../../components/HistoryTable';
import { Pager } from '../../../components/Pager';
import { useToastOnError } from '../../../lib/useToastOnError';
import { useEventInventoryHistory } from '../queries';

/** The event inventory's stage history, brand first, a page at a time. */
export function EiHistory({ eiId }: { eiId: number }) {
  const [pageNo, setPageNo] = useState(1);
  const query = useEventInventoryHistory(eiId, pageNo);
  const { data, isLoading } = query;
  useToastOnError(query.error);
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={4} mb="sm">
        History
      </Title>
      <HistoryTable
        rows={data?.history}
        loading={isLoading}
        query={query}
        first="brand"
        testId="ei-history"
      />
      {data && <Pager page={data} onChange={setPageNo} />}
    </Paper>
  );
}
