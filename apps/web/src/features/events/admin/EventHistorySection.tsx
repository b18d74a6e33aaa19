import { Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { EVENT_HISTORY_LABELS, type EventHistoryItem } from '@crm/contracts';
import { ChangeTable } from '../../../components/ChangeTable';
import { Pager } from '../../../components/Pager';
import { formatChangeValue } from '../../../lib/format';
import { useEventHistory } from './queries';

/** One history row as the change table reads it. */
const rowOf = (h: EventHistoryItem) => ({
  ...h,
  changedBy: { userName: h.userName ?? '—' },
  changedOn: h.at,
});

/** The event's history (spec 001 §3 Event): action, field changes (from → to, days as dd/MM/yyyy), who and when; 15 a page. */
export function EventHistorySection({ eventId }: { eventId: number }) {
  const [page, setPage] = useState(1);
  const q = useEventHistory(eventId, page);
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={4} mb="xs">
        History
      </Title>
      <ChangeTable
        columns={['Action', 'Changes']}
        rows={q.data?.history.map(rowOf)}
        loading={q.isLoading}
        query={q}
        testId="admin-event-history"
        rowTestId="admin-event-history-row"
        empty={{
          title: 'No history yet',
          description: 'Changes to this event will be listed here.',
        }}
        cells={(h) => [
          EVENT_HISTORY_LABELS[h.action],
          <Stack gap={2} key="changes">
            {h.changes.length === 0 && (
              <Text size="sm" c="dimmed">
                —
              </Text>
            )}
            {h.changes.map((c) => (
              <Text size="sm" key={c.field} component="div">
                <b>{c.field}</b>: {formatChangeValue(c.from)} → {formatChangeValue(c.to)}
              </Text>
            ))}
          </Stack>,
        ]}
      />
      {q.data && q.data.totalPages > 1 && <Pager page={q.data} onChange={setPage} />}
    </Paper>
  );
}
