import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { AuthUser, EventInventoryDetail } from '@crm/contracts';
import { latestParams } from '../../../lib/urlParams';
import { useToastOnError } from '../../../lib/useToastOnError';
import { currentUser, hasAnyRole, isInventoryManager } from '../../../lib/user';
import { detailTab, withDetailTab, type DetailTab } from '../detailTabs';
import { useEventInventory } from '../queries';

/** Where the event inventory sits: its event and names, from the loaded inventory or, until then, the link's query. */
export type EiPlace = { eventName: string; inventoryName: string; eventId: number };

/** What the user may do on the page: a PO of it, an admin, edit it (inventory manager or PO), assign brands. */
export type EiRoles = { isPo: boolean; isAdmin: boolean; canEdit: boolean; canAssign: boolean };

/** The event's name and id and the inventory's name; the link's eventName, inventoryName, eventId until it loads. */
function placeOf(ei: EventInventoryDetail | undefined, params: URLSearchParams): EiPlace {
  return {
    eventName: ei?.eventName ?? params.get('eventName') ?? '',
    inventoryName: ei?.inventoryName ?? params.get('inventoryName') ?? 'Inventory',
    eventId: ei?.eventId ?? (Number(params.get('eventId')) || 0),
  };
}

/** The user's roles on the event inventory (none of the PO's until it loads). */
function rolesOf(ei: EventInventoryDetail | undefined, user: AuthUser | null): EiRoles {
  const isPo = !!ei && !!user && ei.projectOwners.some((p) => p.userId === user.userId);
  return {
    isPo,
    isAdmin: hasAnyRole(user, 'ADMIN'),
    canEdit: !!ei && (isInventoryManager(user) || isPo),
    canAssign: ei ? ei.canAssign : false,
  };
}

/**
 * The state of /inventory/{eiId}: the id from the path (undefined when not a positive number), the open
 * tab (`tab1`, replaced in the URL on change), the event inventory's read (its error toasted), the Edit
 * dialog's state, its place and the user's roles.
 */
export function useInventoryDetail() {
  const { eiId: raw } = useParams();
  const eiId = Number(raw) > 0 ? Number(raw) : undefined;
  const [params, setParams] = useSearchParams();
  const { data: ei, isLoading, error } = useEventInventory(eiId);
  useToastOnError(error);
  const [editing, setEditing] = useState(false);
  const setTab = (v: string | null) =>
    v && setParams(withDetailTab(latestParams(), v as DetailTab), { replace: true });
  return {
    eiId,
    tab: detailTab(params),
    setTab,
    ei,
    isLoading,
    error,
    editing,
    setEditing,
    place: placeOf(ei, params),
    roles: rolesOf(ei, currentUser()),
  };
}
