import { useState } from 'react';
import { HistoryTable } from '../../../components/HistoryTable';
import { Pager } from '../../../components/Pager';
import { useToastOnError } from '../../../lib/useToastOnError';
import { useBrandStageHistory } from '../queries';
import { Section } from './Section';

/** The stage changes of the brand's pairings, newest first, a page at a time. */
export function StageHistorySection({ brandId }: { brandId: number }) {
  const [pageNo, setPageNo] = useState(1);
  const query = useBrandStageHistory(brandId, pageNo);
  const { data, isLoading } = query;
  useToastOnError(query.error);
  return (
    <Section title="Stage history">
      <HistoryTable
        rows={data?.history}
        loading={isLoading}
        query={query}
        first="eventInventory"
        testId="brand-history"
      />
      {data && <Pager page={data} onChange={setPageNo} />}
    </Section>
  );
}
