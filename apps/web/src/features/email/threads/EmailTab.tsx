import { Center, Group, Pagination, Paper, Stack, Text } from '@mantine/core';
import { EmptyState } from '../../../components/EmptyState';
import { LoadError, loadFailed } from '../../../components/LoadError';
import { SkeletonBlock } from '../../../components/SkeletonRows';
import { ThreadDrawer } from './ThreadDrawer';
import { ThreadRow } from './ThreadRow';
import { useEmailThreads, type MailRecord } from './useEmailThreads';

/**
 * A brand's or a POC's Email tab (issue 41 §3): the conversations of the mailboxes connected in Profile →
 * Email that the caller may see, the latest first, 20 a page; a conversation opens in a drawer.
 */
export default function EmailTab(record: MailRecord) {
  const s = useEmailThreads(record);
  const data = s.list.data;
  return (
    <Paper withBorder radius="md" data-testid="email-tab">
      {loadFailed(s.list) ? (
        <LoadError what="the mails" query={s.list} />
      ) : !data ? (
        <SkeletonBlock lines={4} />
      ) : data.threads.length === 0 ? (
        <Center p="lg">
          <EmptyState
            title="No mails yet"
            description="Mails exchanged with its points of contact show here once a mailbox is connected in Profile → Email."
          />
        </Center>
      ) : (
        <Stack gap={0}>
          {data.threads.map((t) => (
            <ThreadRow key={t.threadId} thread={t} onOpen={() => s.open(t.threadId)} />
          ))}
          <Group justify="space-between" p="sm">
            <Text size="sm" c="dimmed">
              {`${data.pageInfo.totalNoOfEntries} conversations`}
            </Text>
            {data.pageInfo.totalPages > 1 && (
              <Pagination
                total={data.pageInfo.totalPages}
                value={s.pageNo}
                onChange={s.setPageNo}
                size="sm"
              />
            )}
          </Group>
        </Stack>
      )}
      <ThreadDrawer opened={s.openId !== null} thread={s.thread} onClose={() => s.open(null)} />
    </Paper>
  );
}
