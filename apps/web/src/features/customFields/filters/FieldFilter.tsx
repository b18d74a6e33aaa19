import { MultiSelect, TextInput } from '@mantine/core';
import { dropdownProps, firstChipThenMore } from '../../../components/dropdown';
import { conditionFor, type FieldFilterProps } from './conditionFor';
import { DateRangeFilter } from './DateRangeFilter';
import { NumberRangeFilter } from './NumberRangeFilter';

/** One custom field's filter by its type: text contains, any of the options, or a number / date range. */
export function FieldFilter(props: FieldFilterProps) {
  const { field: f, condition: c, onPut } = props;
  const testId = `filter-cf-${f.key}`;
  switch (f.type) {
    case 'TEXT':
      return (
        <TextInput
          label={f.label}
          placeholder="Contains…"
          value={typeof c?.value === 'string' ? c.value : ''}
          onChange={(e) => onPut(conditionFor(f, { text: e.currentTarget.value }))}
          data-testid={testId}
        />
      );
    case 'SINGLE_SELECT':
    case 'MULTI_SELECT':
      return (
        <MultiSelect
          {...dropdownProps()}
          label={f.label}
          placeholder="Any"
          data={f.options}
          searchable
          clearable
          value={c?.values ?? []}
          renderPill={firstChipThenMore(c?.values ?? [])}
          onChange={(v) => onPut(conditionFor(f, { values: v }))}
          data-testid={testId}
        />
      );
    case 'NUMBER':
      return <NumberRangeFilter {...props} />;
    case 'DATE':
      return <DateRangeFilter {...props} />;
  }
}
