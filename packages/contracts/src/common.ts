import { z } from 'zod';
import { MAX_PAGE_SIZE } from './constants.js';

/**
 * An integer from a JSON number or a decimal string (query strings arrive as text). Booleans, objects
 * and other types are refused rather than coerced.
 */
export const intInput = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?\d+$/, 'must be an integer')
    .transform(Number),
]);

/** A database id: a positive integer (bigint identity on the server). */
export const Id = intInput.pipe(z.number().int().positive().max(Number.MAX_SAFE_INTEGER));

/** Paging request fields (ARCHITECTURE.md §4): pageNo from 1, count ≤ MAX_PAGE_SIZE; default count per list. */
export const pageFields = (defaultCount: number) => ({
  pageNo: intInput.pipe(z.number().int().min(1).max(1_000_000)).default(1),
  count: intInput.pipe(z.number().int().min(1).max(MAX_PAGE_SIZE)).default(defaultCount),
});

/** A boolean in a query string: true/false, or 'true'/'false'. */
export const QueryFlag = z.union([
  z.boolean(),
  z.enum(['true', 'false']).transform((v) => v === 'true'),
]);

/** Free-text search: trimmed, at most 200 characters. */
export const SearchFor = z.string().trim().max(200).default('');

/** Sort order. */
export const SortOrder = z.enum(['ASC', 'DESC']);

/** Paging answer fields beside the list. */
export const PageInfo = z.object({
  pageNo: z.number().int(),
  totalPages: z.number().int(),
  totalNoOfEntries: z.number().int(),
  /**
   * Present and true when more rows match than totalNoOfEntries: a big list counts up to 10,000 and
   * shows "10,000+" (issue 43 §1); totalPages then covers the pages up to that count.
   */
  totalCapped: z.boolean().optional(),
});
export type PageInfo = z.infer<typeof PageInfo>;

/** Success envelope `{data}` for a schema. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ data });

/** A plain success with the spec's toast text. */
export const MessageResult = z.object({ message: z.string() });

/** True when `s` is `YYYY-MM-DD` naming a real calendar day between the years 1900 and 2999 (no 2026-02-31). */
export function isRealDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const year = Number(s.slice(0, 4));
  const d = new Date(`${s}T00:00:00Z`);
  return (
    year >= 1900 && year <= 2999 && !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s
  );
}

/** An ISO time with its zone (`2026-12-05T18:29:59.999Z`, `…+05:30`): what a date picker of the spec sends. */
const ZONED_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
/** Writes an instant's calendar day in IST as `YYYY-MM-DD` (en-CA's date order). */
const IST_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });

/**
 * A picked day as the API reads it: `YYYY-MM-DD` as written, or a zoned ISO time as its IST calendar
 * day — a date picker sends its day as that day's end, 23:59:59.999 IST (spec 000 §5 Dates), so
 * `2026-12-05T18:29:59.999Z` is 2026-12-05. Anything else is left for DateOnly to refuse.
 */
export function pickedDay(v: string): string {
  if (!ZONED_INSTANT.test(v) || !isRealDate(v.slice(0, 10))) return v;
  const at = new Date(v);
  return Number.isNaN(at.getTime()) ? v : IST_DAY.format(at);
}

/**
 * A date-only value, `YYYY-MM-DD`, that exists in the calendar (400 for 2026-02-31 or 2026-13-01); a
 * zoned ISO time is taken as its IST day (pickedDay).
 */
export const DateOnly = z
  .string()
  .transform(pickedDay)
  .refine(isRealDate, 'must be a real date written YYYY-MM-DD');

/** Money in crore (₹ 10,000,000), non-negative, at most 1,000,000 crore. */
export const Crore = z.number().min(0).max(1_000_000);

/** A user as shown in lists: spec 000 §3 user fields. */
export const UserSummary = z.object({
  userId: z.number(),
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profileImage: z.string().nullable(),
  roles: z.array(z.string()),
  verticalName: z.string().nullable(),
  lastActiveOn: z.string().nullable(),
});
export type UserSummary = z.infer<typeof UserSummary>;

/** An IANA time zone known to the runtime (downloads show times in it); default IST, Asia/Kolkata. */
export const TimeZone = z
  .string()
  .max(64)
  .refine((tz) => {
    try {
      return new Intl.DateTimeFormat('en', { timeZone: tz }).resolvedOptions().timeZone.length > 0;
    } catch {
      return false;
    }
  }, 'unknown time zone')
  .default('Asia/Kolkata');
