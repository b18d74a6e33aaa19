import { Group, Pagination, Text } from '@mantine/core';
import type { PageInfo } from '@crm/contracts';
import { formatTotal } from '../lib/format';

/**
 * Paging footer: 'N results' ('10,000+ results' when the total is capped) and Mantine Pagination for a
 * list answer's paging fields (`page` is usually the answer itself: pageNo, totalPages,
 * totalNoOfEntries, totalCapped); hidden when there is nothing to page.
 */
export function Pager({ page, onChange }: { page: PageInfo; onChange: (page: number) => void }) {
  const { pageNo, totalPages, totalNoOfEntries: total } = page;
  if (total === 0) return null;
  return (
    <Group justify="space-between" mt="sm">
      <Text size="sm" c="dimmed">
        {formatTotal(total, page.totalCapped)} {total === 1 ? 'result' : 'results'}
      </Text>
      {totalPages > 1 && (
        <Pagination value={pageNo} total={totalPages} onChange={onChange} size="sm" withEdges />
      )}
    </Group>
  );
}
