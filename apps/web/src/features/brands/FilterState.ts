import { BrandFilter, type BrandFilterInput } from '@crm/contracts';

/**
 * The brand filter in the URL (`?filter=<base64url JSON>`) so it can be shared and survives a reload.
 * Decoding validates with the contract's schema; anything malformed reads as no filter.
 */
export function encodeFilter(f: BrandFilterInput): string | null {
  const compact = compactFilter(f);
  if (!Object.keys(compact).length) return null;
  return btoa(JSON.stringify(compact)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The filter of a `filter` URL parameter, or {} when absent or invalid. */
export function decodeFilter(raw: string | null): BrandFilterInput {
  if (!raw) return {};
  try {
    const json = JSON.parse(atob(raw.replace(/-/g, '+').replace(/_/g, '/')));
    return BrandFilter.safeParse(json).success ? (json as BrandFilterInput) : {};
  } catch {
    return {};
  }
}

/** A filter part that holds a selection: ids or users (`data`) with a selection type, or locations by INCLUDE/EXCLUDE. */
type SelectionPart = {
  ids?: unknown[];
  data?: unknown[];
  selectionType?: string;
  INCLUDE?: unknown[];
  EXCLUDE?: unknown[];
};

/** Whether a selection part selects nothing: no ids or users in INCLUDE mode, no locations either way. */
function selectsNothing(o: SelectionPart): boolean {
  if ('ids' in o && !o.ids?.length && o.selectionType !== 'EXCLUDE') return true;
  if ('data' in o && !o.data?.length && o.selectionType !== 'EXCLUDE') return true;
  return ('INCLUDE' in o || 'EXCLUDE' in o) && !o.INCLUDE?.length && !o.EXCLUDE?.length;
}

/** Whether the filter's part `k` filters nothing: unset, an ALL radio, both location scopes, an empty list or selection. */
function filtersNothing(k: string, v: unknown): boolean {
  if (v === undefined || v === 'ALL' || (k === 'applySelectionTo' && v === 'BOTH')) return true;
  if (Array.isArray(v)) return !v.length;
  return !!v && typeof v === 'object' && selectsNothing(v as SelectionPart);
}

/** Drops the parts that filter nothing (empty INCLUDE selections, ALL radios, empty lists). */
function compactFilter(f: BrandFilterInput): BrandFilterInput {
  return Object.fromEntries(
    Object.entries(f).filter(([k, v]) => !filtersNothing(k, v)),
  ) as BrandFilterInput;
}
