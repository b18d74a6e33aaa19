import { Group, Pagination, Text } from '@mantine/core';

/** Paging footer: 'N results' and Mantine Pagination; hidden when there is nothing to page. */
export function Pager({
  pageNo,
  totalPages,
  total,
  onChange,
}: {
  pageNo: number;
  totalPages: number;
  total: number;
  onChange: (page: number) => void;
}) {
  if (total === 0) return null;
  return (
    <Group justify="space-between" mt="sm">
      <Text size="sm" c="dimmed">
        {total} {total === 1 ? 'result' : 'results'}
      </Text>
      {totalPages > 1 && (
        <Pagination value={pageNo} total={totalPages} onChange={onChange} size="sm" withEdges />
      )}
    </Group>
  );
}
