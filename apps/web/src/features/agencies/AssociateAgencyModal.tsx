import { Modal, MultiSelect, Select, Stack, type ComboboxItem } from '@mantine/core';
import type { BrandAgency } from '@crm/contracts';
import { FormActions } from '../../components/FormActions';
import { dropdownProps, firstChipThenMore } from '../../components/dropdown';
import { useAssociateAgencyForm } from './useAssociateAgencyForm';

/** The agency select shows every option the server found (no client-side filtering). */
const keepAll = ({ options }: { options: ComboboxItem[] | unknown[] }) => options as ComboboxItem[];

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
  const a = useAssociateAgencyForm({ brandId, opened, editing, onClose });
  const { form, picker } = a;
  const { agency, typeIds } = form.values;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? `Association types · ${editing.agencyName}` : 'Associate an agency'}
      centered
    >
      <form onSubmit={a.onSubmit} noValidate data-testid="associate-form">
        <Stack gap="sm">
          <Select
            {...picker.selectProps}
            label="Agency"
            placeholder="Search agencies or type a new name"
            required
            searchable
            data={picker.options}
            filter={keepAll}
            value={agency?.value ?? null}
            onChange={picker.pickAgency}
            disabled={!!editing || picker.creating}
            nothingFoundMessage={picker.searching ? 'Searching…' : 'No agencies found'}
            error={form.errors.agencyId}
            data-testid="agency-select"
          />
          <MultiSelect
            {...dropdownProps()}
            label="Association types"
            placeholder="Choose one or more"
            required
            data={a.typeOptions}
            value={typeIds}
            renderPill={firstChipThenMore(typeIds)}
            onChange={(ids) => form.setFieldValue('typeIds', ids)}
            error={form.errors.associationTypeIds}
            data-testid="association-types"
          />
          <FormActions
            onCancel={onClose}
            saving={a.saving}
            label={editing ? 'Save' : 'Associate'}
            testId="associate-save"
            mt="sm"
          />
        </Stack>
      </form>
    </Modal>
  );
}
