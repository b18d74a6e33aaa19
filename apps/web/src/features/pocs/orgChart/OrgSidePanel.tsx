import { Paper, Select, Stack, Text } from '@mantine/core';
import type { OrgChartState } from './useOrgChartPage';

/** Beside the chart: the selected POC's name, role and 'Reports to' select (editable with canEdit), or a hint to select one. */
export function OrgSidePanel({ s }: { s: OrgChartState }) {
  const { current, canEdit } = s;
  return (
    <Paper withBorder radius="md" p="md" w={280} data-testid="org-side-panel">
      {current ? (
        <Stack gap="xs">
          <Text fw={600}>{current.pocName}</Text>
          <Text size="sm" c="dimmed">
            {current.pocRole ?? '—'}
          </Text>
          <Select
            label="Reports to"
            placeholder="Nobody"
            clearable
            searchable
            disabled={!canEdit || s.saving}
            data={s.laid
              .filter((p) => p.pocId !== current.pocId)
              .map((p) => ({ value: String(p.pocId), label: p.pocName }))}
            value={current.reportsToPocId ? String(current.reportsToPocId) : null}
            onChange={(v) => s.setManager(current.pocId, v ? Number(v) : null)}
            data-testid="org-reports-to"
          />
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          Select a POC to see {canEdit ? 'and change ' : ''}who they report to.
        </Text>
      )}
    </Paper>
  );
}
