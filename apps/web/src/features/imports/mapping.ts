import {
  IMPORT_FIELD_INFO,
  IMPORT_FIELDS,
  type ImportField,
  type ImportMapping,
  type ImportRowError,
} from '@crm/contracts';

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Maps each target field to the file column whose header matches its name, label or an alias
 * (letters and digits only, any case); a column is used once, the first field to claim it wins.
 */
export function autoMatch(columns: string[]): ImportMapping {
  const mapping: ImportMapping = {};
  const used = new Set<string>();
  const byNorm = new Map(columns.map((c) => [norm(c), c]));
  for (const pass of ['exact', 'alias'] as const) {
    for (const field of IMPORT_FIELDS) {
      if (mapping[field]) continue;
      const info = IMPORT_FIELD_INFO[field];
      const names = pass === 'exact' ? [field, info.label] : info.aliases;
      for (const n of names) {
        const col = byNorm.get(norm(n));
        if (col && !used.has(col)) {
          mapping[field] = col;
          used.add(col);
          break;
        }
      }
    }
  }
  return mapping;
}

/** A mapping without its empty entries. */
export const cleanMapping = (m: Partial<Record<ImportField, string | null>>): ImportMapping =>
  Object.fromEntries(Object.entries(m).filter(([, v]) => !!v)) as ImportMapping;

const cell = (v: string | number) => {
  const s = String(v);
  return /[",\r\n]/.test(s) || /^[=+\-@]/.test(s)
    ? `"${(/^[=+\-@]/.test(s) ? `'${s}` : s).replace(/"/g, '""')}"`
    : s;
};

/** The dry run's errors as CSV text (Row, Field, Reason), safe to open in a spreadsheet. */
export function errorReportCsv(errors: ImportRowError[]): string {
  const lines = [
    ['Row', 'Field', 'Reason'],
    ...errors.map((e) => [
      e.row,
      IMPORT_FIELD_INFO[e.field as ImportField]?.label ?? e.field,
      e.reason,
    ]),
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
