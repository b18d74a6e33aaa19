import { Paper, Stack } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { loadFailed } from '../../components/LoadError';
import { canOpenAssignPage, canWorkPairing, currentUser } from '../../lib/user';
import { AccessDenied } from './assign/AccessDenied';
import { ActionConfirmModal } from './assign/ActionConfirmModal';
import { AssignBulkBar } from './assign/AssignBulkBar';
import { AssignFilterBar } from './assign/AssignFilterBar';
import { AssignHeader } from './assign/AssignHeader';
import { AssignTable } from './assign/AssignTable';
import { AssignTabs } from './assign/AssignTabs';
import { BlockedBrandsButton } from './assign/BlockedBrands';
import { PairingDialogs } from './assign/PairingDialogs';
import { useAssignActions } from './assign/useAssignActions';
import { useAssignFilters, type AssignFilterState } from './assign/useAssignFilters';
import { useAssignList } from './assign/useAssignList';
import { useAssignSelection } from './assign/useAssignSelection';
import { useInventoryPlace } from './assign/useInventoryPlace';
import { usePairingDialogs } from './assign/usePairingDialogs';
import { AssignedControls, useBoardDisplay } from './board/DisplaySwitch';
import { PipelineBoard } from './board/PipelineBoard';

/**
 * /assignbrandV2/{eiId}?eventId&tab&eventName&inventoryName (spec 000 §2.1, 001 §4/§6): brands of an
 * event inventory in three tabs (UNASSIGNED, ASSIGNED, DISCARDED) with filters, selection, bulk
 * assign / discard / restore, a CSV export of each tab and, on the assigned tab, stage updates, call notes and collaborators.
 * Every discard is confirmed and offers Undo; restore undoes a discard. The Assigned tab also lists the
 * pairings shared with the user (accepted collaborations, marked 'Shared with me'; `view=shared` keeps only
 * those), where they update the stage and add call notes (canWorkPairing); discarding and inviting stay with
 * those who work the brand. The Assigned tab shows a list or, with `display=board`, the pipeline board
 * (issue 24 §1) under the same filters. Only PO, BO and TO users (or admins) may open it; others see the
 * spec's warning, except on `view=shared`, which shows them their shared pairings alone.
 */
export default function AssignBrandsPage() {
  const user = currentUser();
  const [params] = useSearchParams();
  // a user without a pipeline works only pairings shared with them: the page opens on those
  if (!canOpenAssignPage(user))
    return params.get('view') === 'shared' ? <AssignBrands sharedOnly /> : <AccessDenied />;
  return <AssignBrands sharedOnly={false} />;
}

function AssignBrands({ sharedOnly }: { sharedOnly: boolean }) {
  const { eiId: raw } = useParams();
  const eiId = Number(raw) > 0 ? Number(raw) : 0;
  const user = currentUser();
  const f = useAssignFilters(sharedOnly);
  const { tab, statusActions } = f;
  const display = useBoardDisplay();

  const { inventory, link, place } = useInventoryPlace(eiId, tab);
  const dialogs = usePairingDialogs(eiId, inventory?.inventoryId);
  const data = useAssignList(eiId, sharedOnly, f);
  const sel = useAssignSelection(data, f.listScope);
  const actions = useAssignActions({
    eiId,
    tab,
    filters: f.filters,
    place,
    rows: data.rows,
    total: data.total,
    totalLabel: data.totalLabel,
    onDone: sel.clear,
  });

  if (data.forbidden) return <AccessDenied />;
  if (!eiId)
    return (
      <EmptyState title="Inventory not found" description="The link has no event inventory id." />
    );

  const assigned = tab === 'ASSIGNED';
  return (
    <Stack gap="md" p="md">
      <AssignHeader
        title={f.viewTitle ?? 'Assign Brands'}
        place={link}
        csv={{ tab, filters: f.filters, sortBy: f.sortBy, sharedWithMe: f.sharedWithMe }}
        total={data.total}
      />
      <AssignTabs tab={tab} tabs={f.tabs} onChange={f.setTab} totalOf={data.totalOf} />
      {tab === 'UNASSIGNED' && <BlockedBrandsButton eiId={eiId} />}
      {assigned && <AssignedControls f={f} sharedOnly={sharedOnly} display={display} />}
      <AssignFilterBar f={f} sortable={!(assigned && display.board)} />

      {assigned && display.board ? (
        <AssignBoard eiId={eiId} f={f} viewPending={data.viewPending} />
      ) : (
        <Paper withBorder radius="md" p="sm">
          <AssignBulkBar
            sel={sel}
            total={data.total}
            totalLabel={data.totalLabel}
            loading={data.loading}
            loadFailed={loadFailed(data.list)}
            actions={statusActions}
            actionPending={actions.isPending}
            onAction={(a) => actions.request(a, [...sel.selection.ids], sel.selection.all)}
          />
          <AssignTable
            data={data}
            sel={sel}
            filtered={f.filtered}
            onPage={f.setPageNo}
            worksPairingOf={(b) => canWorkPairing(user, b)}
            sort={{ by: f.sortBy, value: f.sortValue, set: f.setSortValue }}
            ctx={{
              tab,
              eiId,
              eventId: link.eventId,
              inventory,
              actions: statusActions,
              actionPending: actions.isPending,
              request: actions.request,
              openStage: dialogs.openStage,
              openCollaborators: dialogs.openCollaborators,
              openMails: dialogs.openMails,
            }}
          />
        </Paper>
      )}

      <ActionConfirmModal actions={actions} />
      <PairingDialogs d={dialogs} />
    </Stack>
  );
}

/** The Assigned tab's pipeline board under the page's filters, once a saved view the page opens with is applied. */
function AssignBoard({
  eiId,
  f,
  viewPending,
}: {
  eiId: number;
  f: AssignFilterState;
  viewPending: boolean;
}) {
  if (viewPending) return null;
  return (
    <PipelineBoard
      req={{ eiId, filters: f.filters, sharedWithMe: f.sharedWithMe }}
      showPlace={false}
    />
  );
}
