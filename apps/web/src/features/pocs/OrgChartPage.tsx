import { Group, Stack } from '@mantine/core';
import { EmptyState } from '../../components/EmptyState';
import { LoadError, loadFailed } from '../../components/LoadError';
import { SkeletonBlock } from '../../components/SkeletonRows';
import { OrgChartCanvas } from './orgChart/OrgChartCanvas';
import { OrgChartHeader } from './orgChart/OrgChartHeader';
import { OrgSidePanel } from './orgChart/OrgSidePanel';
import { useOrgChartPage, type OrgChartState } from './orgChart/useOrgChartPage';

/** The chart's body: the load error, a skeleton while loading, the empty state, or the chart and its side panel. */
function OrgChartBody({ s }: { s: OrgChartState }) {
  const { chart } = s;
  if (loadFailed(chart)) return <LoadError what="the org chart" query={chart} />;
  if (chart.isLoading || !chart.data) return <SkeletonBlock lines={6} height={40} />;
  if (chart.data.pocs.length === 0)
    return (
      <EmptyState
        title="No points of contact"
        description="Add POCs on the brand's Contacts tab to see the org chart."
      />
    );
  return (
    <Group align="flex-start" wrap="nowrap" gap="md">
      <OrgChartCanvas s={s} />
      <OrgSidePanel s={s} />
    </Group>
  );
}

/**
 * Org chart (/orgChart/{brandId}, spec 000 §2.1): the brand's POCs in department swimlanes with
 * their reporting lines, drawn with @xyflow/react (lazy-loaded with the page). Who may change the
 * brand edits a reporting line by dragging from a manager's bottom handle to a report's top handle,
 * deleting an edge (select, Backspace), or the 'Reports to' select of the selected POC; cycles are
 * refused by the server and toasted.
 */
export default function OrgChartPage() {
  const s = useOrgChartPage();
  if (!s.brandId)
    return <EmptyState title="Brand not found" description="The link has no brand id." />;
  return (
    <Stack gap="md" p="md">
      <OrgChartHeader brandId={s.brandId} brandName={s.chart.data?.brandName} canEdit={s.canEdit} />
      <OrgChartBody s={s} />
    </Stack>
  );
}
