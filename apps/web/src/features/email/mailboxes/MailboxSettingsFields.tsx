import { Checkbox, Group, Select, Stack, Textarea } from '@mantine/core';
import {
  MAIL_VISIBILITY,
  MAIL_VISIBILITY_LABELS,
  type MailboxSettings,
  type MailFolder,
  type MailVisibility,
} from '@crm/contracts';
import { DateField } from '../../../components/DateField';
import { istDay } from '../../../lib/format';

/**
 * A mailbox's settings (issue 41 §1, §4): which of `folders` are read, from which day, what colleagues
 * see, and the signature of mails sent from it.
 */
export function MailboxSettingsFields({
  folders,
  value,
  onChange,
}: {
  folders: MailFolder[];
  value: MailboxSettings;
  onChange: (v: MailboxSettings) => void;
}) {
  return (
    <Stack gap="sm">
      <Checkbox.Group
        label="Folders read"
        value={value.folders}
        onChange={(picked) => onChange({ ...value, folders: picked })}
        error={value.folders.length ? null : 'Pick at least one folder'}
      >
        <Group gap="md" mt={4}>
          {folders.map((f) => (
            <Checkbox key={f.path} value={f.path} label={f.path} />
          ))}
        </Group>
      </Checkbox.Group>
      <DateField
        label="Read mail from"
        value={value.syncFrom}
        maxDate={{ day: istDay(), message: 'Pick a day up to today' }}
        onChange={(day) => day && onChange({ ...value, syncFrom: day })}
      />
      <Select
        label="Colleagues who may see the brand see"
        data={MAIL_VISIBILITY.map((v) => ({ value: v, label: MAIL_VISIBILITY_LABELS[v] }))}
        value={value.visibility}
        allowDeselect={false}
        onChange={(v) => v && onChange({ ...value, visibility: v as MailVisibility })}
      />
      <Textarea
        label="Signature"
        description="Fills {{user.signature}} in mails you send from the CRM"
        autosize
        minRows={2}
        maxLength={2000}
        value={value.signature}
        onChange={(e) => onChange({ ...value, signature: e.currentTarget.value })}
      />
    </Stack>
  );
}
