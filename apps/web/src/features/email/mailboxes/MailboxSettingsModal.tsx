import { useEffect, useState } from 'react';
import { Modal, Stack } from '@mantine/core';
import { mailboxRoutes, type MailboxInfo, type MailboxSettings } from '@crm/contracts';
import { FormActions } from '../../../components/FormActions';
import { LoadError, loadFailed } from '../../../components/LoadError';
import { SkeletonBlock } from '../../../components/SkeletonRows';
import { useApi } from '../../../lib/useApi';
import { MailboxSettingsFields } from './MailboxSettingsFields';

/** The settings dialog of `mailbox` (open when given): its folders as the server lists them now, first day, visibility. */
export function MailboxSettingsModal({
  mailbox,
  saving,
  onSave,
  onClose,
}: {
  mailbox: MailboxInfo | null;
  saving: boolean;
  onSave: (s: MailboxSettings & { mailboxId: number }) => void;
  onClose: () => void;
}) {
  const folders = useApi(
    mailboxRoutes.folders,
    mailbox ? { mailboxId: mailbox.mailboxId } : undefined,
  );
  const [value, setValue] = useState<MailboxSettings | null>(null);
  useEffect(() => {
    if (mailbox)
      setValue({
        folders: mailbox.folders,
        syncFrom: mailbox.syncFrom,
        visibility: mailbox.visibility,
        signature: mailbox.signature,
      });
  }, [mailbox]);
  return (
    <Modal
      opened={!!mailbox}
      onClose={onClose}
      title={`Settings of ${mailbox?.address ?? ''}`}
      centered
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (mailbox && value) onSave({ mailboxId: mailbox.mailboxId, ...value });
        }}
      >
        <Stack>
          {loadFailed(folders) ? (
            <LoadError what="the mailbox's folders" query={folders} />
          ) : !folders.data || !value ? (
            <SkeletonBlock lines={3} />
          ) : (
            <MailboxSettingsFields
              folders={folders.data.folders}
              value={value}
              onChange={setValue}
            />
          )}
          <FormActions
            onCancel={onClose}
            saving={saving}
            invalid={!value?.folders.length || !folders.data}
            testId="mailbox-settings-save"
          />
        </Stack>
      </form>
    </Modal>
  );
}
