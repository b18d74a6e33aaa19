import { MultiSelect, NumberInput, Select, Textarea } from '@mantine/core';
import {
  CUSTOM_FIELD_LIMITS,
  customFieldText,
  type CustomField,
  type CustomFieldValue,
} from '@crm/contracts';
import { formatDate, formatIndian } from '../../lib/format';
import { DateField } from '../../components/DateField';

/** What the form holds for one field: the value as sent (null = empty). */
export type Draft = CustomFieldValue | null;

/** One input for a custom field, by its type (text, number, date, single or multi select). */
export function CustomFieldInput({
  field,
  value,
  error,
  onChange,
}: {
  field: CustomField;
  value: Draft;
  error?: string;
  onChange: (v: Draft) => void;
}) {
  const common = {
    label: field.label,
    withAsterisk: field.required,
    error,
    'data-testid': `cf-input-${field.key}`,
  };
  switch (field.type) {
    case 'TEXT':
      return (
        <Textarea
          {...common}
          autosize
          minRows={1}
          maxRows={4}
          maxLength={CUSTOM_FIELD_LIMITS.textValue}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'NUMBER':
      return (
        <NumberInput
          {...common}
          value={typeof value === 'number' ? value : ''}
          onChange={(v) => onChange(typeof v === 'number' ? v : v === '' ? null : Number(v))}
          thousandSeparator=","
        />
      );
    case 'DATE':
      return (
        <DateField
          {...common}
          value={typeof value === 'string' ? value : ''}
          onChange={(day) => onChange(day || null)}
        />
      );
    case 'SINGLE_SELECT':
      return (
        <Select
          {...common}
          clearable
          searchable
          data={field.options}
          value={typeof value === 'string' ? value : null}
          onChange={(v) => onChange(v)}
          comboboxProps={{ withinPortal: true }}
        />
      );
    case 'MULTI_SELECT':
      return (
        <MultiSelect
          {...common}
          clearable
          searchable
          data={field.options}
          value={Array.isArray(value) ? value : []}
          onChange={(v) => onChange(v)}
          comboboxProps={{ withinPortal: true }}
        />
      );
  }
}

/** A stored value as page text: dates as dd/MM/yyyy, numbers with Indian grouping, options by label; '—' when empty. */
export function customValueText(field: CustomField, value: CustomFieldValue | undefined): string {
  if (value === undefined || value === null) return '—';
  if (field.type === 'DATE' && typeof value === 'string') return formatDate(value);
  if (field.type === 'NUMBER' && typeof value === 'number') return formatIndian(value, false, 6);
  return customFieldText(field, value) || '—';
}
