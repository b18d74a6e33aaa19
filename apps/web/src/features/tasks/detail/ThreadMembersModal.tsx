import { usersForAdditionSource } from '../pickers/pickerSources';
import { UserPickerModal } from '../pickers/UserPickerModal';
import type { SubAssignment } from '../types';

/** Picks colleagues to add to one sub-assignment's thread (those who may be added to that part). */
export function ThreadMembersModal({
  taskId,
  sub,
  saving,
  onClose,
  onSave,
}: {
  taskId: number;
  sub: SubAssignment;
  saving: boolean;
  onClose: () => void;
  onSave: (userIds: number[]) => void;
}) {
  return (
    <UserPickerModal
      opened
      title={`Add people to ${sub.assignee.userName}'s part`}
      source={usersForAdditionSource(taskId, sub.taskSubAssignmentId)}
      saving={saving}
      onClose={onClose}
      onSave={onSave}
    />
  );
}
