import { CUSTOM_FIELD_MESSAGES, type CustomField, type CustomFieldEntity } from '@crm/contracts';
import { toastError, toastSuccess } from '../../../lib/api';
import { showUndoToast } from '../../../components/undoToast';
import { useCustomFieldWrite } from '../queries';

/**
 * What an admin does to the active fields of `entity`: `move(i, by)` swaps the `i`-th field with its
 * neighbour (-1 up, 1 down) and saves the order; `archive(f)` archives it and offers Undo (restore).
 */
export function useActiveFieldActions(entity: CustomFieldEntity, fields: CustomField[]) {
  const write = useCustomFieldWrite(entity);
  const move = (i: number, by: -1 | 1) => {
    const ids = fields.map((f) => f.id);
    [ids[i], ids[i + by]] = [ids[i + by], ids[i]];
    write.mutate({ op: 'reorder', body: { entity, fieldIds: ids } }, { onError: toastError });
  };
  // mutateAsync: the table unmounts when its last field is archived, and the toast must still show
  const archive = (f: CustomField) =>
    write
      .mutateAsync({ op: 'archive', body: { fieldId: f.id } })
      .then(() =>
        showUndoToast({
          message: `${CUSTOM_FIELD_MESSAGES.archived}; its values are kept`,
          testId: 'cf-undo-archive',
          onUndo: () =>
            write
              .mutateAsync({ op: 'restore', body: { fieldId: f.id } })
              .then((r) => toastSuccess(r.message), toastError),
        }),
      )
      .catch(toastError);
  return { move, archive, pending: write.isPending };
}

/** The active fields' actions, as a row takes them. */
export type ActiveFieldActions = ReturnType<typeof useActiveFieldActions>;
