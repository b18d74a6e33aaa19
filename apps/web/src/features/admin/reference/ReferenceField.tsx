import { ColorInput, Select, Textarea, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ReferenceData } from '@crm/contracts';
import { CityPicker } from '../../../components/searchPickers';
import type { AnyRow, FormField } from '../kinds';

/** What a settings form field gets: its text value ('' for none), its change, its error, the row being edited and the reference lists. */
type FieldProps = {
  value: string | undefined;
  onChange: (v: string | null) => void;
  error: ReactNode;
  row: AnyRow | null;
  reference: ReferenceData | undefined;
};

const TIERS = [
  { value: '1', label: 'Tier 1' },
  { value: '2', label: 'Tier 2' },
  { value: '3', label: 'Tier 3' },
];

const options = (list: { id: number; name: string }[] | undefined) =>
  (list ?? []).map((o) => ({ value: String(o.id), label: o.name }));

/** Each field's input: a city's state, tier and parent; a company's industry; a state's code and region; an inventory's description and colour. */
const FIELDS: Record<FormField, (p: FieldProps) => ReactNode> = {
  name: (p) => (
    <TextInput
      label="Name"
      required
      data-autofocus
      value={p.value ?? ''}
      onChange={(e) => p.onChange(e.currentTarget.value)}
      error={p.error}
      data-testid="reference-name"
    />
  ),
  stateId: (p) => (
    <Select
      label="State"
      required
      searchable
      data={options(p.reference?.states)}
      value={p.value || null}
      onChange={p.onChange}
      error={p.error}
      comboboxProps={{ withinPortal: true }}
      data-testid="reference-state"
    />
  ),
  tier: (p) => (
    <Select
      label="Tier"
      clearable
      placeholder="Not graded"
      data={TIERS}
      value={p.value || null}
      onChange={p.onChange}
      error={p.error}
      data-testid="reference-tier"
    />
  ),
  parentId: ({ row, ...p }) => (
    <CityPicker
      label="Part of (parent location)"
      value={p.value || null}
      initial={
        row?.parentId ? { value: String(row.parentId), label: String(row.parentName) } : null
      }
      onChange={p.onChange}
      testId="reference-parent"
    />
  ),
  industryId: (p) => (
    <Select
      label="Industry"
      clearable
      searchable
      data={options(p.reference?.industries)}
      value={p.value || null}
      onChange={p.onChange}
      error={p.error}
      data-testid="reference-industry"
    />
  ),
  regionId: (p) => (
    <Select
      label="Region"
      clearable
      data={options(p.reference?.regions)}
      value={p.value || null}
      onChange={p.onChange}
      error={p.error}
      data-testid="reference-region"
    />
  ),
  code: (p) => (
    <TextInput
      label="Code"
      required
      placeholder="e.g. IN-MH"
      value={p.value ?? ''}
      onChange={(e) => p.onChange(e.currentTarget.value)}
      error={p.error}
      data-testid="reference-code"
    />
  ),
  description: (p) => (
    <Textarea
      label="Description"
      autosize
      minRows={2}
      value={p.value ?? ''}
      onChange={(e) => p.onChange(e.currentTarget.value)}
      error={p.error}
    />
  ),
  color: (p) => (
    <ColorInput
      label="Colour"
      format="hex"
      value={p.value ?? ''}
      onChange={p.onChange}
      error={p.error}
    />
  ),
};

/** One field of a settings list's add / edit form (FORM_FIELDS of its kind). */
export function ReferenceField({ field, ...p }: FieldProps & { field: FormField }) {
  return FIELDS[field](p);
}
