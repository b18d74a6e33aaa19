import { useEffect, useState } from 'react';
import { Radio, Stack, Text } from '@mantine/core';
import type { MailboxInfo } from '@crm/contracts';
import { ConfirmModal } from '../../../components/ConfirmModal';

/**
 * Disconnecting `mailbox` (open when given; issue 41 §1): reading stops at once and its password is
 * forgotten; the user keeps or removes the mails already linked. A disconnected mailbox offers removal only.
 */
export function DisconnectMailboxModal({
  mailbox,
  loading,
  onConfirm,
  onClose,
}: {
  mailbox: MailboxInfo | null;
  loading: boolean;
  onConfirm: (q: { mailboxId: number; keepMails: boolean }) => void;
  onClose: () => void;
}) {
  const [keep, setKeep] = useState('keep');
  const removing = mailbox?.status === 'DISCONNECTED';
  useEffect(() => setKeep(removing ? 'remove' : 'keep'), [mailbox, removing]);
  return (
    <ConfirmModal
      opened={!!mailbox}
      title={removing ? `Remove ${mailbox?.address}?` : `Disconnect ${mailbox?.address}?`}
      confirmLabel={removing ? 'Remove' : 'Disconnect'}
      color="red"
      loading={loading}
      onConfirm={() =>
        mailbox && onConfirm({ mailboxId: mailbox.mailboxId, keepMails: keep === 'keep' })
      }
      onClose={onClose}
    >
      <Stack gap="sm">
        <Text size="sm">
          {removing
            ? 'The mails it linked to brands, POCs and deals are removed from the CRM (they stay in your mailbox; connecting it again reads them again).'
            : 'The CRM stops reading this mailbox at once and forgets its password.'}
        </Text>
        {!removing && (
          <Radio.Group value={keep} onChange={setKeep} label="The mails already linked">
            <Stack gap={6} mt={4}>
              <Radio value="keep" label="Keep them on their brands, POCs and deals" />
              <Radio value="remove" label="Remove them from the CRM (they stay in your mailbox)" />
            </Stack>
          </Radio.Group>
        )}
      </Stack>
    </ConfirmModal>
  );
}
