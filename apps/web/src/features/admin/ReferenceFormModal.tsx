import { Modal, Stack, Text } from '@mantine/core';
import { REFERENCE_LABELS, type ReferenceKind } from '@crm/contracts';
import { FormActions } from '../../components/FormActions';
import { FORM_FIELDS, type AnyRow } from './kinds';
import { ReferenceField } from './reference/ReferenceField';
import { useReferenceForm } from './reference/useReferenceForm';

/**
 * Add or edit one row of a settings list (PUT / PATCH /api/admin/<kind>): the kind's fields (a city's state,
 * tier and parent location; a company's industry; an inventory's description and colour; a state's code and
 * region). Field errors show under the fields once the user tries to save; a clash ('City "X" already exists')
 * shows under the name; the modal stays open on any failure.
 */
export function ReferenceFormModal({
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
  const f = useReferenceForm({ kind, opened, row, onClose });
  const label = REFERENCE_LABELS[kind].one;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={row ? `Edit ${label.toLowerCase()}` : `Add ${label.toLowerCase()}`}
      centered
    >
      <form onSubmit={f.onSubmit} noValidate>
        <Stack>
          {FORM_FIELDS[kind].map((field) => (
            <ReferenceField
              key={field}
              field={field}
              value={f.values[field]}
              onChange={(v) => f.set(field, v)}
              error={f.shown(field)}
              row={row}
              reference={f.reference}
            />
          ))}
          {f.formError !== null && (
            <Text size="sm" c="red" role="alert" data-testid="reference-form-error">
              {f.formError}
            </Text>
          )}
          <FormActions onCancel={onClose} saving={f.saving} testId="reference-save" />
        </Stack>
      </form>
    </Modal>
  );
}
