/**
 * exceljs, loaded on its first use rather than at start (loading it costs about 0.9 s of CPU): the xlsx
 * downloads and the import parser call this where they write or read a workbook.
 */
export const exceljs = async () => (await import('exceljs')).default;
