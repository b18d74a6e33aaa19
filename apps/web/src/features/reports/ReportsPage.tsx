import { Anchor, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { mayOpenReports, PAGE_GATES, reportRoutes, type ReportFilter } from '@crm/contracts';
import { EmptyState } from '../../components/EmptyState';
import { RoleGate } from '../../components/RoleGate';
import { IST } from '../../lib/format';
import { patchParams } from '../../lib/urlParams';
import { downloadRoute } from '../../lib/useApi';
import { ManualClosuresCard } from '../closedDeals';
import { currentUser, hasAnyRole } from '../../lib/user';
import { REPORTS } from './reportDefs';
import { ReportFilters } from './ReportFilters';
import { ReportPanel } from './ReportPanel';

/**
 * /reports and /reportsV2 (spec 000 §2.1): the reports of one event inventory — brand
 * movements by stages and by lead tags, lost reasons, drop-offs by stage, stage-wise turnaround time and,
 * with `showBrandDataCompletionReport=true`, brand data completion — each a chart with its table, filtered
 * by vertical; the xlsx download. The event, event inventory and vertical are in the URL. A role that may
 * not read the stage history (mayOpenReports) gets the gate's words and no report call.
 */
export default function ReportsPage() {
  return (
    <RoleGate
      allowed={(u) => mayOpenReports(u.roles, u.isAdmin)}
      gate={PAGE_GATES.reports}
      testId="reports-not-allowed"
    >
      <Reports />
    </RoleGate>
  );
}

/** The reports themselves, for a role that may open them. */
function Reports() {
  const [params, setParams] = useSearchParams();
  const eventId = Number(params.get('eventId')) || undefined;
  const eiId = Number(params.get('eiId')) || undefined;
  const verticalId = Number(params.get('verticalId')) || undefined;
  const showCompletion = params.get('showBrandDataCompletionReport') === 'true';
  const user = currentUser();
  const [downloading, setDownloading] = useState(false);
  const filter: ReportFilter | null = useMemo(
    () =>
      eiId ? { filterType: 'INVENTORY', filterValue: eiId, verticalId: verticalId ?? null } : null,
    [eiId, verticalId],
  );
  const download = async () => {
    if (!eiId) return;
    setDownloading(true);
    await downloadRoute(reportRoutes.download, { eiId, timeZone: IST });
    setDownloading(false);
  };

  return (
    <Stack gap="md" p="md">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>Reports</Title>
        <Button
          leftSection={<IconDownload size={16} />}
          onClick={() => void download()}
          loading={downloading}
          disabled={!eiId}
          data-testid="report-download"
        >
          Download
        </Button>
      </Group>
      <ReportFilters choice={{ eventId, eiId, verticalId }} onChange={patchParams(setParams)} />
      {!filter ? (
        <EmptyState
          title="Choose an event inventory"
          description="Reports are computed from the stage history of one event inventory: pick its event, then the inventory."
        />
      ) : (
        <SimpleGrid cols={{ base: 1, xl: 2 }}>
          {REPORTS.filter((r) => showCompletion || !r.completionOnly).map((r) => (
            <ReportPanel key={r.testId} report={r} filter={filter} />
          ))}
        </SimpleGrid>
      )}
      {filter && !showCompletion && (
        <Text size="sm" c="dimmed">
          The brand data completion report is on{' '}
          <Anchor
            component={Link}
            to={`/reportsV2?${new URLSearchParams({ ...Object.fromEntries(params), showBrandDataCompletionReport: 'true' })}`}
            size="sm"
            underline="always"
          >
            Reports V2
          </Anchor>
          .
        </Text>
      )}
      {hasAnyRole(user, 'ADMIN', 'MG', 'TO') && <ManualClosuresCard />}
    </Stack>
  );
}
