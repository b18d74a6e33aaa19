import { Badge, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { BRAND_FIELD_LABELS, type BrandChangeEntry } from '@crm/contracts';
import { EmptyState } from '../../components/EmptyState';
import { formatDateTime } from '../../lib/format';
import { Pager } from '../common/Pager';
import { SkeletonRows } from '../common/SkeletonRows';
import { useToastOnError } from '../common/useToastOnError';
import { useBrandChangeHistory } from './profileQueries';

const ENTITY_COLORS: Record<BrandChangeEntry['entity'], string> = { BRAND: 'blue', LOCATION: 'teal', OWNER: 'grape' };

function Value({ v }: { v: string | null }) {
  return v ? (
    <Text size="sm" lineClamp={2} style={{ wordBreak: 'break-word' }}>
      {v}
    </Text>
  ) : (
    <Text size="sm" c="dimmed">
      —
    </Text>
  );
}

/** Brand history (spec 001 §7 GET /brand/history, 10 a page): who changed which field from what to what, and when (IST). */
export function DetailsHistory({ brandId }: { brandId: number }) {
  const [pageNo, setPageNo] = useState(1);
  const { data, isLoading, error } = useBrandChangeHistory(brandId, pageNo);
  useToastOnError(error);
  return (
    <>
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing="xs" striped data-testid="brand-change-history">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Field</Table.Th>
              <Table.Th>From</Table.Th>
              <Table.Th>To</Table.Th>
              <Table.Th>By</Table.Th>
              <Table.Th>When</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {isLoading || !data ? (
              <SkeletonRows rows={5} cols={5} />
            ) : data.history.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={5}>
                  <EmptyState title="No changes yet" description="Edits to this brand and its owners will be listed here." />
                </Table.Td>
              </Table.Tr>
            ) : (
              data.history.map((h) => (
                <Table.Tr key={h.id} data-testid="brand-change-row">
                  <Table.Td>
                    <Badge variant="light" color={ENTITY_COLORS[h.entity]} size="sm">
                      {BRAND_FIELD_LABELS[h.field] ?? h.field}
                    </Badge>
                    {h.reason && (
                      <Text size="xs" c="dimmed" mt={2}>
                        {h.reason}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td maw={260}>
                    <Value v={h.fromValue} />
                  </Table.Td>
                  <Table.Td maw={260}>
                    <Value v={h.toValue} />
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
      {data && <Pager pageNo={data.pageNo} totalPages={data.totalPages} total={data.totalNoOfEntries} onChange={setPageNo} />}
    </>
  );
}
