import type { CustomField, CustomFieldValue } from '@crm/contracts';
import { endOfIstDay } from '../../lib/dates';

/** A custom field's value as a form sends it: a DATE's picked day as the end of that IST day (spec 000 §5 Dates), anything else as it is. */
export const sentCustomValue = (
  type: CustomField['type'],
  value: CustomFieldValue | null,
): CustomFieldValue | null =>
  type === 'DATE' && typeof value === 'string' && value ? endOfIstDay(value) : value;
