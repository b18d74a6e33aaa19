import { Divider, Group, MultiSelect, NumberInput, Stack, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { CustomField, CustomFieldConditionInput } from '@crm/contracts';
import { useCustomFields } from './queries';
import { dropdownProps, firstChipThenMore } from '../../components/dropdown';

type Condition = CustomFieldConditionInput;

/** The condition an input makes for `field`, or null when the input is empty. */
function conditionFor(
  field: CustomField,
  input: {
    text?: string;
    values?: string[];
    min?: number | string | null;
    max?: number | string | null;
  },
): Condition | null {
  const fieldId = field.id;
  if (field.type === 'TEXT')
    return input.text?.trim() ? { fieldId, op: 'CONTAINS', value: input.text.trim() } : null;
  if (field.type === 'SINGLE_SELECT' || field.type === 'MULTI_SELECT')
    return input.values?.length ? { fieldId, op: 'ANY_OF', values: input.values } : null;
  const min = input.min ?? undefined;
  const max = input.max ?? undefined;
  return min === undefined && max === undefined
    ? null
    : {
        fieldId,
        op: 'RANGE',
        ...(min !== undefined ? { min } : {}),
        ...(max !== undefined ? { max } : {}),
      };
}

/**
 * The 'Custom fields' part of the brand Filters drawer: per active brand field, text
 * contains, any of the options, or a number / date range. `value` is the filter's customFields list;
 * conditions other than these (made through the API) are kept as they are.
 */
export function CustomFieldFilters({
  value,
  onChange,
}: {
  value: Condition[] | undefined;
  onChange: (next: Condition[] | undefined) => void;
}) {
  const { data } = useCustomFields('BRAND');
  const fields = data?.fields ?? [];
  if (!fields.length) return null;
  const list = value ?? [];
  const of = (f: CustomField) => list.find((c) => Number(c.fieldId) === f.id);
  const put = (f: CustomField, c: Condition | null) => {
    const next = [...list.filter((x) => Number(x.fieldId) !== f.id), ...(c ? [c] : [])];
    onChange(next.length ? next : undefined);
  };
  return (
    <Stack gap="sm" data-testid="filter-custom-fields">
      <Divider label="Custom fields" />
      {fields.map((f) => {
        const c = of(f);
        const testId = `filter-cf-${f.key}`;
        switch (f.type) {
          case 'TEXT':
            return (
              <TextInput
                key={f.id}
                label={f.label}
                placeholder="Contains…"
                value={typeof c?.value === 'string' ? c.value : ''}
                onChange={(e) => put(f, conditionFor(f, { text: e.currentTarget.value }))}
                data-testid={testId}
              />
            );
          case 'SINGLE_SELECT':
          case 'MULTI_SELECT':
            return (
              <MultiSelect
                {...dropdownProps()}
                key={f.id}
                label={f.label}
                placeholder="Any"
                data={f.options}
                searchable
                clearable
                value={c?.values ?? []}
                renderPill={firstChipThenMore(c?.values ?? [])}
                onChange={(v) => put(f, conditionFor(f, { values: v }))}
                data-testid={testId}
              />
            );
          case 'NUMBER':
            return (
              <Group key={f.id} grow align="flex-end" data-testid={testId}>
                <NumberInput
                  label={f.label}
                  placeholder="Min"
                  value={typeof c?.min === 'number' ? c.min : ''}
                  onChange={(v) =>
                    put(
                      f,
                      conditionFor(f, {
                        min: typeof v === 'number' ? v : null,
                        max: typeof c?.max === 'number' ? c.max : null,
                      }),
                    )
                  }
                  aria-label={`${f.label} minimum`}
                />
                <NumberInput
                  placeholder="Max"
                  value={typeof c?.max === 'number' ? c.max : ''}
                  onChange={(v) =>
                    put(
                      f,
                      conditionFor(f, {
                        min: typeof c?.min === 'number' ? c.min : null,
                        max: typeof v === 'number' ? v : null,
                      }),
                    )
                  }
                  aria-label={`${f.label} maximum`}
                />
              </Group>
            );
          case 'DATE': {
            const range: [string | null, string | null] = [
              typeof c?.min === 'string' ? c.min : null,
              typeof c?.max === 'string' ? c.max : null,
            ];
            return (
              <DatePickerInput
                key={f.id}
                type="range"
                allowSingleDateInRange
                label={f.label}
                placeholder="Any date"
                clearable
                value={range}
                onChange={([min, max]) => put(f, conditionFor(f, { min, max }))}
                popoverProps={{ withinPortal: true }}
                data-testid={testId}
              />
            );
          }
        }
      })}
    </Stack>
  );
}
