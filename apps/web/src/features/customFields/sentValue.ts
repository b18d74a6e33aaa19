import type { CustomField, CustomFieldValue } from '@crm/contracts';
import { endOfIstDay } from '../../lib/dates';

/** A value as sent: a DATE's picked day (YYYY-MM-DD) as the end of that IST day, anything else as it is. */
const sentValueOf = (type: CustomField['type'] | undefined, value: CustomFieldValue) =>
  type === 'DATE' && typeof value === 'string' && value ? endOfIstDay(value) : value;

/** A custom field's value as a form sends it: a DATE's picked day as the end of that IST day (spec 000 §5 Dates), anything else as it is. */
export const sentCustomValue = (
  type: CustomField['type'],
  value: CustomFieldValue | null,
): CustomFieldValue | null => (value === null ? null : sentValueOf(type, value));

/**
 * The `customFields` a new POC sends, `{[fieldId]: value}` (PUT /api/brand/poc, spec 001 §3): the
 * drafts (by field id) that hold a value (not null, '' or an empty list), each as sentCustomValue sends
 * it (a DATE as the end of its IST day). A draft of a field not in `fields` goes as it is, for the
 * server to refuse.
 */
export function sentCustomValues(
  fields: Pick<CustomField, 'id' | 'type'>[],
  drafts: Record<string, CustomFieldValue | null>,
): Record<string, CustomFieldValue> {
  const typeOf = new Map(fields.map((f) => [String(f.id), f.type]));
  const sent: Record<string, CustomFieldValue> = {};
  for (const [id, v] of Object.entries(drafts))
    if (v !== null && v !== '' && !(Array.isArray(v) && !v.length))
      sent[id] = sentValueOf(typeOf.get(id), v);
  return sent;
}
