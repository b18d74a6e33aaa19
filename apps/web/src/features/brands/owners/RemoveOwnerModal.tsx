import { Stack, Text, Textarea } from '@mantine/core';
import { ConfirmModal } from '../../../components/ConfirmModal';
import type { OwnerEdits } from './useOwnerEdits';

/** 'Remove brand owner': confirms removing the chosen owner, with an optional reason. */
export function RemoveOwnerModal({ edits }: { edits: OwnerEdits }) {
  return (
    <ConfirmModal
      opened={!!edits.removing}
      title="Remove brand owner"
      confirmLabel="Remove"
      color="red"
      loading={edits.pending}
      disabled={!!edits.reasonTooLong}
      onConfirm={edits.remove}
      onClose={() => edits.setRemoving(null)}
    >
      <Stack gap="sm">
        <Text size="sm">
          Remove {edits.removing?.brandOwnerUserName} as an owner of this brand?
        </Text>
        <Textarea
          label="Reason (optional)"
          rows={3}
          value={edits.removeReason}
          onChange={(e) => edits.setRemoveReason(e.currentTarget.value)}
          error={edits.reasonTooLong}
        />
      </Stack>
    </ConfirmModal>
  );
}
