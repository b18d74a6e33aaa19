import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../components/EmptyState';
import { closedDealRoutes } from '@crm/contracts';
import { downloadRoute } from '../../lib/useApi';
import { formatCrore, IST } from '../../lib/format';
import { PresetPagedTable } from '../../components/PagedTable';
import { SearchBox } from '../../components/SearchBox';
import { usePageClamp } from '../../lib/usePageClamp';
import { useToastOnError } from '../../lib/useToastOnError';
import { closedDealCells } from './cells';
import { useManualClosures, type ManualClosureFilter } from './queries';
import { dropdownProps } from '../../components/dropdown';

/**
 * 'Deals closed manually' on the reports page (spec 001 §6: Admin, Management and Team Owners
 * only — TOs see their team's): the manual closures by financial year and brand or description search, their
 * count and value, and the xlsx download of the same rows.
 */
export function ManualClosuresCard() {
  const [filter, setFilter] = useState<ManualClosureFilter>({ financialYear: null, searchFor: '' });
  const [page, setPage] = useState(1);
  const [downloading, setDownloading] = useState(false);
  const q = useManualClosures(filter, page, true);
  useToastOnError(q.error);
  usePageClamp(q, page, setPage);
  const change = (patch: Partial<ManualClosureFilter>) => {
    setFilter((f) => ({ ...f, ...patch }));
    setPage(1);
  };
  const download = async () => {
    setDownloading(true);
    await downloadRoute(closedDealRoutes.manualClosuresDownload, { ...filter, timeZone: IST });
    setDownloading(false);
  };
  return (
    <Paper withBorder radius="md" p="md" data-testid="report-manual-closures">
      <Group justify="space-between" align="flex-start" mb="sm">
        <Stack gap={2}>
          <Title order={4}>Deals closed manually</Title>
          <Text size="sm" c="dimmed">
            {q.data
              ? `${q.data.totalNoOfEntries} deal${q.data.totalNoOfEntries === 1 ? '' : 's'} worth ${formatCrore(q.data.totalValue)}`
              : 'Deals recorded on brands outside the pipeline.'}
          </Text>
        </Stack>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} />}
          onClick={() => void download()}
          loading={downloading}
          data-testid="manual-closures-download"
        >
          Download
        </Button>
      </Group>
      <PresetPagedTable
        preset="dealsClosedManually"
        toolbar={
          <Group gap="sm" align="flex-end">
            <Select
              {...dropdownProps()}
              size="xs"
              label="Financial year"
              placeholder="All years"
              clearable
              data={(q.data?.financialYears ?? []).map((y) => ({ value: y, label: `FY ${y}` }))}
              value={filter.financialYear}
              onChange={(v) => change({ financialYear: v })}
              data-testid="manual-closures-fy"
            />
            <SearchBox
              value={filter.searchFor}
              onSearch={(v) => change({ searchFor: v })}
              placeholder="Search brand or deal"
              testId="manual-closures-search"
            />
          </Group>
        }
        query={q}
        items={(d) => d.deals}
        cells={closedDealCells}
        rowKey={(d) => d.closedDealId ?? `ei-${d.eiId}`}
        rowTestId="manual-closure-row"
        empty={
          <EmptyState
            title="No deals closed manually"
            description="Deals recorded on a brand's Closed deals show up here."
          />
        }
        what="the deals closed manually"
        testId="manual-closures"
        page={page}
        onPage={setPage}
      />
    </Paper>
  );
}
