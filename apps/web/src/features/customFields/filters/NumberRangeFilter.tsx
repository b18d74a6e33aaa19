import { Group, NumberInput } from '@mantine/core';
import { conditionFor, type FieldFilterProps } from './conditionFor';

/** A number field's filter: Min and Max inputs side by side; either end may stay empty. */
export function NumberRangeFilter({ field: f, condition: c, onPut }: FieldFilterProps) {
  const min = typeof c?.min === 'number' ? c.min : null;
  const max = typeof c?.max === 'number' ? c.max : null;
  const numberOf = (v: number | string) => (typeof v === 'number' ? v : null);
  return (
    <Group grow align="flex-end" data-testid={`filter-cf-${f.key}`}>
      <NumberInput
        label={f.label}
        placeholder="Min"
        value={min ?? ''}
        onChange={(v) => onPut(conditionFor(f, { min: numberOf(v), max }))}
        aria-label={`${f.label} minimum`}
      />
      <NumberInput
        placeholder="Max"
        value={max ?? ''}
        onChange={(v) => onPut(conditionFor(f, { min, max: numberOf(v) }))}
        aria-label={`${f.label} maximum`}
      />
    </Group>
  );
}
