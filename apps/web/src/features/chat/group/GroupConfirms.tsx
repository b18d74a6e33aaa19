import { ConfirmModal } from '../../../components/ConfirmModal';
import type { GroupActions } from './useGroupActions';

/** The confirmations of removing a member and of leaving the group. */
export function GroupConfirms({ name, actions: a }: { name: string; actions: GroupActions }) {
  return (
    <>
      <ConfirmModal
        opened={!!a.removing}
        title="Remove member"
        color="red"
        confirmLabel="Remove"
        loading={a.busy === 'remove'}
        onClose={() => a.setRemoving(null)}
        onConfirm={a.remove}
      >
        Remove {a.removing?.userName} from {name}? They keep the messages sent so far but see no new
        ones.
      </ConfirmModal>
      <ConfirmModal
        opened={a.leaving}
        title="Leave group"
        color="red"
        confirmLabel="Leave"
        loading={a.busy === 'leave'}
        onClose={() => a.setLeaving(false)}
        onConfirm={a.leave}
      >
        Leave {name}? You will no longer get its messages; the owner can add you again.
      </ConfirmModal>
    </>
  );
}
