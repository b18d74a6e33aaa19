import { Button, Group, Modal, MultiSelect, Select, Stack, type ComboboxItem } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { agencyRoutes, type BrandAgency } from '@crm/contracts';
import { toastError, toastSuccess } from '../../lib/api';
import { useContractForm } from '../../lib/form';
import {
  useAgencyAssociation,
  useAgencyOptions,
  useAssociationTypes,
  useCreateAgency,
} from './queries';
import { ThrottledButton } from '../../components/ThrottledButton';
import {
  dropdownProps,
  firstChipThenMore,
  pickedLoadMore,
  useDropdownSearch,
  withLoadMore,
} from '../../components/dropdown';

const CREATE = '__create__';
const keepAll = ({ options }: { options: ComboboxItem[] | unknown[] }) => options as ComboboxItem[];

type AssociationForm = { agency: ComboboxItem | null; typeIds: string[] };
const formOf = (editing: BrandAgency | null): AssociationForm => ({
  agency: editing ? { value: String(editing.agencyId), label: editing.agencyName } : null,
  typeIds: editing ? editing.associationTypes.map((t) => String(t.id)) : [],
});

/**
 * Associate an agency with a brand, or change an association's types (spec 001 §7
 * association/unified): agency search with '+ Create "…"' (POST /api/brand/agency) and a
 * multi-select of association types.
 */
export function AssociateAgencyModal({
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
  const { agency, typeIds } = form.values;
  const setAgency = (a: ComboboxItem | null) => form.setFieldValue('agency', a);
  const { search, setSearch, searchFor, props } = useDropdownSearch({ pickedLabel: agency?.label });
  const agencies = useAgencyOptions(searchFor);
  const types = useAssociationTypes();
  const create = useCreateAgency();
  const { associate } = useAgencyAssociation(brandId);

  useEffect(() => {
    if (!opened) return;
    restart(formOf(editing));
    setSearch(editing?.agencyName ?? '');
  }, [opened, editing, restart, setSearch]);

  const options = useMemo(() => {
    const { found } = agencies;
    const list = agency ? [agency, ...found.filter((o) => o.value !== agency.value)] : [...found];
    const q = search.trim();
    if (q && q !== agency?.label && !found.some((o) => o.label.toLowerCase() === q.toLowerCase()))
      list.push({ value: CREATE, label: `+ Create "${q}"` });
    return withLoadMore(list, agencies.paging);
  }, [agencies, agency, search]);

  const pickAgency = async (v: string | null, o: ComboboxItem | null) => {
    if (pickedLoadMore(v, agencies.paging)) return;
    if (v !== CREATE) return setAgency(o);
    try {
      const res = await create.mutateAsync(search.trim());
      toastSuccess(res.message);
      setAgency({ value: String(res.agency.agencyId), label: res.agency.agencyName });
      setSearch(res.agency.agencyName);
    } catch (e) {
      toastError(e);
    }
  };

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

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? `Association types · ${editing.agencyName}` : 'Associate an agency'}
      centered
    >
      <form onSubmit={onSubmit} noValidate data-testid="associate-form">
        <Stack gap="sm">
          <Select
            {...props(agencies.paging)}
            label="Agency"
            placeholder="Search agencies or type a new name"
            required
            searchable
            data={options}
            filter={keepAll}
            value={agency?.value ?? null}
            onChange={pickAgency}
            disabled={!!editing || create.isPending}
            nothingFoundMessage={agencies.isFetching ? 'Searching…' : 'No agencies found'}
            error={form.errors.agencyId}
            data-testid="agency-select"
          />
          <MultiSelect
            {...dropdownProps()}
            label="Association types"
            placeholder="Choose one or more"
            required
            data={(types.data?.associationTypes ?? []).map((t) => ({
              value: String(t.id),
              label: t.name,
            }))}
            value={typeIds}
            renderPill={firstChipThenMore(typeIds)}
            onChange={(ids) => form.setFieldValue('typeIds', ids)}
            error={form.errors.associationTypeIds}
            data-testid="association-types"
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={associate.isPending}>
              Cancel
            </Button>
            <ThrottledButton
              type="submit"
              loading={associate.isPending}
              data-testid="associate-save"
            >
              {editing ? 'Save' : 'Associate'}
            </ThrottledButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
