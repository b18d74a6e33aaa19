import { Button, Group, Modal, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import {
  CUSTOM_FIELD_LIMITS,
  CUSTOM_FIELD_TYPE_LABELS,
  CUSTOM_FIELD_TYPES,
  type CustomField,
  type CustomFieldEntity,
  type CustomFieldType,
} from '@crm/contracts';
import { DisabledToast } from '../../components/DisabledToast';
import { FieldOptionsEditor } from './settings/FieldOptionsEditor';
import { useFieldForm } from './settings/useFieldForm';

/** Why an existing field's type select is disabled (shown under it, and as an error toast on a click, spec 000 §8). */
const TYPE_LOCKED = 'The type cannot change once values may exist.';

/**
 * Create or edit a custom field: label, type (fixed once created: stored values must keep fitting),
 * required, and for selects the options (labels; each keeps its stored value when renamed).
 * Validated with the contract's schemas before sending; server errors are shown in the dialog.
 */
export function FieldFormModal({
  entity,
  field,
  onClose,
}: {
  entity: CustomFieldEntity;
  field: CustomField | null;
  onClose: () => void;
}) {
  const f = useFieldForm(entity, field, onClose);
  const { draft } = f;
  return (
    <Modal
      opened
      onClose={onClose}
      title={field ? `Edit “${field.label}”` : 'Add a field'}
      centered
    >
      <Stack>
        <TextInput
          label="Label"
          required
          maxLength={CUSTOM_FIELD_LIMITS.label}
          value={draft.label}
          onChange={(e) => f.setLabel(e.currentTarget.value)}
          data-autofocus
          data-testid="cf-form-label"
        />
        <DisabledToast disabled={!!field} message={TYPE_LOCKED}>
          <Select
            label="Type"
            data={CUSTOM_FIELD_TYPES.map((t) => ({ value: t, label: CUSTOM_FIELD_TYPE_LABELS[t] }))}
            value={draft.type}
            allowDeselect={false}
            disabled={!!field}
            description={field ? TYPE_LOCKED : undefined}
            onChange={(v) => v && f.setType(v as CustomFieldType)}
            comboboxProps={{ withinPortal: true }}
            data-testid="cf-form-type"
          />
        </DisabledToast>
        {f.select && (
          <FieldOptionsEditor
            rows={draft.rows}
            onLabel={f.setOptionLabel}
            onRemove={f.removeOption}
            onAdd={f.addOption}
          />
        )}
        <Switch
          label="Required (a value must be given when the custom fields are edited)"
          checked={draft.required}
          onChange={(e) => f.setRequired(e.currentTarget.checked)}
        />
        {f.error && (
          <Text c="red" size="sm" role="alert">
            {f.error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={f.submit} loading={f.saving} data-testid="cf-form-save">
            {field ? 'Save' : 'Add field'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
