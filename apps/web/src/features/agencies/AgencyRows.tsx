import { Table } from '@mantine/core';
import { EmptyState } from '../../components/EmptyState';
import { LoadErrorRow, loadFailed } from '../../components/LoadError';
import { SkeletonRows } from '../../components/SkeletonRows';
import { AgencyRow } from './AgencyRow';
import type { AgenciesPanelState } from './useAgenciesPanel';

/** The agencies table's body: the load error, skeleton rows while loading, the empty state, or a row per agency. */
export function AgencyRows({ s }: { s: AgenciesPanelState }) {
  const { agencies, canEdit } = s;
  const { data, isLoading } = agencies;
  if (loadFailed(agencies)) return <LoadErrorRow cols={4} what="the agencies" query={agencies} />;
  if (isLoading || !data) return <SkeletonRows rows={3} cols={3} />;
  if (data.agencies.length === 0)
    return (
      <Table.Tr>
        <Table.Td colSpan={4}>
          <EmptyState
            title="No agencies"
            description={
              canEdit
                ? 'Associate the creative, media, digital, PR or events agencies this brand works with.'
                : 'No agency is associated with this brand.'
            }
          />
        </Table.Td>
      </Table.Tr>
    );
  return data.agencies.map((a) => <AgencyRow key={a.agencyId} agency={a} s={s} />);
}
