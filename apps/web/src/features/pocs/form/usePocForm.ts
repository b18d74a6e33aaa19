import { useEffect } from 'react';
import { PocCreateRequest, PocUpdateRequest, type PocDetail } from '@crm/contracts';
import { toastError, toastSuccess } from '../../../lib/api';
import { useContractForm } from '../../../lib/form';
import { sentCustomValues, useCustomFields } from '../../customFields';
import { useSavePoc } from '../queries';
import { fieldsOf, fromPoc, sentencesOf, tooLongOf, type Phone, type PocForm } from './pocForm';

/**
 * The POC form of `poc` (null: a new POC of `brandId`, which also takes the POC custom fields),
 * refilled each time the dialog opens: a contract form of PocCreateRequest / PocUpdateRequest.
 * `onSubmit` saves (PUT or PATCH /api/brand/poc), toasts the server's message and calls `onClose`;
 * an error is toasted and keeps the dialog open.
 */
export function usePocForm({
  brandId,
  poc,
  opened,
  onClose,
}: {
  brandId: number;
  poc: PocDetail | null;
  opened: boolean;
  onClose: () => void;
}) {
  const save = useSavePoc(brandId);
  const customFields = useCustomFields('POC').data?.fields ?? [];
  const creating = poc === null;
  const contract = useContractForm<PocForm>({
    initialValues: fromPoc(poc),
    schema: creating ? PocCreateRequest : PocUpdateRequest,
    request: (v) =>
      poc
        ? { pocId: poc.pocId, ...fieldsOf(v) }
        : { brandId, ...fieldsOf(v), customFields: sentCustomValues(customFields, v.custom) },
    sentences: (v) => sentencesOf(v, creating ? customFields : null),
  });
  const { restart, submit } = contract;
  const values = contract.form.values;
  useEffect(() => {
    if (opened) restart(fromPoc(poc));
  }, [opened, poc, restart]);
  const set = <K extends keyof PocForm>(k: K, v: PocForm[K]) =>
    contract.form.setValues({ [k]: v } as Partial<PocForm>);
  const setPhone = (i: number, patch: Partial<Phone>) =>
    set(
      'phones',
      values.phones.map((p, j) => (j === i ? { ...p, ...patch } : p)),
    );
  // Over-long text is refused as it is typed (Save disabled); the other checks show once Save is tried.
  const tooLong = tooLongOf(values);

  const onSubmit = submit(async (v) => {
    const sent = sentCustomValues(customFields, v.custom);
    try {
      const res = await save.mutateAsync(
        poc
          ? { pocId: poc.pocId, ...fieldsOf(v) }
          : {
              brandId,
              ...fieldsOf(v),
              ...(Object.keys(sent).length ? { customFields: sent } : {}),
            },
      );
      toastSuccess(res.message);
      onClose();
    } catch (err) {
      toastError(err);
    }
  });

  return {
    values,
    errors: contract.form.errors,
    set,
    setPhone,
    tooLong,
    overLimit: Object.values(tooLong).some(Boolean),
    onSubmit,
    saving: save.isPending,
    /** The POC custom fields a new POC takes (none when editing: a card edits them). */
    customFields: creating ? customFields : [],
  };
}

/** The POC form's state and setters, as the dialog's sections take it. */
export type PocFormState = ReturnType<typeof usePocForm>;
