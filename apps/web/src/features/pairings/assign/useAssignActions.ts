import { useState } from 'react';
import type { AssignTab, BrandStatusAction } from '@crm/contracts';
import { toastError, toastSuccess } from '../../../lib/api';
import { confirmText, needsConfirm, type ActionPlace, type PendingAction } from '../actionConfirm';
import { useDiscardUndo } from '../discardUndo';
import { useBrandAction, type TabFilters } from '../queries';

/** Where the actions go: the event inventory, the tab they are sent from and its filters. */
type ActionScope = {
  eiId: number;
  tab: AssignTab;
  filters: TabFilters;
  place: ActionPlace;
  rows: readonly { brandId: number; brandName: string }[];
  total: number;
  /** `total` as shown ('10,000+' when capped). */
  totalLabel: string;
  /** Runs after an action succeeded (the selection empties). */
  onDone: () => void;
};

/**
 * Assign, discard and restore on the assign page (spec 001 §4): `request` confirms first what
 * actionConfirm.needsConfirm asks for, then sends the action; a discard offers Undo (discardUndo).
 * `dialog` drives the confirmation; the pending action stays set while it closes so its text does not blank.
 */
export function useAssignActions(scope: ActionScope) {
  const { eiId, tab, filters, place, rows, total, totalLabel, onDone } = scope;
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [confirming, setConfirming] = useState(false);
  const brandAction = useBrandAction();
  const showDiscardUndo = useDiscardUndo();

  const execute = (p: PendingAction) => {
    const body = {
      eiIds: [eiId],
      action: p.action,
      brandId: p.selectAll ? [] : p.brandIds,
      selectAll: p.selectAll,
      selectionType: tab,
      filters,
    };
    brandAction.mutate(body, {
      onSuccess: (r) => {
        if (p.action === 'DISCARD') showDiscardUndo(body, r.message);
        else toastSuccess(r.message);
        onDone();
        setConfirming(false);
      },
      onError: (e) => {
        toastError(e);
        setConfirming(false);
      },
    });
  };
  /** Discards, actions on several brands and assigning to a finished event are confirmed first. */
  const request = (action: BrandStatusAction, brandIds: number[], selectAll: boolean) => {
    const count = selectAll ? total : brandIds.length;
    if (count === 0) return;
    const brandName =
      count === 1 && !selectAll
        ? rows.find((r) => r.brandId === brandIds[0])?.brandName
        : undefined;
    const countLabel = selectAll ? totalLabel : undefined;
    const p: PendingAction = { action, brandIds, selectAll, count, countLabel, brandName };
    if (!needsConfirm(p, place)) return execute(p);
    setPending(p);
    setConfirming(true);
  };

  return {
    request,
    isPending: brandAction.isPending,
    dialog: {
      opened: confirming,
      text: pending ? confirmText(pending, place) : null,
      onConfirm: () => pending && execute(pending),
      onClose: () => !brandAction.isPending && setConfirming(false),
    },
  };
}

/** The assign page's status actions and their confirmation (useAssignActions). */
export type AssignActions = ReturnType<typeof useAssignActions>;

/** Requests a brand status action on some brands, or on all matching (useAssignActions). */
export type RequestAction = AssignActions['request'];
