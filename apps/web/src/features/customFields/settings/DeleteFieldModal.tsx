import { Stack, Text, TextInput } from '@mantine/core';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { noun } from './fieldText';
import type { ArchivedFieldsState } from './useArchivedFields';

/** Deleting an archived field for good: enabled once its label is typed (any case); a refusal shows below. */
export function DeleteFieldModal({ s }: { s: ArchivedFieldsState }) {
  const { deleting } = s;
  return (
    <ConfirmModal
      opened={!!deleting}
      title="Delete permanently?"
      confirmLabel="Delete permanently"
      color="red"
      loading={s.pending}
      disabled={!deleting || s.typed.trim().toLowerCase() !== deleting.label.toLowerCase()}
      onConfirm={s.remove}
      onClose={s.close}
    >
      <Stack gap="sm">
        <Text size="sm">
          “{deleting?.label}” and its values on {noun(s.entity, deleting?.usage ?? 0)} will be
          removed for good. This cannot be undone.
        </Text>
        <TextInput
          label={`Type “${deleting?.label}” to confirm`}
          value={s.typed}
          onChange={(e) => s.setTyped(e.currentTarget.value)}
          data-autofocus
          data-testid="cf-delete-confirm"
        />
        {s.error && (
          <Text c="red" size="sm" role="alert">
            {s.error}
          </Text>
        )}
      </Stack>
    </ConfirmModal>
  );
}
