import { describe, expect, it } from 'vitest';
import { REFERENCE_KINDS, referenceKindRoutes } from './adminReference.js';
import { cacheFamilies } from './cacheFamilies.js';
import { storedFileRoute } from './files.js';
import { routeCatalogue } from './catalogue.js';
import type { RouteDefinition } from './routes.js';

/** Every endpoint the web may cache: the catalogue's, each admin reference kind's, the stored-file read. */
const defs: RouteDefinition[] = [
  ...Object.values(routeCatalogue).flatMap((m) => Object.values(m)),
  ...REFERENCE_KINDS.flatMap((kind) => Object.values(referenceKindRoutes(kind))),
  storedFileRoute,
];

/** The first element of `def`'s query key; a key function is called with an input whose every field is 1. */
const familyOf = (def: RouteDefinition): unknown =>
  typeof def.cacheKey === 'function'
    ? def.cacheKey(new Proxy({}, { get: () => 1 }) as never)[0]
    : def.cacheKey?.[0];

describe('route catalogue', () => {
  it('gives no two reads the same query-cache family, so one read never shows another’s answer', () => {
    const families = Object.values(routeCatalogue)
      .flatMap((m) => Object.values(m))
      .flatMap((def) =>
        'cacheKey' in def && Array.isArray(def.cacheKey) ? [JSON.stringify(def.cacheKey)] : [],
      );
    expect(families.length).toBeGreaterThan(5);
    expect(families.filter((f, i) => families.indexOf(f) !== i)).toEqual([]);
  });

  it('starts every read’s query key with a family of cacheFamilies, so a family’s invalidation reaches it', () => {
    const known = new Set(Object.values(cacheFamilies).map(([family]) => family as string));
    const strays = defs
      .filter((def) => def.cacheKey !== undefined && !known.has(familyOf(def) as string))
      .map((def) => `${def.method} ${def.path}: ${String(familyOf(def))}`);
    expect(strays).toEqual([]);
  });

  it('has no family without a read, so invalidating a family always reaches a catalogue read', () => {
    const used = new Set(defs.map(familyOf));
    const unused = Object.values(cacheFamilies)
      .map(([family]) => family as string)
      .filter((family) => !used.has(family));
    expect(unused).toEqual([]);
  });
});
