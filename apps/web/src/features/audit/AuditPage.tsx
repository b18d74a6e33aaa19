import { useState } from 'react';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { AUDIT_ACTION_LABELS, PAGE_GATES, type AuditRecord } from '@crm/contracts';
import { ChangeTable } from '../../components/ChangeTable';
import { LoadMore } from '../../components/LoadMore';
import { RoleGate } from '../../components/RoleGate';
import { hasAnyRole } from '../../lib/user';
import { AuditChanges } from './AuditChanges';
import { AuditFilterBar } from './AuditFilterBar';
import { subjectText } from './auditLabels';
import { downloadAudit, useAuditLog, type AuditFilters } from './useAuditLog';

/** A record as the history table shows it: by whom (the address asked for a failed sign-in) and when. */
const asRow = (r: AuditRecord) => ({
  ...r,
  changedBy: { userName: r.actor?.name ?? (r.after?.email as string | undefined) ?? 'Unknown' },
  changedOn: r.at,
});

/**
 * /admin/audit (issue 40 §6): the audit trail, newest first, filtered by who, action, what and IST days,
 * 50 records at a time with Load more; a record's before and after open side by side; Download CSV saves
 * what the filters match. Admins only: others get the gate's words and no call.
 */
export default function AuditPage() {
  return (
    <RoleGate
      allowed={(u) => hasAnyRole(u, 'ADMIN')}
      gate={PAGE_GATES.adminAudit}
      testId="audit-not-allowed"
    >
      <AuditLog />
    </RoleGate>
  );
}

/** The audit trail's filters, table and download. */
function AuditLog() {
  const [filters, setFilters] = useState<AuditFilters>({});
  const [open, setOpen] = useState<AuditRecord | null>(null);
  const [saving, setSaving] = useState(false);
  const query = useAuditLog(filters);
  const rows = query.data?.pages.flatMap((p) => p.records).map(asRow);
  const download = () => {
    setSaving(true);
    void downloadAudit(filters).finally(() => setSaving(false));
  };
  return (
    <Stack gap="md" p="md">
      <Group justify="space-between">
        <Title order={2}>Audit trail</Title>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} />}
          loading={saving}
          onClick={download}
          data-testid="audit-download"
        >
          Download CSV
        </Button>
      </Group>
      <AuditFilterBar filters={filters} onChange={setFilters} />
      <ChangeTable
        columns={['Action', 'On', 'Address', 'Changes']}
        rows={rows}
        loading={query.isPending}
        query={query}
        cells={(r) => [
          AUDIT_ACTION_LABELS[r.action],
          subjectText(r),
          r.address ?? '—',
          r.before || r.after ? (
            <Anchor key="view" component="button" size="sm" onClick={() => setOpen(r)}>
              View
            </Anchor>
          ) : (
            <Text key="none" size="sm" c="dimmed">
              —
            </Text>
          ),
        ]}
        empty={{
          title: 'Nothing recorded',
          description: 'No record matches these filters.',
        }}
        testId="audit-table"
        rowTestId="audit-row"
        minWidth={860}
      />
      <LoadMore query={query} testId="audit-load-more" />
      <AuditChanges record={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
