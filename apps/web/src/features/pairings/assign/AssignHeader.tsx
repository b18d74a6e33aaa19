import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { pairingRoutes } from '@crm/contracts';
import { downloadRoute } from '../../../lib/useApi';
import { IST } from '../../../lib/format';
import { inventoryDetailPath } from '../../../lib/links';
import type { AssignSort, TabFilters } from '../queries';

/** The event inventory the page works on, as its link to the inventory shows it. */
export type AssignPlaceLink = {
  eiId: number;
  eventId: number;
  eventName: string;
  inventoryName: string;
};

/**
 * The assign page's title, its link back to the event inventory and, on the Assigned tab
 * (`csv` set), the Export CSV button, which downloads the assigned list under the current filters.
 */
export function AssignHeader({
  title,
  place,
  csv,
  total,
}: {
  title: string;
  place: AssignPlaceLink;
  csv: { filters: TabFilters; sortBy: AssignSort; sharedWithMe: boolean } | null;
  total: number;
}) {
  const [exporting, setExporting] = useState(false);
  const { eventName, inventoryName } = place;
  const exportCsv = async () => {
    setExporting(true);
    await downloadRoute(pairingRoutes.assignedCsv, {
      eiId: place.eiId,
      ...csv,
      timeZone: IST,
    });
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
      {csv && (
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
      )}
    </Group>
  );
}
