import type { ImportField, ImportMapping } from '@crm/contracts';

/** The column header of each import field in the files the import tests and the bench build, in file order. */
const HEADERS: Record<ImportField, string> = {
  brandName: 'Brand Name',
  companyName: 'Company',
  industryName: 'Industry',
  brandRevenue: 'Revenue (Cr)',
  website: 'Website',
  linkedin: 'LinkedIn',
  hqCity: 'HQ City',
  hqState: 'HQ State',
  engagement: 'Engagement',
  brandDescription: 'Description',
  pocName: 'POC Name',
  pocEmail: 'POC Email',
  pocRole: 'Designation',
  pocPhone: 'Phone',
  pocLinkedIn: 'POC LinkedIn',
  pocIsPrimary: 'Primary',
};

/**
 * The header row of an import file with one column per import field but those of `leaveOut`, in the
 * order of HEADERS, and the mapping of each field to its column (the dry run's and run's `mapping`).
 */
export function importColumns(leaveOut: ImportField[] = []): {
  header: string[];
  mapping: ImportMapping;
} {
  const fields = (Object.keys(HEADERS) as ImportField[]).filter((f) => !leaveOut.includes(f));
  return {
    header: fields.map((f) => HEADERS[f]),
    mapping: Object.fromEntries(fields.map((f) => [f, HEADERS[f]])),
  };
}
