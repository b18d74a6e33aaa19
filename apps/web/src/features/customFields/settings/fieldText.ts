import type { CustomField, CustomFieldEntity } from '@crm/contracts';

/** 'n brand(s)' or 'n POC(s)': how many rows of `entity` hold a value. */
export const noun = (entity: CustomFieldEntity, n: number) =>
  `${n} ${entity === 'BRAND' ? (n === 1 ? 'brand' : 'brands') : n === 1 ? 'POC' : 'POCs'}`;

/** A field's option labels, comma-separated, or '—'. */
export const optionsText = (f: CustomField) =>
  f.options.length ? f.options.map((o) => o.label).join(', ') : '—';
