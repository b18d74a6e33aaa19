import { DatePickerInput } from '@mantine/dates';
import { conditionFor, type FieldFilterProps } from './conditionFor';

/** A date field's filter: a date range picker (a single day allowed), clearable. */
export function DateRangeFilter({ field: f, condition: c, onPut }: FieldFilterProps) {
  const range: [string | null, string | null] = [
    typeof c?.min === 'string' ? c.min : null,
    typeof c?.max === 'string' ? c.max : null,
  ];
  return (
    <DatePickerInput
      type="range"
      allowSingleDateInRange
      label={f.label}
      placeholder="Any date"
      clearable
      value={range}
      onChange={([min, max]) => onPut(conditionFor(f, { min, max }))}
      popoverProps={{ withinPortal: true }}
      data-testid={`filter-cf-${f.key}`}
    />
  );
}
