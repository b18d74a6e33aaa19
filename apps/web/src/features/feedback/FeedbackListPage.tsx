import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { FEEDBACK_PAGE_SIZE, feedbackRoutes, type FeedbackItem } from '@crm/contracts';
import { useApi } from '../../lib/useApi';
import { formatDateTime } from '../../lib/format';
import { EmptyState } from '../../components/EmptyState';
import { UserAvatar } from '../../components/Avatars';
import { LoadError, loadFailed } from '../../components/LoadError';
import { Pager } from '../../components/Pager';
import { SkeletonRows } from '../../components/SkeletonRows';
import { currentUser, hasAnyRole } from '../../lib/user';
import { useFileObjectUrl } from '../../lib/storedFiles';

/** A feedback recording, played in place (downloads need the token, so the bytes are fetched first). */
function Recording({ url }: { url: string }) {
  const audio = useFileObjectUrl(url);
  if (audio.failed)
    return (
      <Text size="xs" c="red">
        Recording unavailable
      </Text>
    );
  return audio.src ? (
    <audio
      controls
      src={audio.src}
      style={{ height: 32, maxWidth: 260 }}
      data-testid="feedback-audio"
    />
  ) : (
    <Text size="xs" c="dimmed">
      Loading…
    </Text>
  );
}

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
                  rows.map((f) => (
                    <Table.Tr key={f.id} data-testid="feedback-row">
                      <Table.Td>
                        <Text size="sm">{formatDateTime(f.createdAt)}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <UserAvatar
                            userId={f.user.userId}
                            name={f.user.userName}
                            imageUrl={f.user.profileImage}
                            size={26}
                          />
                          <Text size="sm">{f.user.userName}</Text>
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" c="dimmed">
                          {f.screenName || '—'}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Stack gap={4}>
                          {f.feedbackText && (
                            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                              {f.feedbackText}
                            </Text>
                          )}
                          {f.mediaUrl && <Recording url={f.mediaUrl} />}
                        </Stack>
                      </Table.Td>
                    </Table.Tr>
                  ))
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
