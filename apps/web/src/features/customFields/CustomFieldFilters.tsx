import { Divider, Stack } from '@mantine/core';
import type { CustomField } from '@crm/contracts';
import { useCustomFields } from './queries';
import type { Condition } from './filters/conditionFor';
import { FieldFilter } from './filters/FieldFilter';

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
  const put = (f: CustomField, c: Condition | null) => {
    const next = [...list.filter((x) => Number(x.fieldId) !== f.id), ...(c ? [c] : [])];
    onChange(next.length ? next : undefined);
  };
  return (
    <Stack gap="sm" data-testid="filter-custom-fields">
      <Divider label="Custom fields" />
      {fields.map((f) => (
        <FieldFilter
          key={f.id}
          field={f}
          condition={list.find((c) => Number(c.fieldId) === f.id)}
          onPut={(c) => put(f, c)}
        />
      ))}
    </Stack>
  );
}
