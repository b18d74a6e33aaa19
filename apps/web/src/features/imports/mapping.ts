import type { ImportRowError } from '@crm/contracts';
import type { FieldInfo, FieldMapping } from './flow';

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Maps each of `fields` to the file column whose header matches its name, its label in `info` or
 * an alias (letters and digits only, any case); a column is used once, the first field to claim it
 * wins, and names and labels are tried before aliases.
 */
export function autoMatch<F extends string>(
  columns: string[],
  fields: readonly F[],
  info: FieldInfo<F>,
): FieldMapping<F> {
  const mapping: FieldMapping<F> = {};
  const used = new Set<string>();
  const byNorm = new Map(columns.map((c) => [norm(c), c]));
  for (const pass of ['exact', 'alias'] as const) {
    for (const field of fields) {
      if (mapping[field]) continue;
      const names = pass === 'exact' ? [field, info[field].label] : info[field].aliases;
      const col = names.map((n) => byNorm.get(norm(n))).find((c) => c && !used.has(c));
      if (col) {
        mapping[field] = col;
        used.add(col);
      }
    }
  }
  return mapping;
}

/** A mapping without its empty entries. */
export const cleanMapping = <F extends string>(
  m: Partial<Record<F, string | null>>,
): FieldMapping<F> =>
  Object.fromEntries(Object.entries(m).filter(([, v]) => !!v)) as FieldMapping<F>;

/** The label of an error's field in `info`, or the field itself when it is not a target field. */
export const fieldLabel = <F extends string>(info: FieldInfo<F>, field: string): string =>
  Object.hasOwn(info, field) ? info[field as F].label : field;

const cell = (v: string | number) => {
  const s = String(v);
  return /[",\r\n]/.test(s) || /^[=+\-@]/.test(s)
    ? `"${(/^[=+\-@]/.test(s) ? `'${s}` : s).replace(/"/g, '""')}"`
    : s;
};

/** The dry run's errors as CSV text (Row, Field by its label in `info`, Reason), safe to open in a spreadsheet. */
export function errorReportCsv<F extends string>(
  errors: ImportRowError[],
  info: FieldInfo<F>,
): string {
  const lines = [
    ['Row', 'Field', 'Reason'],
    ...errors.map((e) => [e.row, fieldLabel(info, e.field), e.reason]),
  ];
  return `\uFEFF${lines.map((l) => l.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** Saves text as a file download in the browser. */
export function saveText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.appendChild(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}
