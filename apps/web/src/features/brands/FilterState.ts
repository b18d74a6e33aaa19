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

/** Drops the parts that filter nothing (empty INCLUDE selections, ALL radios, empty lists). */
function compactFilter(f: BrandFilterInput): BrandFilterInput {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(f)) {
    if (v === undefined || v === 'ALL' || (k === 'applySelectionTo' && v === 'BOTH')) continue;
    if (Array.isArray(v) && !v.length) continue;
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      const o = v as {
        ids?: unknown[];
        data?: unknown[];
        selectionType?: string;
        INCLUDE?: unknown[];
        EXCLUDE?: unknown[];
      };
      if ('ids' in o && !o.ids?.length && o.selectionType !== 'EXCLUDE') continue;
      if ('data' in o && !o.data?.length && o.selectionType !== 'EXCLUDE') continue;
      if (('INCLUDE' in o || 'EXCLUDE' in o) && !o.INCLUDE?.length && !o.EXCLUDE?.length) continue;
    }
    out[k] = v;
  }
  return out as BrandFilterInput;
}
