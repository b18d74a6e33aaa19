import { useState } from 'react';
import type { CustomField, CustomFieldEntity } from '@crm/contracts';
import { errorText, toastError, toastSuccess } from '../../../lib/api';
import { useCustomFieldWrite } from '../queries';
import { noun } from './fieldText';

/**
 * What an admin does to the archived fields of `entity`: `restore(f)`; or `setDeleting(f)`, type its
 * label (`typed`) and `remove()` it for good (its values are purged; a refusal shows as `error`).
 */
export function useArchivedFields(entity: CustomFieldEntity) {
  const write = useCustomFieldWrite(entity);
  const [deleting, setDeleting] = useState<CustomField | null>(null);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setDeleting(null);
    setTyped('');
    setError(null);
  };
  // mutateAsync: the list unmounts when its last field goes, and the toast must still show
  const remove = () =>
    deleting &&
    write.mutateAsync({ op: 'removal', body: { fieldId: deleting.id, confirmLabel: typed } }).then(
      (r) => {
        toastSuccess(
          `${r.message}${r.purgedValues ? ` (values removed from ${noun(entity, r.purgedValues)})` : ''}`,
        );
        close();
      },
      (e) => setError(errorText(e)),
    );
  const restore = (f: CustomField) =>
    write
      .mutateAsync({ op: 'restore', body: { fieldId: f.id } })
      .then((r) => toastSuccess(r.message), toastError);
  return {
    entity,
    deleting,
    setDeleting,
    typed,
    setTyped,
    error,
    close,
    remove,
    restore,
    pending: write.isPending,
  };
}

/** The archived fields' state and actions, as the list's parts take them. */
export type ArchivedFieldsState = ReturnType<typeof useArchivedFields>;
