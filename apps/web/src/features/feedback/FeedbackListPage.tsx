import { Badge, Group, Paper, Stack, Table, Title } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { FEEDBACK_PAGE_SIZE, feedbackRoutes, type FeedbackItem } from '@crm/contracts';
import { useApi } from '../../lib/useApi';
import { EmptyState } from '../../components/EmptyState';
import { LoadError, loadFailed } from '../../components/LoadError';
import { Pager } from '../../components/Pager';
import { SkeletonRows } from '../../components/SkeletonRows';
import { currentUser, hasAnyRole } from '../../lib/user';
import { FeedbackRow } from './FeedbackRow';

/** /feedback (admins): every feedback, newest first, 20 a page, with who sent it from which screen and the recording. */
export default function FeedbackListPage() {
  const [page, setPage] = useState(1);
  const admin = hasAnyRole(currentUser(), 'ADMIN');
  const q = useApi(
    feedbackRoutes.list,
    { pageNo: page, count: FEEDBACK_PAGE_SIZE },
    { placeholderData: keepPreviousData, enabled: admin },
  );
  if (!admin)
    return (
      <EmptyState title="Admins only" description="Only admins read the feedback staff send." />
    );
  const rows: FeedbackItem[] = q.data?.feedback ?? [];
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>Feedback</Title>
        {q.data && <Badge variant="light">{q.data.totalNoOfEntries}</Badge>}
      </Group>
      <Paper withBorder radius="md" p="sm">
        {loadFailed(q) ? (
          <LoadError what="the feedback" query={q} />
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="sm" data-testid="feedback-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>When</Table.Th>
                  <Table.Th>From</Table.Th>
                  <Table.Th>Screen</Table.Th>
                  <Table.Th>Feedback</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {q.isLoading ? (
                  <SkeletonRows rows={5} cols={4} />
                ) : !rows.length ? (
                  <Table.Tr>
                    <Table.Td colSpan={4}>
                      <EmptyState
                        title="No feedback yet"
                        description="What staff send from the Feedback tab appears here."
                      />
                    </Table.Td>
                  </Table.Tr>
                ) : (
                  rows.map((f) => <FeedbackRow key={f.id} f={f} />)
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {q.data && <Pager page={q.data} onChange={setPage} />}
      </Paper>
    </Stack>
  );
}
