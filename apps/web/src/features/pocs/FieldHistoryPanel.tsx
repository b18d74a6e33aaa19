import { Table, Text } from '@mantine/core';
import { useState } from 'react';
import { EmptyState } from '../../components/EmptyState';
import { formatDateTime } from '../../lib/format';
import { Pager } from '../common/Pager';
import { SkeletonRows } from '../common/SkeletonRows';
import { useToastOnError } from '../common/useToastOnError';
import { useFieldHistory, type HistoryKind } from './queries';

/** Readable names of the history fields. */
const FIELD_LABELS: Record<string, string> = {
  created: 'Added', removed: 'Removed', pocName: 'Name', pocRole: 'Role', pocEmail: 'Email', phoneNumbers: 'Phone numbers', linkedInUrl: 'LinkedIn',
  pocIsPrimary: 'Primary', department: 'Department', city: 'City', reportsTo: 'Reports to', name: 'Name', associationTypes: 'Association types',
};

/** POC, department or location history of a brand (spec 001 §7: 15 a page): who changed which field from what to what, and when (IST). */
export function FieldHistoryPanel({ brandId, kind }: { brandId: number; kind: HistoryKind }) {
  const [pageNo, setPageNo] = useState(1);
  const { data, isLoading, error } = useFieldHistory(kind, brandId, pageNo);
  useToastOnError(error);
  return (
    <>
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="xs" striped data-testid={`${kind}-history`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{kind === 'poc' ? 'POC' : kind === 'department' ? 'Department' : 'Location'}</Table.Th>
              <Table.Th>Field</Table.Th>
              <Table.Th>From</Table.Th>
              <Table.Th>To</Table.Th>
              <Table.Th>By</Table.Th>
              <Table.Th>When</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {isLoading || !data ? (
              <SkeletonRows rows={4} cols={6} />
            ) : data.history.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={6}>
                  <EmptyState title="No changes yet" description="Every change will be listed here with who made it and when." />
                </Table.Td>
              </Table.Tr>
            ) : (
              data.history.map((h) => (
                <Table.Tr key={h.id}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {h.entityName ?? (h.field === 'removed' ? h.from : '—')}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{FIELD_LABELS[h.field] ?? h.field}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c={h.from ? undefined : 'dimmed'}>
                      {h.from ?? '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c={h.to ? undefined : 'dimmed'}>
                      {h.to ?? '—'}
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
      {data && <Pager pageNo={pageNo} totalPages={data.totalPages} total={data.totalNoOfEntries} onChange={setPageNo} />}
    </>
  );
}
