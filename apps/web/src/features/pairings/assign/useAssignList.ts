import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  PAGE_SIZES,
  REALTIME_EVENTS,
  type AssignedBrand,
  type AssignTab,
  type PairingBrand,
  type PairingStageEvent,
} from '@crm/contracts';
import { ApiError, toastError } from '../../../lib/api';
import { invalidateAssignTabs } from '../../../lib/pairingCache';
import { useSocketEvent, useSocketReconnect } from '../../../lib/useSocket';
import { canWorkBrand, currentUser } from '../../../lib/user';
import { formatTotal } from '../../../lib/format';
import { useAssignTab, type AssignTabQuery } from '../queries';
import { useAssignViewPending } from './AssignSavedViews';
import type { AssignFilterState } from './useAssignFilters';

const isForbidden = (e: unknown) => e instanceof ApiError && e.status === 403;

/**
 * The page of brands the assign page shows (20 a page, spec 001 §9), which of them the user works,
 * and the totals of the other tabs under the same filters (one-row pages), read once a saved view the page
 * opens with is applied (useAssignViewPending). After an action empties the last page it steps back to the
 * new last page; a load failure other than 403 is toasted. `forbidden` when any list answered 403.
 * Live: a `pairing-stage` of this event inventory on /notifications (the event the board follows) refetches
 * its tabs, so a stage moved by someone else shows without a reload; so does the socket's reconnection.
 */
export function useAssignList(eiId: number, sharedOnly: boolean, f: AssignFilterState) {
  const viewPending = useAssignViewPending();
  const ready = eiId > 0 && !viewPending;
  const { tab, filters, sortBy, pageNo, setPageNo } = f;
  const qc = useQueryClient();
  useSocketEvent<PairingStageEvent>('/notifications', REALTIME_EVENTS.pairingStage, (ev) => {
    if (ev.eiId === eiId) invalidateAssignTabs(qc, eiId);
  });
  useSocketReconnect('/notifications', () => invalidateAssignTabs(qc, eiId));
  const base = { eiId, pageNo: 1, count: 1, filters, sortBy };
  const query: AssignTabQuery = {
    ...base,
    tab,
    pageNo,
    count: PAGE_SIZES.inventoryBrands,
    sharedWithMe: f.sharedWithMe,
  };
  const list = useAssignTab(query, ready);
  const totals = {
    UNASSIGNED: useAssignTab(
      { ...base, tab: 'UNASSIGNED' },
      ready && !sharedOnly && tab !== 'UNASSIGNED',
    ),
    ASSIGNED: useAssignTab({ ...base, tab: 'ASSIGNED' }, ready && tab !== 'ASSIGNED'),
    DISCARDED: useAssignTab(
      { ...base, tab: 'DISCARDED' },
      ready && !sharedOnly && tab !== 'DISCARDED',
    ),
  };
  /** A tab's total as shown ('10,000+' when capped), undefined while unknown. */
  const totalOf = (t: AssignTab) => {
    const d = t === tab ? list.data : totals[t].data;
    return d && formatTotal(d.totalNoOfEntries, d.totalCapped);
  };

  useEffect(() => {
    const d = list.data;
    if (d && !list.isPlaceholderData && d.totalPages > 0 && pageNo > d.totalPages)
      setPageNo(d.totalPages);
  }, [list.data, list.isPlaceholderData, pageNo, setPageNo]);

  const listError = list.error;
  useEffect(() => {
    if (listError && !isForbidden(listError)) toastError(listError);
  }, [listError]);

  const rows = (list.data?.brands ?? []) as (PairingBrand | AssignedBrand)[];
  const user = currentUser();
  /** Whether the user works the row's brand: selection, discard and collaborators are theirs alone. */
  const worksBrandOf = (b: PairingBrand) =>
    !sharedOnly &&
    canWorkBrand(
      user,
      b.brandOwners.map((o) => o.brandOwnerUserId),
    );
  return {
    /** A saved view the page opens with is not applied yet: nothing under the filters is read. */
    viewPending,
    list,
    rows,
    worksBrandOf,
    /** The rows the user may select, in list order. */
    selectableIds: rows.filter((r) => worksBrandOf(r)).map((r) => r.brandId),
    total: list.data?.totalNoOfEntries ?? 0,
    /** The total as shown: '10,000+' when the server counted only up to its cap. */
    totalLabel: formatTotal(list.data?.totalNoOfEntries ?? 0, list.data?.totalCapped),
    loading: list.isLoading || !list.data,
    totalOf,
    forbidden: [list.error, ...Object.values(totals).map((t) => t.error)].some(isForbidden),
  };
}

/** The assign page's list query and what the page reads off it (useAssignList). */
export type AssignList = ReturnType<typeof useAssignList>;
