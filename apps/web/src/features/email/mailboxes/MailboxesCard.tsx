import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { MAILBOX_MESSAGES, type MailboxInfo } from '@crm/contracts';
import { LoadError, loadFailed } from '../../../components/LoadError';
import { SkeletonBlock } from '../../../components/SkeletonRows';
import { ConnectMailboxModal } from './ConnectMailboxModal';
import { DisconnectMailboxModal } from './DisconnectMailboxModal';
import { MailboxRow } from './MailboxRow';
import { MailboxSettingsModal } from './MailboxSettingsModal';
import { useMailboxes } from './useMailboxes';

type Dialog =
  { kind: 'connect' } | { kind: 'settings' | 'disconnect'; mailbox: MailboxInfo } | null;

/**
 * 'Email' on one's own profile (issue 41 §1): the connected mailboxes with their state, folders, first day
 * and what colleagues see; connect one (tested first), change its settings, disconnect it.
 */
export function MailboxesCard() {
  const { list, update, disconnect } = useMailboxes();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const data = list.data;
  return (
    <Paper withBorder radius="md" p="lg" data-testid="mailboxes">
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap="xs">
            <IconMail size={20} aria-hidden />
            <Title order={4}>Email</Title>
          </Group>
          {data?.canConnect && (
            <Button
              size="xs"
              onClick={() => setDialog({ kind: 'connect' })}
              data-testid="mailbox-connect"
            >
              Connect a mailbox
            </Button>
          )}
        </Group>
        {loadFailed(list) ? (
          <LoadError what="your mailboxes" query={list} />
        ) : !data ? (
          <SkeletonBlock lines={2} />
        ) : (
          <>
            {!data.canConnect && <Alert color="yellow">{MAILBOX_MESSAGES.keyMissing}</Alert>}
            {data.mailboxes.length === 0 ? (
              <Text size="sm" c="dimmed">
                Connect your work mailbox and the mails you exchange with brands’ points of contact
                show on their brands, POCs and deals.
              </Text>
            ) : (
              data.mailboxes.map((m) => (
                <MailboxRow
                  key={m.mailboxId}
                  mailbox={m}
                  onSettings={() => setDialog({ kind: 'settings', mailbox: m })}
                  onDisconnect={() => setDialog({ kind: 'disconnect', mailbox: m })}
                />
              ))
            )}
          </>
        )}
      </Stack>
      <ConnectMailboxModal opened={dialog?.kind === 'connect'} onClose={close} />
      <MailboxSettingsModal
        mailbox={dialog?.kind === 'settings' ? dialog.mailbox : null}
        saving={update.isPending}
        onSave={(s) => update.mutate(s, { onSuccess: close })}
        onClose={close}
      />
      <DisconnectMailboxModal
        mailbox={dialog?.kind === 'disconnect' ? dialog.mailbox : null}
        loading={disconnect.isPending}
        onConfirm={(q) => disconnect.mutate(q, { onSuccess: close })}
        onClose={close}
      />
    </Paper>
  );
}
