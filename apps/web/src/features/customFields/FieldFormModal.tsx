import { useState } from 'react';
import {
  ActionIcon,
  Button,
  Group,
  Modal,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  CUSTOM_FIELD_LIMITS,
  CUSTOM_FIELD_TYPE_LABELS,
  CUSTOM_FIELD_TYPES,
  CustomFieldCreateRequest,
  CustomFieldUpdateRequest,
  isSelectType,
  type CustomField,
  type CustomFieldEntity,
  type CustomFieldOption,
  type CustomFieldType,
} from '@crm/contracts';
import { errorText, toastSuccess } from '../../lib/api';
import { DisabledToast } from '../../components/DisabledToast';
import { useCustomFieldWrite } from './queries';

/** Why an existing field's type select is disabled (shown under it, and as an error toast on a click, spec 000 §8). */
const TYPE_LOCKED = 'The type cannot change once values may exist.';

/** A stored option value for a new option: its label's slug, made unique among `taken`. */
function optionValue(label: string, taken: Set<string>): string {
  const base =
    label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 60) || 'option';
  let v = base;
  for (let i = 2; taken.has(v); i++) v = `${base}_${i}`;
  return v;
}

type Row = { value: string | null; label: string };

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
  const write = useCustomFieldWrite(entity);
  const [label, setLabel] = useState(field?.label ?? '');
  const [type, setType] = useState<CustomFieldType>(field?.type ?? 'TEXT');
  const [required, setRequired] = useState(field?.required ?? false);
  const [rows, setRows] = useState<Row[]>(
    field?.options.map((o) => ({ value: o.value, label: o.label })) ?? [{ value: null, label: '' }],
  );
  const [error, setError] = useState<string | null>(null);
  const select = isSelectType(type);

  const options = (): CustomFieldOption[] => {
    const taken = new Set(rows.flatMap((r) => (r.value ? [r.value] : [])));
    return rows
      .filter((r) => r.label.trim())
      .map((r) => {
        if (r.value) return { value: r.value, label: r.label.trim() };
        const value = optionValue(r.label.trim(), taken);
        taken.add(value);
        return { value, label: r.label.trim() };
      });
  };
  const done = {
    onSuccess: (r: { message: string }) => {
      toastSuccess(r.message);
      onClose();
    },
    onError: (e: unknown) => setError(errorText(e)),
  };
  /** The first schema issue as a sentence ('Label is required.'). */
  const problem = (issues: { path: PropertyKey[]; message: string }[]) =>
    `${issues[0].path[0] === 'options' ? 'Options' : 'Label'} ${issues[0].message}.`;
  const submit = () => {
    setError(null);
    if (field) {
      const parsed = CustomFieldUpdateRequest.safeParse({
        fieldId: field.id,
        label,
        required,
        ...(select ? { options: options() } : {}),
      });
      if (!parsed.success) return setError(problem(parsed.error.issues));
      write.mutate({ op: 'update', body: parsed.data }, done);
    } else {
      const parsed = CustomFieldCreateRequest.safeParse({
        entity,
        label,
        type,
        required,
        options: select ? options() : [],
      });
      if (!parsed.success) return setError(problem(parsed.error.issues));
      write.mutate({ op: 'create', body: parsed.data }, done);
    }
  };
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
          value={label}
          onChange={(e) => {
            setLabel(e.currentTarget.value);
            setError(null);
          }}
          data-autofocus
          data-testid="cf-form-label"
        />
        <DisabledToast disabled={!!field} message={TYPE_LOCKED}>
          <Select
            label="Type"
            data={CUSTOM_FIELD_TYPES.map((t) => ({ value: t, label: CUSTOM_FIELD_TYPE_LABELS[t] }))}
            value={type}
            allowDeselect={false}
            disabled={!!field}
            description={field ? TYPE_LOCKED : undefined}
            onChange={(v) => v && setType(v as CustomFieldType)}
            comboboxProps={{ withinPortal: true }}
            data-testid="cf-form-type"
          />
        </DisabledToast>
        {select && (
          <Stack gap={6}>
            <Text size="sm" fw={500}>
              Options
            </Text>
            {rows.map((r, i) => (
              <Group key={i} gap="xs" wrap="nowrap">
                <TextInput
                  style={{ flex: 1 }}
                  placeholder={`Option ${i + 1}`}
                  maxLength={CUSTOM_FIELD_LIMITS.optionLabel}
                  value={r.label}
                  aria-label={`Option ${i + 1}`}
                  onChange={(e) => {
                    const v = e.currentTarget.value;
                    setRows((rs) => rs.map((x, j) => (j === i ? { ...x, label: v } : x)));
                    setError(null);
                  }}
                  data-testid="cf-form-option"
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove option ${i + 1}`}
                  disabled={rows.length === 1}
                  onClick={() => setRows((rs) => rs.filter((_, j) => j !== i))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            ))}
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconPlus size={14} />}
              w="fit-content"
              disabled={rows.length >= CUSTOM_FIELD_LIMITS.options}
              onClick={() => setRows((rs) => [...rs, { value: null, label: '' }])}
              data-testid="cf-form-add-option"
            >
              Add option
            </Button>
          </Stack>
        )}
        <Switch
          label="Required (a value must be given when the custom fields are edited)"
          checked={required}
          onChange={(e) => setRequired(e.currentTarget.checked)}
        />
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={write.isPending} data-testid="cf-form-save">
            {field ? 'Save' : 'Add field'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
