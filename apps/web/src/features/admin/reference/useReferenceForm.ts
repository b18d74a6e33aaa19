import { useEffect, useState } from 'react';
import { referenceCreateRequest, type ReferenceKind } from '@crm/contracts';
import { ApiError, errorText, toastSuccess } from '../../../lib/api';
import { useContractForm } from '../../../lib/form';
import { useReference } from '../../../lib/referenceQueries';
import { bodyOf, formErrors, formOf, type AnyRow, type FormField, type FormValues } from '../kinds';
import { useSaveReference } from '../queries';

/** A failed save's message, under the field it concerns (the name, for a clash) or, with no field, under the form. */
type ServerError = { field: FormField | null; message: string };

/**
 * The add (`row` null) or edit form of one settings row, checked by the kind's contract schema with its
 * sentences; it starts afresh at each opening. `shown` is a field's error (the schema's, else the server's
 * clash); `set` changes a field and clears the server's error; `onSubmit` saves (PUT / PATCH
 * /api/admin/<kind>), toasts and closes, or keeps the dialog open with the server's error.
 */
export function useReferenceForm({
  kind,
  opened,
  row,
  onClose,
}: {
  kind: ReferenceKind;
  opened: boolean;
  row: AnyRow | null;
  onClose: () => void;
}) {
  const contract = useContractForm<FormValues>({
    initialValues: formOf(kind, row),
    schema: referenceCreateRequest(kind),
    request: (v) => bodyOf(kind, v),
    // the schema's issues worded as sentences ('Name is required.'), one per failing field
    sentences: (v) => formErrors(kind, bodyOf(kind, v)),
  });
  const { restart, submit, form } = contract;
  const [serverError, setServerError] = useState<ServerError | null>(null);
  const save = useSaveReference(kind);
  const reference = useReference();
  useEffect(() => {
    if (!opened) return;
    restart(formOf(kind, row));
    setServerError(null);
  }, [opened, kind, row, restart]);
  const onSubmit = submit((v) => {
    save.mutate(
      { id: row?.id ?? null, fields: bodyOf(kind, v) },
      {
        onSuccess: (r) => {
          toastSuccess(r.message);
          onClose();
        },
        onError: (err) =>
          setServerError({
            field: err instanceof ApiError && err.code === 'ALREADY_EXISTS' ? 'name' : null,
            message: errorText(err),
          }),
      },
    );
  });
  return {
    values: form.values,
    reference: reference.data,
    shown: (f: FormField) =>
      form.errors[f] ?? (serverError?.field === f ? serverError.message : undefined),
    set: (f: FormField, v: string | null) => {
      form.setFieldValue(f, v ?? '');
      setServerError(null);
    },
    /** The server's error that concerns no field, shown under the form. */
    formError: serverError && !serverError.field ? serverError.message : null,
    saving: save.isPending,
    onSubmit,
  };
}
