import { Group, NumberInput, Select, TextInput } from '@mantine/core';
import { MAIL_SECURITY, type MailServer, type MailSecurity } from '@crm/contracts';

const SECURITY_LABELS: Record<MailSecurity, string> = {
  TLS: 'SSL/TLS',
  STARTTLS: 'STARTTLS',
  NONE: 'None (local only)',
};

/** One mail server's host, port and security (the connect dialog's IMAP and SMTP rows). */
export function ServerFields({
  label,
  value,
  error,
  onChange,
}: {
  label: 'IMAP' | 'SMTP';
  value: MailServer;
  error?: string | null;
  onChange: (v: MailServer) => void;
}) {
  return (
    <Group grow align="flex-start" gap="xs">
      <TextInput
        label={`${label} server`}
        value={value.host}
        error={error}
        onChange={(e) => onChange({ ...value, host: e.currentTarget.value })}
      />
      <NumberInput
        label="Port"
        min={1}
        max={65535}
        value={value.port}
        allowDecimal={false}
        maw={110}
        onChange={(port) => onChange({ ...value, port: Number(port) || 0 })}
      />
      <Select
        label="Security"
        data={MAIL_SECURITY.map((s) => ({ value: s, label: SECURITY_LABELS[s] }))}
        value={value.security}
        allowDeselect={false}
        onChange={(s) => s && onChange({ ...value, security: s as MailSecurity })}
      />
    </Group>
  );
}
