import { NumberInput, type NumberInputProps } from '@mantine/core';
import { numberError, type NumberRule } from '../lib/validation';

/**
 * A NumberInput that never changes what the user typed: no clamping on
 * blur, no cut decimals; a value outside `rule` shows the rule's sentence as the field's error.
 * Callers disable Save with `numberError(value, rule)`.
 */
export function NumberField({
  rule,
  value,
  ...props
}: Omit<NumberInputProps, 'min' | 'max' | 'clampBehavior' | 'error'> & {
  rule: NumberRule;
  value: number | string;
}) {
  return (
    <NumberInput
      {...props}
      value={value}
      min={rule.min}
      max={rule.max}
      clampBehavior="none"
      error={numberError(value, rule)}
    />
  );
}
