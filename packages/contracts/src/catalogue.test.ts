import { describe, expect, it } from 'vitest';
import { routeCatalogue } from './catalogue.js';

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
});
