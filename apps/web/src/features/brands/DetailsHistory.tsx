import { Badge, Text } from '@mantine/core';
import { Fragment, useState } from 'react';
import { historyFieldLabel, type BrandChangeEntry } from '@crm/contracts';
import { Pager } from '../../components/Pager';
import { ChangeTable, ChangeValue } from '../../components/ChangeTable';
import { useToastOnError } from '../../lib/useToastOnError';
import { useBrandChangeHistory } from './profileQueries';

const ENTITY_COLORS: Record<BrandChangeEntry['entity'], string> = {
  BRAND: 'blue',
  LOCATION: 'teal',
  OWNER: 'grape',
};

/** Brand history (spec 001 §7 GET /brand/history, 10 a page): who changed which field from what to what, and when (IST). */
export function DetailsHistory({ brandId }: { brandId: number }) {
  const [pageNo, setPageNo] = useState(1);
  const query = useBrandChangeHistory(brandId, pageNo);
  const { data, isLoading } = query;
  useToastOnError(query.error);
  return (
    <>
      <ChangeTable
        columns={['Field', 'From', 'To']}
        rows={data?.history}
        loading={isLoading}
        query={query}
        testId="brand-change-history"
        rowTestId="brand-change-row"
        minWidth={760}
        empty={{
          title: 'No changes yet',
          description: 'Edits to this brand and its owners will be listed here.',
        }}
        cells={(h) => [
          <Fragment key="c1">
            <Badge variant="light" color={ENTITY_COLORS[h.entity]} size="sm">
              {historyFieldLabel(h.field)}
            </Badge>
            {h.reason && (
              <Text size="xs" c="dimmed" mt={2}>
                {h.reason}
              </Text>
            )}
          </Fragment>,
          <ChangeValue key="c2" v={h.fromValue} />,
          <ChangeValue key="c3" v={h.toValue} />,
        ]}
      />
      {data && <Pager page={data} onChange={setPageNo} />}
    </>
  );
}
