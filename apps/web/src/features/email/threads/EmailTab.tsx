import { useEffect, useState } from 'react';
import { Button, Center, Group, Pagination, Paper, Stack, Text } from '@mantine/core';
import { IconMailPlus, IconNotes } from '@tabler/icons-react';
import { EmptyState } from '../../../components/EmptyState';
import { LoadError, loadFailed } from '../../../components/LoadError';
import { SkeletonBlock } from '../../../components/SkeletonRows';
import { plural } from '../../../lib/format';
import { ComposeMailModal } from '../send/ComposeMailModal';
import { LogMailModal } from '../send/LogMailModal';
import { OutboxList } from '../send/OutboxList';
import type { ComposeContext } from '../send/useComposeMail';
import { ThreadDrawer, type Thread } from './ThreadDrawer';
import { ThreadRow } from './ThreadRow';
import { useEmailThreads, type MailRecord } from './useEmailThreads';

/** The subject of a reply: "Re: " before it, once. */
const replySubject = (subject: string) => (/^re:/i.test(subject) ? subject : `Re: ${subject}`);

/**
 * A brand's, a POC's or a pairing's Email tab (issue 41 §3): the conversations of the mailboxes connected in
 * Profile → Email that the caller may see, the latest first, 20 a page; a conversation opens in a drawer.
 * With `compose` (where a mail may be written from: the brand, the pairing, the POC) New mail and Reply
 * open the composer, Log a mail stores one from before the mailbox was connected, and the caller's mails
 * on their way or not sent show above (issue 41 §4). `onDialog` hears whether one of its dialogs is open
 * (a drawer holding the tab then leaves Escape to it).
 */
export default function EmailTab({
  compose,
  onDialog,
  thread,
  ...record
}: MailRecord & {
  compose?: ComposeContext;
  onDialog?: (open: boolean) => void;
  /** A conversation to open at first (a search result's). */
  thread?: string | null;
}) {
  const s = useEmailThreads(record, thread);
  const [writing, setWriting] = useState<ComposeContext | null>(null);
  const [logging, setLogging] = useState(false);
  const dialogOpen = s.openId !== null || writing !== null || logging;
  useEffect(() => onDialog?.(dialogOpen), [dialogOpen, onDialog]);
  const data = s.list.data;
  const reply = (t: Thread) => {
    const last = t.messages[t.messages.length - 1];
    s.open(null);
    setWriting({
      ...compose!,
      replyToThreadId: s.openId ?? undefined,
      subject: replySubject(t.subject ?? ''),
      toAddresses: last ? [last.fromAddress, ...last.to] : [],
    });
  };
  return (
    <Paper withBorder radius="md" data-testid="email-tab">
      {compose && (
        <MailActions
          brandId={compose.brandId}
          onNew={() => setWriting(compose)}
          onLog={() => setLogging(true)}
        />
      )}
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
        <ThreadList s={s} />
      )}
      <ThreadDrawer
        opened={s.openId !== null}
        thread={s.thread}
        onClose={() => s.open(null)}
        onReply={compose && reply}
      />
      <ComposeMailModal context={writing} onClose={() => setWriting(null)} />
      <LogMailModal
        brandId={logging && compose ? compose.brandId : null}
        onClose={() => setLogging(false)}
      />
    </Paper>
  );
}

/** New mail and Log a mail, and the caller's mails to brand `brandId` on their way or not sent. */
function MailActions(p: { brandId: number; onNew: () => void; onLog: () => void }) {
  return (
    <>
      <Group justify="flex-end" p="sm" pb={0} gap="xs">
        <Button
          size="xs"
          variant="default"
          leftSection={<IconNotes size={16} />}
          onClick={p.onLog}
          data-testid="email-log"
        >
          Log a mail
        </Button>
        <Button
          size="xs"
          leftSection={<IconMailPlus size={16} />}
          onClick={p.onNew}
          data-testid="email-new"
        >
          New mail
        </Button>
      </Group>
      <OutboxList brandId={p.brandId} />
    </>
  );
}

/** A page of conversations with the count and the pager. */
function ThreadList({ s }: { s: ReturnType<typeof useEmailThreads> }) {
  const data = s.list.data!;
  return (
    <Stack gap={0}>
      {data.threads.map((t) => (
        <ThreadRow key={t.threadId} thread={t} onOpen={() => s.open(t.threadId)} />
      ))}
      <Group justify="space-between" p="sm">
        <Text size="sm" c="dimmed">
          {plural(data.pageInfo.totalNoOfEntries, 'conversation')}
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
  );
}
