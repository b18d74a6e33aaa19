import { ConfirmModal } from '../../components/ConfirmModal';
import type { AgencyRemoval, AgenciesPanelState } from './useAgenciesPanel';

/** The question asked before a removal: one association type, or the whole agency. */
const questionOf = (r: AgencyRemoval) =>
  r.typeName
    ? `Remove the ${r.typeName} association with ${r.agency.agencyName}?`
    : `Remove ${r.agency.agencyName} from this brand?`;

/** The confirmation before an agency (or one of its association types) is removed from the brand. */
export function RemoveAgencyModal({ s }: { s: AgenciesPanelState }) {
  return (
    <ConfirmModal
      opened={!!s.removing}
      title="Remove agency association"
      confirmLabel="Remove"
      color="red"
      loading={s.removePending}
      onConfirm={s.confirmRemove}
      onClose={() => s.setRemoving(null)}
    >
      {s.removing ? questionOf(s.removing) : ''}
    </ConfirmModal>
  );
}
