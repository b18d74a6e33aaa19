import {
  Button,
  Group,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useLogMail, type LogMailState, type LogMode } from './useLogMail';

/**
 * "Log this email" (issue 41 §4), open while `brandId` is given: a mail from before the mailbox was
 * connected, pasted whole (its source, with headers: "Show original" in Gmail, "View source" in Outlook)
 * or typed in (the POC, which way, when in IST, subject, text). It joins its conversation like a read mail.
 */
export function LogMailModal({
  brandId,
  onClose,
}: {
  brandId: number | null;
  onClose: () => void;
}) {
  return (
    <Modal opened={brandId !== null} onClose={onClose} title="Log a mail" size="lg">
      {brandId !== null && <LogMailForm brandId={brandId} onClose={onClose} />}
    </Modal>
  );
}

function LogMailForm({ brandId, onClose }: { brandId: number; onClose: () => void }) {
  const s = useLogMail(brandId, onClose);
  const { draft, set } = s;
  return (
    <Stack gap="sm" data-testid="log-mail">
      {s.mailboxes.length > 1 && (
        <Select
          label="Into mailbox"
          data={s.mailboxes.map((m) => ({ value: String(m.mailboxId), label: m.address }))}
          value={draft.mailboxId === null ? null : String(draft.mailboxId)}
          allowDeselect={false}
          onChange={(v) => v && set({ mailboxId: Number(v) })}
        />
      )}
      <SegmentedControl
        value={draft.mode}
        onChange={(v) => set({ mode: v as LogMode })}
        data={[
          { value: 'source', label: 'Paste its source' },
          { value: 'typed', label: 'Type it in' },
        ]}
      />
      {draft.mode === 'source' ? (
        <Textarea
          label="The mail's source"
          description="With its headers: Gmail's “Show original”, Outlook's “View message source”, or an .eml file opened as text"
          autosize
          minRows={8}
          maxRows={16}
          value={draft.source}
          onChange={(e) => set({ source: e.currentTarget.value })}
          data-testid="log-mail-source"
        />
      ) : (
        <TypedFields s={s} />
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button
          onClick={() => s.log.mutate()}
          loading={s.log.isPending}
          disabled={!s.ready}
          data-testid="log-mail-save"
        >
          Log mail
        </Button>
      </Group>
    </Stack>
  );
}

/** A mail typed in: the POC, which way it went, when (IST), subject and text. */
function TypedFields({ s }: { s: LogMailState }) {
  const { draft, set } = s;
  return (
    <>
      <Group grow align="flex-start">
        <Select
          label="POC"
          required
          searchable
          data={s.pocs.map((p) => ({
            value: String(p.pocId),
            label: `${p.pocName} <${p.pocEmail}>`,
          }))}
          value={draft.pocId === null ? null : String(draft.pocId)}
          onChange={(v) => set({ pocId: v ? Number(v) : null })}
        />
        <Select
          label="Which way"
          data={[
            { value: 'RECEIVED', label: 'They wrote to me' },
            { value: 'SENT', label: 'I wrote to them' },
          ]}
          value={draft.direction}
          allowDeselect={false}
          onChange={(v) => v && set({ direction: v as 'RECEIVED' | 'SENT' })}
        />
      </Group>
      <DateTimePicker
        label="When (IST)"
        required
        maxDate={new Date()}
        value={draft.sentAt}
        onChange={(v) => set({ sentAt: v })}
      />
      <TextInput
        label="Subject"
        required
        maxLength={998}
        value={draft.subject}
        onChange={(e) => set({ subject: e.currentTarget.value })}
      />
      <Textarea
        label="Message"
        autosize
        minRows={4}
        maxRows={12}
        value={draft.body}
        onChange={(e) => set({ body: e.currentTarget.value })}
      />
    </>
  );
}
