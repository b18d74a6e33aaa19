import type { CustomField, CustomFieldConditionInput } from '@crm/contracts';

/** A brand filter's condition on one custom field. */
export type Condition = CustomFieldConditionInput;

/** What a filter input holds: the text, the options picked, or a range's ends. */
type FilterInput = {
  text?: string;
  values?: string[];
  min?: number | string | null;
  max?: number | string | null;
};

/** A range condition (number or ISO date ends), or null when both ends are empty. */
function rangeOf(fieldId: number, input: FilterInput): Condition | null {
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

/** The condition an input makes for `field`, or null when the input is empty. */
export function conditionFor(field: CustomField, input: FilterInput): Condition | null {
  const fieldId = field.id;
  if (field.type === 'TEXT')
    return input.text?.trim() ? { fieldId, op: 'CONTAINS', value: input.text.trim() } : null;
  if (field.type === 'SINGLE_SELECT' || field.type === 'MULTI_SELECT')
    return input.values?.length ? { fieldId, op: 'ANY_OF', values: input.values } : null;
  return rangeOf(fieldId, input);
}

/** What each field's filter takes: the field, its condition (if any) and where a new one goes (null: cleared). */
export type FieldFilterProps = {
  field: CustomField;
  condition: Condition | undefined;
  onPut: (c: Condition | null) => void;
};
