import { useState } from 'react';
import type { BrandAgency } from '@crm/contracts';
import { toastError, toastSuccess } from '../../lib/api';
import { useToastOnError } from '../../lib/useToastOnError';
import { useAgencyAssociation, useBrandAgencies } from './queries';

/** An association being removed: the whole agency, or (with `typeId`) one of its types. */
export type AgencyRemoval = { agency: BrandAgency; typeId?: number; typeName?: string };

/**
 * The Agencies sub-tab's state: the brand's agencies, the association dialog (`modal`: a new
 * association, or `editing`'s types), the removal being confirmed (`confirmRemove` removes it and
 * toasts) and the agency whose brands are open.
 */
export function useAgenciesPanel(brandId: number) {
  const agencies = useBrandAgencies(brandId);
  useToastOnError(agencies.error);
  const { remove } = useAgencyAssociation(brandId);
  const [modal, setModal] = useState<{ editing: BrandAgency | null } | null>(null);
  const [removing, setRemoving] = useState<AgencyRemoval | null>(null);
  const [viewing, setViewing] = useState<BrandAgency | null>(null);

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      toastSuccess(
        (
          await remove.mutateAsync({
            agencyId: removing.agency.agencyId,
            associationTypeId: removing.typeId,
          })
        ).message,
      );
      setRemoving(null);
    } catch (e) {
      toastError(e);
    }
  };

  return {
    agencies,
    canEdit: !!agencies.data?.canEdit,
    modal,
    setModal,
    removing,
    setRemoving,
    confirmRemove,
    removePending: remove.isPending,
    viewing,
    setViewing,
  };
}

/** The Agencies sub-tab's state, as its parts take it. */
export type AgenciesPanelState = ReturnType<typeof useAgenciesPanel>;
