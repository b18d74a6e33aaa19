import { useState } from 'react';
import {
  CustomFieldCreateRequest,
  CustomFieldUpdateRequest,
  isSelectType,
  type CustomField,
  type CustomFieldEntity,
} from '@crm/contracts';
import { errorText, toastSuccess } from '../../../lib/api';
import { useCustomFieldWrite } from '../queries';
import { draftOf, optionsOf, problem, type FieldDraft } from './fieldDraft';

/**
 * The custom field form of `field` (null: a new field of `entity`). `submit` checks the request with
 * the contract's schema (the first issue shows as `error`), then creates or updates the field, toasts
 * and calls `onClose`; a server error shows as `error`. Editing the label or an option clears it.
 */
export function useFieldForm(
  entity: CustomFieldEntity,
  field: CustomField | null,
  onClose: () => void,
) {
  const write = useCustomFieldWrite(entity);
  const [draft, setDraft] = useState<FieldDraft>(() => draftOf(field));
  const [error, setError] = useState<string | null>(null);
  const patch = (p: Partial<FieldDraft>) => setDraft((d) => ({ ...d, ...p }));
  const select = isSelectType(draft.type);
  const done = {
    onSuccess: (r: { message: string }) => {
      toastSuccess(r.message);
      onClose();
    },
    onError: (e: unknown) => setError(errorText(e)),
  };
  const { label, type, required, rows } = draft;
  const submit = () => {
    setError(null);
    if (field) {
      const parsed = CustomFieldUpdateRequest.safeParse({
        fieldId: field.id,
        label,
        required,
        ...(select ? { options: optionsOf(rows) } : {}),
      });
      if (!parsed.success) return setError(problem(parsed.error.issues));
      write.mutate({ op: 'update', body: parsed.data }, done);
    } else {
      const parsed = CustomFieldCreateRequest.safeParse({
        entity,
        label,
        type,
        required,
        options: select ? optionsOf(rows) : [],
      });
      if (!parsed.success) return setError(problem(parsed.error.issues));
      write.mutate({ op: 'create', body: parsed.data }, done);
    }
  };
  return {
    draft,
    select,
    error,
    saving: write.isPending,
    setLabel: (v: string) => {
      patch({ label: v });
      setError(null);
    },
    setType: (v: FieldDraft['type']) => patch({ type: v }),
    setRequired: (v: boolean) => patch({ required: v }),
    setOptionLabel: (i: number, v: string) => {
      setDraft((d) => ({ ...d, rows: d.rows.map((x, j) => (j === i ? { ...x, label: v } : x)) }));
      setError(null);
    },
    addOption: () => setDraft((d) => ({ ...d, rows: [...d.rows, { value: null, label: '' }] })),
    removeOption: (i: number) =>
      setDraft((d) => ({ ...d, rows: d.rows.filter((_, j) => j !== i) })),
    submit,
  };
}
