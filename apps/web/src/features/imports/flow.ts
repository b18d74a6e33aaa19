import type { ReactNode } from 'react';
import type { cacheFamilies, ImportRowError } from '@crm/contracts';

/** What the parse of an upload answers: the file's name, its header, first rows and row count. */
export type ParsedUpload = {
  fileName: string;
  columns: string[];
  sampleRows: string[][];
  rowCount: number;
};

/** Target field → the file's column header (a field left out is not imported). */
export type FieldMapping<F extends string> = Partial<Record<F, string>>;

/** The label of each target field and the header spellings that auto-match it. */
export type FieldInfo<F extends string> = Record<F, { label: string; aliases: string[] }>;

/** What every dry run answers: the rows checked and every bad row. */
export type CheckedRows = { rowCount: number; errors: ImportRowError[] };

/** An import's target fields in titled groups, their labels, the ones that must be mapped, and the mapping step's hint. */
export type ImportFields<F extends string> = {
  fieldGroups: { title?: string; fields: readonly F[] }[];
  fieldInfo: FieldInfo<F>;
  required: readonly F[];
  mappingHint: string;
};

/**
 * One import's flow (upload → mapping → dry run → run) as the generic steps of ImportModal show it:
 * the target fields and their labels, the upload, dry-run and run calls, and the texts that differ
 * between imports (the brand import, the event import).
 */
export type ImportFlow<
  F extends string,
  P extends ParsedUpload,
  R extends CheckedRows,
  Res,
> = ImportFields<F> & {
  /** The dialog's title. */
  title: string;
  /** Step 1: what a row of the file holds, the template to download (header, one optional row). */
  fileHint: string;
  template: { csv: string; fileName: string };
  /** Uploads the file (progress 0–100) and answers its parse. */
  upload: (file: File, onProgress: (percent: number) => void) => Promise<P>;
  /** Step 3: the dry run, what its good rows would do, the errors' note and the Import button. */
  dryRun: (parsed: P, mapping: FieldMapping<F>) => Promise<R>;
  plan: (report: R) => ReactNode;
  errorsNote: string;
  importButton: (report: R) => { label: string; disabled: boolean };
  /** Step 4: the run, the text while it runs, its toast and summary, the cache family it refreshes. */
  run: (parsed: P, mapping: FieldMapping<F>) => Promise<Res>;
  running: { label: (rows: number) => string; note?: string };
  done: (result: Res) => { toast: string; summary: ReactNode };
  invalidates: (typeof cacheFamilies)[keyof typeof cacheFamilies];
};
