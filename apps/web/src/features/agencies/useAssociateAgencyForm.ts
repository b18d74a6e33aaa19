import { useEffect } from 'react';
import type { ComboboxItem } from '@mantine/core';
import { agencyRoutes, type BrandAgency } from '@crm/contracts';
import { toastError, toastSuccess } from '../../lib/api';
import { useContractForm } from '../../lib/form';
import { useAgencyAssociation, useAssociationTypes } from './queries';
import { useAgencyPicker } from './useAgencyPicker';

type AssociationForm = { agency: ComboboxItem | null; typeIds: string[] };
const formOf = (editing: BrandAgency | null): AssociationForm => ({
  agency: editing ? { value: String(editing.agencyId), label: editing.agencyName } : null,
  typeIds: editing ? editing.associationTypes.map((t) => String(t.id)) : [],
});

/**
 * The association form of a brand (a new one, or `editing`'s types), refilled each time the dialog
 * opens: the agency (useAgencyPicker) and the association types, checked with the contract's body.
 * `onSubmit` saves (POST /api/brand/agency/association/unified), toasts and calls `onClose`.
 */
export function useAssociateAgencyForm({
  brandId,
  opened,
  editing,
  onClose,
}: {
  brandId: number;
  opened: boolean;
  editing: BrandAgency | null;
  onClose: () => void;
}) {
  const { form, submit, restart } = useContractForm<AssociationForm>({
    initialValues: formOf(null),
    schema: agencyRoutes.associate.body,
    request: (v) => ({
      brandId,
      agencyId: v.agency ? Number(v.agency.value) : null,
      associationTypeIds: v.typeIds.map(Number),
    }),
    sentences: (v) => ({
      agencyId: v.agency ? null : 'Choose an agency',
      associationTypeIds: v.typeIds.length ? null : 'Choose at least one association type',
    }),
  });
  const picker = useAgencyPicker(form.values.agency, (a) => form.setFieldValue('agency', a));
  const { setSearch } = picker;
  const types = useAssociationTypes();
  const { associate } = useAgencyAssociation(brandId);

  useEffect(() => {
    if (!opened) return;
    restart(formOf(editing));
    setSearch(editing?.agencyName ?? '');
  }, [opened, editing, restart, setSearch]);

  const onSubmit = submit(async (v) => {
    if (!v.agency) return;
    try {
      toastSuccess(
        (
          await associate.mutateAsync({
            agencyId: Number(v.agency.value),
            associationTypeIds: v.typeIds.map(Number),
          })
        ).message,
      );
      onClose();
    } catch (err) {
      toastError(err);
    }
  });

  return {
    form,
    picker,
    typeOptions: (types.data?.associationTypes ?? []).map((t) => ({
      value: String(t.id),
      label: t.name,
    })),
    onSubmit,
    saving: associate.isPending,
  };
}
