import type { EventInventoryDetail } from '@crm/contracts';
import { EmptyState } from '../../../components/EmptyState';
import { CollabRequestsTab } from '../CollabRequestsTab';
import type { DetailTab } from '../detailTabs';
import { InventoryOverview } from '../InventoryOverview';
import { SuggestionsTab } from '../SuggestionsTab';
import type { EiRoles } from './useInventoryDetail';

/**
 * The open tab's content: the load error when the event inventory could not be read, else tab 2 the
 * collaboration requests, tab 3 the brand suggestions, tab 1 the overview (admins and POs manage it).
 */
export function DetailTabBody({
  eiId,
  tab,
  ei,
  state,
  roles,
}: {
  eiId: number;
  tab: DetailTab;
  ei: EventInventoryDetail | undefined;
  state: { isLoading: boolean; error: Error | null };
  roles: EiRoles;
}) {
  if (state.error && !ei)
    return <EmptyState title="Could not load this inventory" description={state.error.message} />;
  if (tab === '2') return <CollabRequestsTab eiId={eiId} />;
  if (tab === '3') return <SuggestionsTab eiId={eiId} projectOwners={ei?.projectOwners} />;
  return (
    <InventoryOverview
      eiId={eiId}
      ei={ei}
      isLoading={state.isLoading}
      canManage={roles.isAdmin || roles.isPo}
      isAdmin={roles.isAdmin}
    />
  );
}
