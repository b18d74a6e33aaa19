import { z } from 'zod';
import { ENGAGEMENTS } from './constants.js';
import { defineRoute } from './routes.js';

/**
 * Brand and POC import from CSV or XLSX ("Import and export"): upload and parse, map the
 * file's columns to these fields, dry run (every bad row, nothing changed), then the import itself.
 */

/** Largest accepted import file: 50 MB. */
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;
/** Rows per import transaction. */
export const IMPORT_BATCH_ROWS = 1000;
/** File types an import accepts (by extension). */
export const IMPORT_EXTENSIONS = ['csv', 'xlsx'] as const;
/** Rows the parse answer shows as a sample. */
export const IMPORT_SAMPLE_ROWS = 5;

/**
 * What an import file (brand or event import) may hold, checked as it is read: data rows (header
 * excluded), columns of one row, cells in all (each row counted up to its last filled cell); for an
 * .xlsx, the bytes its zipped parts inflate to (all together, counted as they inflate), those of each
 * part read whole into memory (its styles, its workbook and relations: 20 MB, far above a real
 * workbook's, where a styles bomb of millions of formats costs hundreds of MB) and its shared strings
 * (distinct texts). A file past one is refused with 400 FILE_TOO_BIG (IMPORT_MESSAGES.tooBig).
 * Our numbers: well above the largest real season or brand list, well below what slows a server copy.
 */
export const IMPORT_LIMITS = {
  rows: 100_000,
  columns: 200,
  cells: 2_000_000,
  inflatedBytes: 200 * 1024 * 1024,
  partBytes: 20 * 1024 * 1024,
  sharedStrings: 1_000_000,
} as const;
/**
 * Import uploads one user may send per hour to the brand import, and as many to the event import,
 * refused or not (429 TOO_MANY_IMPORTS with Retry-After). Our number: a day's real imports with many
 * retries fit in it.
 */
export const IMPORT_UPLOADS_PER_HOUR = 100;
/** One of IMPORT_LIMITS. */
export type ImportLimit = keyof typeof IMPORT_LIMITS;

/** Brand fields a column can map to. brandRevenue is in crore. */
export const IMPORT_BRAND_FIELDS = [
  'brandName',
  'companyName',
  'industryName',
  'brandRevenue',
  'website',
  'linkedin',
  'hqCity',
  'hqState',
  'engagement',
  'brandDescription',
] as const;
/** POC fields a column can map to (a POC is matched by email within its brand, else by name). */
export const IMPORT_POC_FIELDS = [
  'pocName',
  'pocEmail',
  'pocRole',
  'pocPhone',
  'pocLinkedIn',
  'pocIsPrimary',
] as const;
/** Every target field of an import mapping. */
export const IMPORT_FIELDS = [...IMPORT_BRAND_FIELDS, ...IMPORT_POC_FIELDS] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** Label of each field, and header spellings that auto-match it (compared lower-case, letters and digits only). */
export const IMPORT_FIELD_INFO: Record<ImportField, { label: string; aliases: string[] }> = {
  brandName: { label: 'Brand name', aliases: ['brand', 'brandname', 'name'] },
  companyName: { label: 'Company', aliases: ['company', 'companyname'] },
  industryName: { label: 'Industry', aliases: ['industry', 'industryname', 'brandindustry'] },
  brandRevenue: {
    label: 'Revenue (crore)',
    aliases: [
      'revenue',
      'brandrevenue',
      'revenuecrore',
      'revenuecr',
      'revenueincrore',
      'revenueincr',
    ],
  },
  website: { label: 'Website', aliases: ['website', 'web', 'url', 'site'] },
  linkedin: {
    label: 'LinkedIn page',
    aliases: ['linkedin', 'linkedinpage', 'brandlinkedin', 'linkedinurl'],
  },
  hqCity: { label: 'HQ city', aliases: ['hqcity', 'city', 'headquarters', 'hq'] },
  hqState: { label: 'HQ state', aliases: ['hqstate', 'state'] },
  engagement: { label: 'Engagement', aliases: ['engagement'] },
  brandDescription: { label: 'Description', aliases: ['description', 'branddescription', 'about'] },
  pocName: { label: 'POC name', aliases: ['pocname', 'poc', 'contact', 'contactname'] },
  pocEmail: { label: 'POC email', aliases: ['pocemail', 'email', 'contactemail', 'emailid'] },
  pocRole: { label: 'POC role', aliases: ['pocrole', 'role', 'designation', 'title'] },
  pocPhone: {
    label: 'POC phone',
    aliases: ['pocphone', 'phone', 'mobile', 'phonenumber', 'contactnumber'],
  },
  pocLinkedIn: {
    label: 'POC LinkedIn',
    aliases: ['poclinkedin', 'poclinkedinurl', 'contactlinkedin'],
  },
  pocIsPrimary: {
    label: 'Primary POC',
    aliases: ['pocisprimary', 'primary', 'isprimary', 'primarypoc'],
  },
};

/** An upload's id (uuid), returned by the parse call and sent back by the dry run and the run. */
const ImportId = z.uuid();

/** POST /api/brand/import/parse answer: header names (made unique), the first rows and the row count (header excluded). */
export const ImportParseResult = z.object({
  importId: ImportId,
  fileName: z.string(),
  columns: z.array(z.string()),
  sampleRows: z.array(z.array(z.string())),
  rowCount: z.number().int(),
});
export type ImportParseResult = z.infer<typeof ImportParseResult>;

/** Target field → the file's column header; brandName must be mapped. */
export const ImportMapping = z
  .partialRecord(z.enum(IMPORT_FIELDS), z.string().min(1).max(300))
  .refine((m) => !!m.brandName, { message: 'must be mapped to a column', path: ['brandName'] });
export type ImportMapping = z.infer<typeof ImportMapping>;

/** POST /api/brand/import/dry-run and /api/brand/import/run body. */
const ImportRequest = z.object({ importId: ImportId, mapping: ImportMapping });

/** One problem of one row: row is 1-based with the header as row 1; field is the target field. */
export const ImportRowError = z.object({
  row: z.number().int(),
  field: z.string(),
  reason: z.string(),
});
export type ImportRowError = z.infer<typeof ImportRowError>;

/** What an import would do, counted per distinct brand and per distinct POC. */
export const ImportCounts = z.object({
  toCreate: z.number().int(),
  toUpdate: z.number().int(),
  unchanged: z.number().int(),
  pocsToCreate: z.number().int(),
  pocsToUpdate: z.number().int(),
});
export type ImportCounts = z.infer<typeof ImportCounts>;

/** Dry-run answer: every bad row and the counts; nothing in the database changes. */
export const ImportDryRunResult = z.object({
  rowCount: z.number().int(),
  errors: z.array(ImportRowError),
  counts: ImportCounts,
});
export type ImportDryRunResult = z.infer<typeof ImportDryRunResult>;

/** Run answer: what the import did; seconds is its wall time. */
export const ImportRunResult = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  pocsCreated: z.number().int(),
  pocsUpdated: z.number().int(),
  seconds: z.number(),
});
export type ImportRunResult = z.infer<typeof ImportRunResult>;

/** 400 answer of the run: the usual error body, plus the dry-run report when refused for bad rows (error IMPORT_HAS_ERRORS). */
const ImportRefused = z.object({
  error: z.string(),
  message: z.string(),
  report: ImportDryRunResult.optional(),
});

/** URL rule of spec 001 §5: empty, or ftp/http/https followed by no spaces. */
const URL_PATTERN = /^(ftp|http|https):\/\/[^ "]+$/i;

const blankToUndefined = (v: unknown) =>
  typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim() : v;
const text = (max: number) =>
  z.preprocess(
    blankToUndefined,
    z.string().max(max, `must be at most ${max} characters`).optional(),
  );
const url = z.preprocess(
  blankToUndefined,
  z
    .string()
    .max(500, 'must be at most 500 characters')
    .regex(URL_PATTERN, 'must start with http://, https:// or ftp:// and contain no spaces')
    .optional(),
);
const YES = ['yes', 'y', 'true', '1'];
const NO = ['no', 'n', 'false', '0'];

/**
 * One mapped row of an import file (cells as text). Blank cells are left out (they change nothing).
 * brandRevenue: crore, digits with optional thousands commas, ≥ 0; engagement Strong/Medium/Low (any case).
 * Reference checks (industry, city within state) are the server's, against the database.
 */
export const ImportRow = z.object({
  brandName: z.preprocess(
    blankToUndefined,
    z.string({ error: 'is required' }).max(200, 'must be at most 200 characters'),
  ),
  companyName: text(200),
  industryName: text(200),
  brandRevenue: z.preprocess(
    (v) => {
      const s = blankToUndefined(v);
      return typeof s === 'string' && /^-?[\d,]*\.?\d+$/.test(s) ? Number(s.replace(/,/g, '')) : s;
    },
    z
      .number({ error: 'must be a number (crore)' })
      .min(0, 'must be 0 or more')
      .max(1_000_000, 'must be at most 1,000,000 crore')
      .optional(),
  ),
  website: url,
  linkedin: url,
  hqCity: text(200),
  hqState: text(200),
  engagement: z.preprocess(
    (v) => {
      const s = blankToUndefined(v);
      return typeof s === 'string'
        ? (ENGAGEMENTS.find((e) => e.toLowerCase() === s.toLowerCase()) ?? s)
        : s;
    },
    z.enum(ENGAGEMENTS, { error: 'must be Strong, Medium or Low' }).optional(),
  ),
  brandDescription: text(5000),
  pocName: text(200),
  pocEmail: z.preprocess(blankToUndefined, z.email('must be an email address').max(320).optional()),
  pocRole: text(200),
  pocPhone: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\+?[\d\s\-()]{6,24}$/, 'must be a phone number (digits, optional +country code)')
      .optional(),
  ),
  pocLinkedIn: url,
  pocIsPrimary: z.preprocess(
    (v) => {
      const s = blankToUndefined(v);
      if (typeof s !== 'string') return s;
      if (YES.includes(s.toLowerCase())) return true;
      if (NO.includes(s.toLowerCase())) return false;
      return s;
    },
    z.boolean({ error: 'must be yes or no' }).optional(),
  ),
});
export type ImportRow = z.infer<typeof ImportRow>;

/** User-facing messages of the import. */
export const IMPORT_MESSAGES = {
  fileRequired: 'Choose a .csv or .xlsx file to import',
  fileType: 'Only .csv and .xlsx files can be imported',
  fileTooLarge: 'The file is larger than 50 MB',
  fileUnreadable: 'The file could not be read. Save it as .csv (UTF-8) or .xlsx and try again.',
  fileEmpty: 'The file has a header row but no data rows',
  noHeader: 'The file has no header row',
  importNotFound: 'This import was not found. Upload the file again.',
  hasErrors: 'Fix the errors in the file before importing',
  notAllowed: 'Only Admins, Project Owners and Brand Owners can import brands',
  columnMissing: (column: string) => `column "${column}" is not in the file`,
  /** A file past IMPORT_LIMITS[limit]. */
  tooBig: (limit: ImportLimit) =>
    ({
      rows: `The file has more than ${IMPORT_LIMITS.rows.toLocaleString('en-US')} data rows. Split it into smaller files.`,
      columns: `A row of the file has more than ${IMPORT_LIMITS.columns} columns. Keep only the columns to import.`,
      cells: `The file has more than ${IMPORT_LIMITS.cells.toLocaleString('en-US')} cells. Split it into smaller files.`,
      inflatedBytes: `The workbook unpacks to more than ${IMPORT_LIMITS.inflatedBytes / 1024 / 1024} MB. Keep only the sheet to import, or split it into smaller files.`,
      partBytes: `The workbook's styles or sheet list unpack to more than ${IMPORT_LIMITS.partBytes / 1024 / 1024} MB. Save it again as a new workbook, or export the sheet as CSV.`,
      sharedStrings: `The workbook has more than ${IMPORT_LIMITS.sharedStrings.toLocaleString('en-US')} distinct texts. Split it into smaller files.`,
    })[limit],
  /** Past IMPORT_UPLOADS_PER_HOUR; `minutes` until the next upload is accepted. */
  tooManyUploads: (minutes: number) =>
    `You have uploaded ${IMPORT_UPLOADS_PER_HOUR} import files in the last hour. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  /** A cell (row 1 = the header) holding a NUL character or half of a UTF-16 surrogate pair, which no text column can store. */
  badCharacter: (row: number, column: number) =>
    `Row ${row}, column ${column} holds a character that cannot be imported (a NUL byte or a broken character). Remove it, save the file as .csv (UTF-8) or .xlsx and upload it again.`,
  done: (created: number, updated: number) =>
    `Import complete: ${created} brands created, ${updated} updated`,
} as const;

/** The import's endpoints (brand and POC import, ADMIN, PO and BO): the multipart parse of one file, its dry run and its run. */
export const importRoutes = {
  parse: defineRoute({
    method: 'POST',
    path: '/brand/import/parse',
    multipart: true,
    response: ImportParseResult,
    summary: 'Reads an uploaded .csv or .xlsx import file: its columns and first rows',
    tags: ['imports'],
  }),
  dryRun: defineRoute({
    method: 'POST',
    path: '/brand/import/dry-run',
    body: ImportRequest,
    response: ImportDryRunResult,
    summary: 'Checks an import with its mapping: every bad row and the counts; changes nothing',
    tags: ['imports'],
  }),
  run: defineRoute({
    method: 'POST',
    path: '/brand/import/run',
    body: ImportRequest,
    response: ImportRunResult,
    refusals: { 400: ImportRefused },
    summary: 'Imports the file with its mapping (refused with 400 while it has bad rows)',
    tags: ['imports'],
  }),
};
