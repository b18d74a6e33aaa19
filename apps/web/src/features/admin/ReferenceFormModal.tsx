import { ColorInput, Modal, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { REFERENCE_LABELS, referenceCreateRequest, type ReferenceKind } from '@crm/contracts';
import { ApiError, errorText, toastSuccess } from '../../lib/api';
import { useContractForm } from '../../lib/form';
import { useReference } from '../../lib/referenceQueries';
import { CityPicker } from '../../components/searchPickers';
import {
  bodyOf,
  FORM_FIELDS,
  formErrors,
  formOf,
  type AnyRow,
  type FormField,
  type FormValues,
} from './kinds';
import { useSaveReference } from './queries';
import { FormActions } from '../../components/FormActions';

const TIERS = [
  { value: '1', label: 'Tier 1' },
  { value: '2', label: 'Tier 2' },
  { value: '3', label: 'Tier 3' },
];

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
  const contract = useContractForm<FormValues>({
    initialValues: formOf(kind, row),
    schema: referenceCreateRequest(kind),
    request: (v) => bodyOf(kind, v),
    // the schema's issues worded as sentences ('Name is required.'), one per failing field
    sentences: (v) => formErrors(kind, bodyOf(kind, v)),
  });
  const { restart, submit } = contract;
  const form = contract.form.values;
  const [serverError, setServerError] = useState<{
    field: FormField | null;
    message: string;
  } | null>(null);
  const save = useSaveReference(kind);
  const ref = useReference();
  useEffect(() => {
    if (!opened) return;
    restart(formOf(kind, row));
    setServerError(null);
  }, [opened, kind, row, restart]);

  const shown = (f: FormField) =>
    contract.form.errors[f] ?? (serverError?.field === f ? serverError.message : undefined);
  const set = (f: FormField, v: string | null) => {
    contract.form.setFieldValue(f, v ?? '');
    setServerError(null);
  };
  const label = REFERENCE_LABELS[kind].one;
  const onSubmit = submit((v) => {
    save.mutate(
      { id: row?.id ?? null, fields: bodyOf(kind, v) },
      {
        onSuccess: (r) => {
          toastSuccess(r.message);
          onClose();
        },
        onError: (err) =>
          setServerError({
            field: err instanceof ApiError && err.code === 'ALREADY_EXISTS' ? 'name' : null,
            message: errorText(err),
          }),
      },
    );
  });
  const options = (list: { id: number; name: string }[] | undefined) =>
    (list ?? []).map((o) => ({ value: String(o.id), label: o.name }));
  const fields: Record<FormField, () => ReactNode> = {
    name: () => (
      <TextInput
        key="name"
        label="Name"
        required
        data-autofocus
        value={form.name ?? ''}
        onChange={(e) => set('name', e.currentTarget.value)}
        error={shown('name')}
        data-testid="reference-name"
      />
    ),
    stateId: () => (
      <Select
        key="stateId"
        label="State"
        required
        searchable
        data={options(ref.data?.states)}
        value={form.stateId || null}
        onChange={(v) => set('stateId', v)}
        error={shown('stateId')}
        comboboxProps={{ withinPortal: true }}
        data-testid="reference-state"
      />
    ),
    tier: () => (
      <Select
        key="tier"
        label="Tier"
        clearable
        placeholder="Not graded"
        data={TIERS}
        value={form.tier || null}
        onChange={(v) => set('tier', v)}
        error={shown('tier')}
        data-testid="reference-tier"
      />
    ),
    parentId: () => (
      <CityPicker
        key="parentId"
        label="Part of (parent location)"
        value={form.parentId || null}
        initial={
          row?.parentId ? { value: String(row.parentId), label: String(row.parentName) } : null
        }
        onChange={(v) => set('parentId', v)}
        testId="reference-parent"
      />
    ),
    industryId: () => (
      <Select
        key="industryId"
        label="Industry"
        clearable
        searchable
        data={options(ref.data?.industries)}
        value={form.industryId || null}
        onChange={(v) => set('industryId', v)}
        error={shown('industryId')}
        data-testid="reference-industry"
      />
    ),
    regionId: () => (
      <Select
        key="regionId"
        label="Region"
        clearable
        data={options(ref.data?.regions)}
        value={form.regionId || null}
        onChange={(v) => set('regionId', v)}
        error={shown('regionId')}
        data-testid="reference-region"
      />
    ),
    code: () => (
      <TextInput
        key="code"
        label="Code"
        required
        placeholder="e.g. IN-MH"
        value={form.code ?? ''}
        onChange={(e) => set('code', e.currentTarget.value)}
        error={shown('code')}
        data-testid="reference-code"
      />
    ),
    description: () => (
      <Textarea
        key="description"
        label="Description"
        autosize
        minRows={2}
        value={form.description ?? ''}
        onChange={(e) => set('description', e.currentTarget.value)}
        error={shown('description')}
      />
    ),
    color: () => (
      <ColorInput
        key="color"
        label="Colour"
        format="hex"
        value={form.color ?? ''}
        onChange={(v) => set('color', v)}
        error={shown('color')}
      />
    ),
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={row ? `Edit ${label.toLowerCase()}` : `Add ${label.toLowerCase()}`}
      centered
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          {FORM_FIELDS[kind].map((f) => fields[f]())}
          {serverError && !serverError.field && (
            <Text size="sm" c="red" role="alert" data-testid="reference-form-error">
              {serverError.message}
            </Text>
          )}
          <FormActions onCancel={onClose} saving={save.isPending} testId="reference-save" />
        </Stack>
      </form>
    </Modal>
  );
}
