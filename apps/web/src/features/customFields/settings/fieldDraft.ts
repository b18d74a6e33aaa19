import type { CustomField, CustomFieldOption, CustomFieldType } from '@crm/contracts';

/** An option row of the field form: its stored value (null: a new option) and its label as typed. */
export type OptionRow = { value: string | null; label: string };

/** What the field form edits: label, type (fixed once created), required and the select options. */
export type FieldDraft = {
  label: string;
  type: CustomFieldType;
  required: boolean;
  rows: OptionRow[];
};

/** The form's start: the field's values, or a required-off text field with one empty option row. */
export const draftOf = (field: CustomField | null): FieldDraft => ({
  label: field?.label ?? '',
  type: field?.type ?? 'TEXT',
  required: field?.required ?? false,
  rows: field?.options.map((o) => ({ value: o.value, label: o.label })) ?? [
    { value: null, label: '' },
  ],
});

/** A stored option value for a new option: its label's slug, made unique among `taken`. */
function optionValue(label: string, taken: Set<string>): string {
  const base =
    label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 60) || 'option';
  let v = base;
  for (let i = 2; taken.has(v); i++) v = `${base}_${i}`;
  return v;
}

/** The options sent: rows with a label (trimmed), each keeping its stored value or getting a new unique one. */
export function optionsOf(rows: OptionRow[]): CustomFieldOption[] {
  const taken = new Set(rows.flatMap((r) => (r.value ? [r.value] : [])));
  return rows
    .filter((r) => r.label.trim())
    .map((r) => {
      if (r.value) return { value: r.value, label: r.label.trim() };
      const value = optionValue(r.label.trim(), taken);
      taken.add(value);
      return { value, label: r.label.trim() };
    });
}

/** The first schema issue as a sentence ('Label is required.'). */
export const problem = (issues: { path: PropertyKey[]; message: string }[]) =>
  `${issues[0].path[0] === 'options' ? 'Options' : 'Label'} ${issues[0].message}.`;
