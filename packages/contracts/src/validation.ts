import { z } from 'zod';

/**
 * Input safety and human validation messages, shared by server and web.
 * Every string a client sends is checked here once, before its schema: no NUL byte, no lone UTF-16
 * surrogate, and no JSON nested deeper than MAX_INPUT_DEPTH.
 */

/** Deepest nesting of objects and arrays accepted in a request body or query (a deeper one is 400). */
const MAX_INPUT_DEPTH = 32;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `s` holds a NUL byte or a lone surrogate: text PostgreSQL cannot store or that is not real Unicode. */
const isUnsafeText = (s: string) => s.includes('\u0000') || LONE_SURROGATE.test(s);

/** What is wrong with an input and where: `path` is the field path (keys and indexes). */
export type UnsafeInput = { path: (string | number)[]; problem: 'TEXT' | 'DEPTH' };

/**
 * The first unsafe place in a parsed JSON value or query (NUL / lone surrogate in a string or a key,
 * or nesting deeper than `maxDepth`), or null when it is all safe. Never recurses past `maxDepth`.
 */
export function findUnsafeInput(value: unknown, maxDepth = MAX_INPUT_DEPTH): UnsafeInput | null {
  const walk = (v: unknown, path: (string | number)[]): UnsafeInput | null => {
    if (typeof v === 'string') return isUnsafeText(v) ? { path, problem: 'TEXT' } : null;
    if (v === null || typeof v !== 'object') return null;
    if (path.length >= maxDepth) return { path, problem: 'DEPTH' };
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        const bad = walk(v[i], [...path, i]);
        if (bad) return bad;
      }
      return null;
    }
    for (const [k, child] of Object.entries(v)) {
      if (isUnsafeText(k)) return { path: [...path, k], problem: 'TEXT' };
      const bad = walk(child, [...path, k]);
      if (bad) return bad;
    }
    return null;
  };
  return walk(value, []);
}

/**
 * `schema` for a value that may arrive as its JSON text: an object field of a POST body sent in a GET's
 * query string, or any client event's socket payload, which the spec's client JSON-encodes (spec 001 §7
 * Realtime; the server's realtime dispatcher applies it to every event). Text is parsed and held to the
 * same guard as a body (findUnsafeInput); text that is not JSON, or unsafe once parsed, is an issue
 * 'must be valid JSON without NUL bytes or broken Unicode'. Other values pass to `schema` as they are.
 */
export const jsonEncoded = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value, ctx) => {
    if (typeof value !== 'string') return value;
    try {
      const parsed: unknown = JSON.parse(value);
      if (!findUnsafeInput(parsed)) return parsed;
    } catch {
      /* reported below */
    }
    ctx.addIssue({
      code: 'custom',
      message: 'must be valid JSON without NUL bytes or broken Unicode',
      input: value,
    });
    return z.NEVER;
  }, schema);

const GENERIC = new Set(['ids', 'data', 'selectionType', 'field', 'order', 'value']);

/** Field names whose words alone would read oddly. */
const LABELS: Record<string, string> = {
  eiId: 'Event inventory',
  eiIds: 'Event inventories',
  brandId: 'Brand',
  pocId: 'POC',
  userId: 'User',
  fileId: 'File',
  searchFor: 'Search text',
  followUpDate: 'Follow-up date',
  brandRevenue: 'Revenue',
  lb: 'Lower bound',
  ub: 'Upper bound',
  pageNo: 'Page number',
  count: 'Page size',
  url: 'Link',
};

/** A field path as the words a user reads, e.g. ['filters', 'followUpDate'] → 'Follow-up date'. */
function fieldLabel(path: readonly PropertyKey[]): string {
  const names = path.filter((p): p is string => typeof p === 'string' && !/^\d+$/.test(p));
  // generic leaf names (a selection's ids, an owner list's data) read better as their parent's name
  const name =
    names.length > 1 && GENERIC.has(names[names.length - 1])
      ? names[names.length - 2]
      : names[names.length - 1];
  if (!name) return 'The request';
  if (LABELS[name]) return LABELS[name];
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'yes or no',
  array: 'a list',
  object: 'an object',
  date: 'a date',
};
const grouped = (n: number | bigint) => Number(n).toLocaleString('en-IN');

/** The predicate of a zod issue in plain words, e.g. 'can be at most 200 characters' (no field, no full stop). */
export function issuePredicate(issue: z.core.$ZodRawIssue): string {
  const i = issue as BoundIssue & { expected?: string; format?: string; values?: unknown[] };
  switch (i.code) {
    case 'invalid_type':
      return i.input === undefined
        ? 'is required'
        : `must be ${TYPE_WORDS[i.expected ?? ''] ?? i.expected}`;
    case 'too_big':
      return tooBig(i);
    case 'too_small':
      return tooSmall(i);
    case 'invalid_format':
      if (i.format === 'email') return 'must be a valid email address';
      if (i.format === 'url') return 'must be a valid link';
      return 'is not in the expected format';
    case 'invalid_value': {
      const values = (i.values ?? []).map(String);
      return values.length && values.length <= 8
        ? `must be one of ${values.join(', ')}`
        : 'is not one of the allowed values';
    }
    case 'not_multiple_of':
      return 'must be a whole number';
    case 'unrecognized_keys':
      return unrecognizedKeys((issue as { keys?: string[] }).keys ?? []);
    default:
      return 'is not valid';
  }
}

/** A too_big or too_small issue: what it bounds (`origin`: string, array, number…) and its bound. */
type BoundIssue = z.core.$ZodRawIssue & {
  origin?: string;
  maximum?: number | bigint;
  minimum?: number | bigint;
  inclusive?: boolean;
};

/** A too_big issue in words: at most so many characters or items, or below/at most a number. */
function tooBig(i: BoundIssue): string {
  if (i.origin === 'string') return `can be at most ${grouped(i.maximum!)} characters`;
  if (i.origin === 'array' || i.origin === 'set')
    return `can have at most ${grouped(i.maximum!)} items`;
  return i.inclusive === false
    ? `must be less than ${grouped(i.maximum!)}`
    : `must be at most ${grouped(i.maximum!)}`;
}

/** A too_small issue in words: required (a string of at least one character), at least so many characters or items, or above/at least a number. */
function tooSmall(i: BoundIssue): string {
  if (i.origin === 'string')
    return Number(i.minimum) <= 1
      ? 'is required'
      : `must be at least ${grouped(i.minimum!)} characters`;
  if (i.origin === 'array' || i.origin === 'set')
    return `must have at least ${grouped(i.minimum!)} item${Number(i.minimum) === 1 ? '' : 's'}`;
  return i.inclusive === false
    ? `must be more than ${grouped(i.minimum!)}`
    : `must be at least ${grouped(i.minimum!)}`;
}

/** An unrecognized_keys issue in words, naming up to five of the `keys`. */
function unrecognizedKeys(keys: string[]): string {
  return `has ${keys.length === 1 ? 'a field' : 'fields'} that ${keys.length === 1 ? 'is' : 'are'} not allowed${keys.length ? ` (${keys.slice(0, 5).join(', ')})` : ''}`;
}

/** A whole sentence for a failed field, e.g. 'Brand name can be at most 200 characters.' */
export const validationSentence = (path: readonly PropertyKey[], predicate: string) =>
  `${fieldLabel(path)} ${predicate.replace(/\.$/, '')}.`;

/** Makes zod's default messages the plain predicates above (explicit schema messages keep theirs). Call once at start-up. */
export function useHumanValidationMessages(): void {
  z.config({ customError: (issue) => issuePredicate(issue) });
}

/** The sentence for a NUL / lone surrogate / too-deep input (see findUnsafeInput). */
export const unsafeInputSentence = (u: UnsafeInput) =>
  u.problem === 'DEPTH'
    ? `${fieldLabel(u.path)} is nested too deeply (at most ${MAX_INPUT_DEPTH} levels).`
    : `${fieldLabel(u.path)} contains characters that are not allowed (a NUL byte or broken Unicode).`;
