import { Code, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { AUDIT_ACTION_LABELS, type AuditRecord } from '@crm/contracts';
import { formatDateTime } from '../../lib/format';
import { subjectText } from './auditLabels';

/** One state's fields as readable lines: `field: value` (values as JSON), or "—" for none. */
function FieldList({ title, fields }: { title: string; fields: AuditRecord['before'] }) {
  const entries = Object.entries(fields ?? {});
  return (
    <Stack gap={4} miw={0}>
      <Title order={5}>{title}</Title>
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          —
        </Text>
      ) : (
        entries.map(([k, v]) => (
          <Text key={k} size="sm" style={{ overflowWrap: 'anywhere' }}>
            <Text span fw={600}>
              {k}:
            </Text>{' '}
            <Code>{JSON.stringify(v)}</Code>
          </Text>
        ))
      )}
    </Stack>
  );
}

/** A record's before and after side by side (issue 40 §6), with who, when, where and what. */
export function AuditChanges({
  record,
  onClose,
}: {
  record: AuditRecord | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={record !== null}
      onClose={onClose}
      title={record ? AUDIT_ACTION_LABELS[record.action] : ''}
      size="xl"
      data-testid="audit-record"
    >
      {record && (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {record.actor?.name ?? 'Unknown'} · {formatDateTime(record.at)} IST ·{' '}
            {record.address ?? 'no address'} · {subjectText(record)}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <FieldList title="Before" fields={record.before} />
            <FieldList title="After" fields={record.after} />
          </SimpleGrid>
        </Stack>
      )}
    </Modal>
  );
}
