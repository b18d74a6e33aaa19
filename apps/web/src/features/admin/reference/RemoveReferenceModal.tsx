import { Alert, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { REFERENCE_LABELS, type ReferenceKind } from '@crm/contracts';
import { ApiError, toastError, toastSuccess } from '../../../lib/api';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { showUndoToast } from '../../../components/undoToast';
import { bodyOf, formOf, type AnyRow } from '../kinds';
import { useRemoveReference, useRestoreLocation, useSaveReference } from '../queries';

/** 'moved 2 brands, 1 POC' from a location removal's counts (spec 001 §5 MOVE_TO_PARENT). */
const movedText = (moved: Record<string, number>, parent: string) => {
  const words: Record<string, [string, string]> = {
    brands: ['brand HQ', 'brand HQs'],
    marketingOffices: ['marketing office', 'marketing offices'],
    pocs: ['POC', 'POCs'],
    events: ['event', 'events'],
    locations: ['location', 'locations'],
  };
  const parts = Object.entries(moved)
    .filter(([, n]) => n > 0)
    .map(([k, n]) => `${n} ${n === 1 ? words[k]?.[0] : words[k]?.[1]}`);
  return parts.length ? `; moved ${parts.join(', ')} to ${parent}` : '';
};

/**
 * Removal of one row with a confirmation: a location's dialog says where what uses it goes (its parent
 * location); a refusal (409: 'Industry is used by 12 brands') shows in the dialog. Every removal offers
 * Undo: a row nothing used is added again with the same fields; a city whose references moved to its
 * parent comes back with them (POST /admin/location/restore).
 */
export function RemoveReferenceModal({
  kind,
  row,
  onClose,
}: {
  kind: ReferenceKind;
  row: AnyRow | null;
  onClose: () => void;
}) {
  const remove = useRemoveReference(kind);
  const save = useSaveReference(kind);
  const restore = useRestoreLocation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    setRefusal(null);
    onClose();
  };
  const label = REFERENCE_LABELS[kind].one;
  const confirm = () => {
    if (!row) return;
    remove.mutate(row.id, {
      onSuccess: (r) => {
        close();
        if (r.locationRemovalId) {
          const removalId = r.locationRemovalId;
          return showUndoToast({
            message: `${r.message}${movedText(r.moved ?? {}, String(row.parentName))}`,
            testId: 'undo-remove-reference',
            onUndo: () =>
              restore.mutate(removalId, {
                onSuccess: (u) => toastSuccess(u.message),
                onError: toastError,
              }),
          });
        }
        showUndoToast({
          message: r.message,
          testId: 'undo-remove-reference',
          onUndo: () =>
            save.mutate(
              { id: null, fields: bodyOf(kind, formOf(kind, row)) },
              { onSuccess: () => toastSuccess(`${label} restored`), onError: toastError },
            ),
        });
      },
      onError: (e) =>
        e instanceof ApiError && e.status === 409 ? setRefusal(e.message) : toastError(e),
    });
  };
  return (
    <ConfirmModal
      opened={!!row}
      title={`Remove ${label.toLowerCase()}`}
      confirmLabel="Remove"
      color="red"
      loading={remove.isPending}
      disabled={!!refusal}
      onConfirm={confirm}
      onClose={close}
    >
      <Stack gap="xs">
        <Text size="sm">
          Remove “{row?.name}” from the {REFERENCE_LABELS[kind].many.toLowerCase()}?
        </Text>
        {kind === 'location' && (
          <Text size="sm" c="dimmed">
            {row?.parentName
              ? `Brands, marketing offices, POCs and events in ${row.name} move to ${String(row.parentName)}.`
              : 'It has no parent location: it can be removed only while nothing uses it.'}
          </Text>
        )}
        {refusal && (
          <Alert color="red" variant="light" data-testid="reference-refusal">
            {refusal}
          </Alert>
        )}
      </Stack>
    </ConfirmModal>
  );
}
