import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { pairingRoutes, type AssignTab } from '@crm/contracts';
import { downloadRoute } from '../../../lib/useApi';
import { IST } from '../../../lib/format';
import { inventoryDetailPath } from '../../../lib/links';
import { tabListFilters, type AssignSort, type TabFilters } from '../queries';

/** The event inventory the page works on, as its link to the inventory shows it. */
export type AssignPlaceLink = {
  eiId: number;
  eventId: number;
  eventName: string;
  inventoryName: string;
};

/** What the Export CSV button downloads: the tab's list under its current filters and sort. */
export type AssignCsv = {
  tab: AssignTab;
  filters: TabFilters;
  sortBy: AssignSort;
  sharedWithMe: boolean;
};

/**
 * Downloads a tab's list as CSV (spec 001 §7): the Assigned tab's pairings (POST
 * /api/event/inventory/brand/stage/v2/csv), or the Unassigned or Discarded brands (POST /api/event/brand/v2/csv).
 */
function downloadTab(eiId: number, { tab, sharedWithMe, ...q }: AssignCsv) {
  const body = { eiId, ...tabListFilters(tab, q), timeZone: IST };
  return tab === 'ASSIGNED'
    ? downloadRoute(pairingRoutes.assignedCsv, { ...body, sharedWithMe })
    : downloadRoute(pairingRoutes.unassignedCsv, { ...body, selectionType: tab });
}

/**
 * The assign page's title, its link back to the event inventory and the Export CSV button, which
 * downloads the current tab's list under its filters (`csv`).
 */
export function AssignHeader({
  title,
  place,
  csv,
  total,
}: {
  title: string;
  place: AssignPlaceLink;
  csv: AssignCsv;
  total: number;
}) {
  const [exporting, setExporting] = useState(false);
  const { eventName, inventoryName } = place;
  const exportCsv = async () => {
    setExporting(true);
    await downloadTab(place.eiId, csv);
    setExporting(false);
  };
  return (
    <Group justify="space-between" align="flex-start">
      <Stack gap={2}>
        <Title order={2}>{title}</Title>
        {(eventName || inventoryName) && (
          <Anchor
            component={Link}
            to={inventoryDetailPath(place)}
            size="sm"
            data-testid="assign-ei-link"
          >
            {[eventName, inventoryName].filter(Boolean).join(' · ')}
          </Anchor>
        )}
      </Stack>
      <Button
        variant="default"
        leftSection={<IconDownload size={16} />}
        onClick={exportCsv}
        loading={exporting}
        disabled={total === 0}
        data-testid="export-csv"
      >
        Export CSV
      </Button>
    </Group>
  );
}
