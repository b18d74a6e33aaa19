import { Anchor, Button, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type {
  CompletionReport,
  DropoffReport,
  LeadTagReport,
  LostReasonReport,
  ReportFilter,
  StageMovementReport,
  TurnaroundReport,
} from '@crm/contracts';
import { apiDownload } from '../../lib/api';
import { patchParams } from '../../lib/urlParams';
import { EmptyState } from '../../components/EmptyState';
import { ManualClosuresCard } from '../closedDeals/ManualClosuresCard';
import { useReference } from '../common/queries';
import { currentUser, hasAnyRole } from '../common/user';
import { EventPicker } from '../common/searchPickers';
import { useEventInfo } from '../events/queries';
import { REPORT_PATHS, useReport } from './queries';
import { ReportCard } from './ReportCard';
import { IST } from '../../lib/format';

const days = (v: unknown) => (v === null || v === undefined ? '—' : `${v} d`);
const percent = (v: unknown) => `${v}%`;

/**
 * /reports and /reportsV2 (issue 11 §1; spec 000 §2.1): the reports of one event inventory — brand
 * movements by stages and by lead tags, lost reasons, drop-offs by stage, stage-wise turnaround time and,
 * with `showBrandDataCompletionReport=true`, brand data completion — each a chart with its table, filtered
 * by vertical; the xlsx download. The event, event inventory and vertical are in the URL.
 */
export default function ReportsPage() {
  const [params, setParams] = useSearchParams();
  const update = patchParams(setParams);
  const eventId = Number(params.get('eventId')) || undefined;
  const eiId = Number(params.get('eiId')) || undefined;
  const verticalId = Number(params.get('verticalId')) || undefined;
  const showCompletion = params.get('showBrandDataCompletionReport') === 'true';
  const user = currentUser();
  const event = useEventInfo(eventId);
  const { data: ref } = useReference();
  const [downloading, setDownloading] = useState(false);
  const filter: ReportFilter | null = useMemo(
    () =>
      eiId ? { filterType: 'INVENTORY', filterValue: eiId, verticalId: verticalId ?? null } : null,
    [eiId, verticalId],
  );

  const stages = useReport<StageMovementReport>(REPORT_PATHS.stages, filter);
  const tags = useReport<LeadTagReport>(REPORT_PATHS.leadTags, filter);
  const lost = useReport<LostReasonReport>(REPORT_PATHS.lostReasons, filter);
  const dropoffs = useReport<DropoffReport>(REPORT_PATHS.dropoffs, filter);
  const turnaround = useReport<TurnaroundReport>(REPORT_PATHS.turnaround, filter);
  const completion = useReport<CompletionReport>(
    REPORT_PATHS.completion,
    showCompletion ? filter : null,
  );

  const inventories = (event.data?.eventInventories ?? []).map((ei) => ({
    value: String(ei.eiId),
    label: ei.inventoryName,
  }));
  const download = async () => {
    if (!eiId) return;
    setDownloading(true);
    await apiDownload('/user/stats/event-inventory/download', { eiId, timeZone: IST });
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
      <Group align="flex-end" gap="md">
        <EventPicker
          key={event.data ? 'loaded' : 'new'}
          label="Event"
          value={eventId ? String(eventId) : null}
          initial={
            event.data ? { value: String(event.data.eventId), label: event.data.eventName } : null
          }
          onChange={(v) => update({ eventId: v, eiId: null })}
          testId="report-event"
        />
        <Select
          label="Event inventory"
          placeholder={eventId ? 'Choose an inventory' : 'Choose an event first'}
          data={inventories}
          value={eiId ? String(eiId) : null}
          onChange={(v) => update({ eiId: v })}
          disabled={!eventId}
          searchable
          nothingFoundMessage="No inventories in this event"
          data-testid="report-inventory"
        />
        <Select
          label="Vertical"
          placeholder="All verticals"
          clearable
          data={(ref?.verticals ?? []).map((v) => ({ value: String(v.id), label: v.name }))}
          value={verticalId ? String(verticalId) : null}
          onChange={(v) => update({ verticalId: v })}
          data-testid="report-vertical"
        />
      </Group>
      {!filter ? (
        <EmptyState
          title="Choose an event inventory"
          description="Reports are computed from the stage history of one event inventory: pick its event, then the inventory."
        />
      ) : (
        <SimpleGrid cols={{ base: 1, xl: 2 }}>
          <ReportCard
            title="Brand movements by stages"
            description="Brands in each stage now, and brands that ever reached it."
            query={stages}
            rows={(d) => d.rows}
            category="label"
            series={[
              { key: 'current', name: 'Now', color: 'blue.6' },
              { key: 'reached', name: 'Ever reached', color: 'teal.5' },
            ]}
            columns={[
              { key: 'label', label: 'Stage' },
              { key: 'current', label: 'Now' },
              { key: 'reached', label: 'Ever reached' },
            ]}
            isEmpty={(d) => d.rows.every((r) => !r.reached && !r.current)}
            testId="report-stages"
          />
          <ReportCard
            title="Brand movements by lead tags"
            description="Assigned brands by their current lead tag."
            query={tags}
            rows={(d) => d.rows}
            category="label"
            series={[{ key: 'brands', name: 'Brands', color: 'grape.6' }]}
            columns={[
              { key: 'label', label: 'Lead tag' },
              { key: 'brands', label: 'Brands' },
            ]}
            testId="report-tags"
          />
          <ReportCard
            title="Lost reasons"
            description="Why brands said no: the brands now Not Interested, by reason."
            query={lost}
            rows={(d) => d.rows}
            category="reason"
            series={[{ key: 'brands', name: 'Brands', color: 'red.6' }]}
            columns={[
              { key: 'reason', label: 'Lost reason' },
              { key: 'brands', label: 'Brands' },
            ]}
            testId="report-lost"
          />
          <ReportCard
            title="Drop-offs by stage"
            description="Of the brands that reached a stage, how many were moved from it to Not Interested."
            query={dropoffs}
            rows={(d) => d.rows}
            category="label"
            series={[
              { key: 'reached', name: 'Reached', color: 'blue.6' },
              { key: 'droppedOff', name: 'Dropped off', color: 'red.5' },
            ]}
            columns={[
              { key: 'label', label: 'Stage' },
              { key: 'reached', label: 'Reached' },
              { key: 'droppedOff', label: 'Dropped off' },
              { key: 'dropoffPercent', label: 'Drop-off', format: percent },
            ]}
            isEmpty={(d) => d.rows.every((r) => !r.reached)}
            testId="report-dropoffs"
          />
          <ReportCard
            title="Stage-wise turnaround time"
            description="Days a brand spent in a stage before its next change: mean and median."
            query={turnaround}
            rows={(d) => d.rows}
            category="label"
            series={[
              { key: 'averageDays', name: 'Average days', color: 'orange.6' },
              { key: 'medianDays', name: 'Median days', color: 'yellow.6' },
            ]}
            columns={[
              { key: 'label', label: 'Stage' },
              { key: 'moves', label: 'Moves' },
              { key: 'averageDays', label: 'Average', format: days },
              { key: 'medianDays', label: 'Median', format: days },
            ]}
            isEmpty={(d) => d.rows.every((r) => !r.moves)}
            testId="report-turnaround"
          />
          {showCompletion && (
            <ReportCard
              title="Brand data completion"
              description={
                completion.data?.averagePercent != null
                  ? `Assigned brands by profile completion; average ${completion.data.averagePercent}%.`
                  : 'Assigned brands by profile completion.'
              }
              query={completion}
              rows={(d) => d.rows}
              category="bucket"
              series={[{ key: 'brands', name: 'Brands', color: 'cyan.6' }]}
              columns={[
                { key: 'bucket', label: 'Completion' },
                { key: 'brands', label: 'Brands' },
              ]}
              isEmpty={(d) => d.total === 0}
              testId="report-completion"
            />
          )}
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
