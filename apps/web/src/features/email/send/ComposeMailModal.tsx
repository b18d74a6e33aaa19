import { useState } from 'react';
import { Alert, Anchor, Button, Group, Modal, Select, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { DiscardModal } from '../../../components/DiscardModal';
import { useSessionUser } from '../../../lib/sessionUser';
import { usePhone } from '../../../lib/usePhone';
import { AttachmentPicker } from './AttachmentPicker';
import { MailTextFields } from './MailTextFields';
import { RecipientFields } from './RecipientFields';
import { useComposeMail, type ComposeContext, type ComposeState } from './useComposeMail';

/**
 * Writing a mail from the CRM (issue 41 §4), open while `context` is given: from one of the caller's
 * mailboxes to the brand's POCs, a template to start from, merge fields, the pairing's deck and case
 * studies; Send closes it at once (the mail goes as a job; a failure comes back as a notification).
 * Cancel with text in it asks first (a click outside or Escape does not close it). Full screen on a phone.
 */
export function ComposeMailModal({
  context,
  onClose,
}: {
  context: ComposeContext | null;
  onClose: () => void;
}) {
  const phone = usePhone();
  return (
    <Modal
      fullScreen={phone}
      opened={!!context}
      onClose={onClose}
      title={context?.replyToThreadId ? 'Reply' : 'New mail'}
      size="xl"
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
    >
      {context && <Composer context={context} onClose={onClose} />}
    </Modal>
  );
}

function Composer({ context, onClose }: { context: ComposeContext; onClose: () => void }) {
  const s = useComposeMail(context, onClose);
  const [confirming, setConfirming] = useState(false);
  const { draft } = s;
  const askClose = () => (s.dirty ? setConfirming(true) : onClose());
  if (s.mailboxesLoaded && !s.mailboxes.length) return <NoMailbox onClose={onClose} />;
  const canSend =
    draft.mailboxId !== null && draft.toPocIds.length > 0 && draft.subject.trim() !== '';
  return (
    <Stack gap="sm" data-testid="compose-mail">
      <RecipientFields s={s} />
      <MessageFields s={s} />
      <AttachmentPicker s={s} />
      <Group justify="flex-end">
        <Button variant="default" onClick={askClose}>
          Cancel
        </Button>
        <Button
          onClick={() => s.send.mutate()}
          loading={s.send.isPending}
          disabled={!canSend}
          data-testid="compose-send"
        >
          Send
        </Button>
      </Group>
      <DiscardModal
        opened={confirming}
        onCancel={() => setConfirming(false)}
        onDiscard={onClose}
        testId="compose-discard"
      />
    </Stack>
  );
}

/** Where a mail cannot be written yet: no connected mailbox; a link to Profile → Email. */
function NoMailbox({ onClose }: { onClose: () => void }) {
  const user = useSessionUser();
  return (
    <Stack>
      <Alert color="blue" title="No mailbox connected" data-testid="compose-no-mailbox">
        {'Connect your mailbox under '}
        <Anchor component={Link} to={`/profile/${user.userId}`}>
          Profile → Email
        </Anchor>
        {' to send mail from the CRM.'}
      </Alert>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      </Group>
    </Stack>
  );
}

/** A template to start from, the subject and the message with its merge fields. */
function MessageFields({ s }: { s: ComposeState }) {
  const { draft, setDraft } = s;
  // the value is read now: React's event is gone by the time an updater runs
  const set = (patch: Partial<typeof draft>) => setDraft((d) => ({ ...d, ...patch }));
  return (
    <>
      {s.templates.length > 0 && (
        <Select
          label="Start from a template"
          placeholder="None"
          clearable
          data={s.templates.map((t) => ({
            value: String(t.templateId),
            label: t.shared ? `${t.name} (shared)` : t.name,
          }))}
          onChange={(v) => {
            const t = s.templates.find((x) => String(x.templateId) === v);
            if (t) s.applyTemplate(t);
          }}
          data-testid="compose-template"
        />
      )}
      <MailTextFields value={draft} onChange={set} required testId="compose" />
    </>
  );
}
