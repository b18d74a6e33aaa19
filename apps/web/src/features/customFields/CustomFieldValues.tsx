import { useState } from 'react';
import { Button, Grid, Group, Modal, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import {
  checkCustomFieldValue,
  type CustomField,
  type CustomFieldEntity,
  type CustomFieldValues as Values,
} from '@crm/contracts';
import { errorText, toastSuccess } from '../../lib/api';
import { SkeletonBlock } from '../../components/SkeletonRows';
import { CustomFieldInput, customValueText, type Draft } from './CustomFieldInput';
import { useCustomFields } from './queries';
import { sentCustomValue } from './sentValue';

/** The changed values of a draft as the `customFields` patch ({[fieldId]: value | null}); dates as sent (sentCustomValue). */
function patchOf(
  fields: CustomField[],
  before: Values,
  draft: Record<string, Draft>,
): Record<string, Draft> {
  const out: Record<string, Draft> = {};
  for (const f of fields) {
    const id = String(f.id);
    if (!(id in draft)) continue;
    if (JSON.stringify(before[id] ?? null) !== JSON.stringify(draft[id]))
      out[id] = sentCustomValue(f.type, draft[id]);
  }
  return out;
}

/** The edit dialog: one input per active field, checked as the server will (checkCustomFieldValue); Save sends the changed values. */
function EditModal({
  fields,
  values,
  title,
  onSave,
  onClose,
}: {
  fields: CustomField[];
  values: Values;
  title: string;
  onSave: (patch: Record<string, Draft>) => Promise<unknown>;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<Record<string, Draft>>(() =>
    Object.fromEntries(fields.map((f) => [String(f.id), values[String(f.id)] ?? null])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const save = async () => {
    const found: Record<string, string> = {};
    for (const f of fields) {
      const c = checkCustomFieldValue(f, draft[String(f.id)]);
      if (!c.ok) found[String(f.id)] = `${f.label} ${c.error}`;
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    const patch = patchOf(fields, values, draft);
    if (!Object.keys(patch).length) return onClose();
    setSaving(true);
    setFailure(null);
    try {
      await onSave(patch);
      toastSuccess('Custom fields saved');
      onClose();
    } catch (e) {
      setFailure(errorText(e));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={title} centered size="lg">
      <Stack>
        {fields.map((f) => (
          <CustomFieldInput
            key={f.id}
            field={f}
            value={draft[String(f.id)] ?? null}
            error={errors[String(f.id)]}
            onChange={(v) => setDraft((d) => ({ ...d, [String(f.id)]: v }))}
          />
        ))}
        {failure && (
          <Text c="red" size="sm" role="alert">
            {failure}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button onClick={save} loading={saving} data-testid="cf-save">
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * The custom-field values of a brand or POC: the active fields in the admin's order
 * with their values, and an Edit dialog when `canEdit`. Renders nothing while no field exists.
 */
export function CustomFieldValuesView({
  entity,
  values,
  canEdit,
  onSave,
  title = 'Custom fields',
  columns = 3,
}: {
  entity: CustomFieldEntity;
  values: Values | undefined;
  canEdit: boolean;
  onSave: (patch: Record<string, Draft>) => Promise<unknown>;
  title?: string;
  columns?: number;
}) {
  const { data, isLoading } = useCustomFields(entity);
  const [editing, setEditing] = useState(false);
  if (isLoading || !values) return <SkeletonBlock lines={2} />;
  const fields = data?.fields ?? [];
  if (!fields.length) return null;
  return (
    <Stack gap="xs" data-testid={`cf-values-${entity.toLowerCase()}`}>
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          {title}
        </Text>
        {canEdit && (
          <Button
            variant="subtle"
            size="compact-xs"
            leftSection={<IconPencil size={12} />}
            onClick={() => setEditing(true)}
            data-testid={`cf-edit-${entity.toLowerCase()}`}
          >
            Edit
          </Button>
        )}
      </Group>
      <Grid gap="xs">
        {fields.map((f) => (
          <Grid.Col key={f.id} span={{ base: 6, md: 12 / columns }}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {f.label}
            </Text>
            <Text size="sm" data-testid={`cf-value-${f.key}`}>
              {customValueText(f, values[String(f.id)])}
            </Text>
          </Grid.Col>
        ))}
      </Grid>
      {editing && (
        <EditModal
          fields={fields}
          values={values}
          title={`Edit ${title.toLowerCase()}`}
          onSave={onSave}
          onClose={() => setEditing(false)}
        />
      )}
    </Stack>
  );
}
