import { useState } from 'react';
import { BrandEditRequest, type BrandInfo, type BrandProfileExtras } from '@crm/contracts';
import { toastError, toastSuccess } from '../../../lib/api';
import { useContractForm } from '../../../lib/form';
import { useEditBrand } from '../profileQueries';
import { changes, errorsOf, initialForm, type BrandEditValues } from './brandEditForm';

/**
 * The brand edit form (useContractForm checked by BrandEditRequest, with the screen's sentences): its
 * values, a setter per field, each field's sentence as typed, and `save`, which sends only the changed
 * fields (nothing changed: just closes) and toasts the server's answer. `admin`: the admin edit.
 */
export function useBrandEditForm(
  brand: BrandInfo,
  profile: BrandProfileExtras,
  o: { admin: boolean; onClose: () => void },
) {
  const [start] = useState(() => initialForm(brand, profile));
  const contract = useContractForm<BrandEditValues>({
    initialValues: start,
    schema: BrandEditRequest,
    request: (v) => ({ brandId: brand.brandId, ...changes(start, v) }),
    sentences: errorsOf,
  });
  const values = contract.form.values;
  const edit = useEditBrand(brand.brandId, o.admin);

  const save = (v: BrandEditValues) => {
    const patch = changes(start, v);
    if (!Object.keys(patch).length) return o.onClose();
    edit.mutate(patch, {
      onSuccess: (r) => {
        toastSuccess(r.message);
        o.onClose();
      },
      onError: toastError,
    });
  };
  return {
    values,
    set: <K extends keyof BrandEditValues>(k: K, v: BrandEditValues[K]) =>
      contract.form.setValues({ [k]: v } as Partial<BrandEditValues>),
    errors: errorsOf(values),
    invalid: !contract.valid,
    saving: edit.isPending,
    onSubmit: contract.submit(save),
  };
}

/** The brand edit form's state (useBrandEditForm). */
export type BrandEditForm = ReturnType<typeof useBrandEditForm>;
