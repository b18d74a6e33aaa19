import { ActionIcon, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { EVENT_TEAM_TEXTS } from '@crm/contracts';
import { ConfirmModal } from './ConfirmModal';
import type { DeleteMeetingState } from './useDeleteMeeting';

/** A meeting's Delete button (data-testid="delete-meeting"): asks to delete `meetingId` (useDeleteMeeting). */
export function DeleteMeetingButton({
  meetingId,
  meetings,
}: {
  meetingId: number;
  meetings: DeleteMeetingState;
}) {
  return (
    <Tooltip label={EVENT_TEAM_TEXTS.deleteMeeting}>
      <ActionIcon
        size="sm"
        variant="subtle"
        color="red"
        aria-label={EVENT_TEAM_TEXTS.deleteMeeting}
        data-testid="delete-meeting"
        onClick={() => meetings.ask(meetingId)}
      >
        <IconTrash size={14} />
      </ActionIcon>
    </Tooltip>
  );
}

/** The confirmation of Delete meeting: open while a meeting is asked about; Delete deletes it (then Undo). */
export function DeleteMeetingConfirm({ meetings }: { meetings: DeleteMeetingState }) {
  return (
    <ConfirmModal
      opened={meetings.asking !== null}
      title={EVENT_TEAM_TEXTS.deleteMeeting}
      confirmLabel="Delete"
      color="red"
      loading={meetings.removing}
      onClose={meetings.cancel}
      onConfirm={meetings.confirm}
    >
      {EVENT_TEAM_TEXTS.deleteMeetingConfirm}
    </ConfirmModal>
  );
}
