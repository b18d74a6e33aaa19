import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(__dirname, '..');

/** Every source file of the web app outside its tests. */
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)
        ? [join(dir, e.name)]
        : [],
  );

/** What a query key may be built from: the route catalogue's keys (lib/useApi.ts) or its families. */
const CATALOGUE_KEY = String.raw`(?:apiKey\(|routeKey\(|cacheFamilies\.)`;

/** A key given to the query cache (`queryKey:`, a paged picker's `key:`, the positional key of set/getQueryData). */
const KEY_USE = new RegExp(
  String.raw`(?:\bqueryKey\s*:|\bkey\s*:\s*(?=\[)|\b(?:setQueryData|getQueryData)(?:<[^>]*>)?\()\s*(?!${CATALOGUE_KEY})(\S[^,\n]{0,60})`,
  'g',
);

/** Where catalogue keys are built (useApi.ts) or extended (the paged picker appends the search text). */
const EXEMPT = new Set(['lib/useApi.ts', 'components/dropdown.tsx']);

describe('query keys', () => {
  it('come only from the route catalogue, so an invalidation always names what a read cached', () => {
    const handWritten = sources(SRC).flatMap((file) => {
      const name = relative(SRC, file);
      if (EXEMPT.has(name)) return [];
      const text = readFileSync(file, 'utf8');
      return [...text.matchAll(KEY_USE)].map((m) => {
        const line = text.slice(0, m.index).split('\n').length;
        return `${name}:${line}  ${m[1]!.trim()}`;
      });
    });
    // A hand-written key drifts from the read it means: an invalidation of ['brand-files'] silently misses
    // a read cached under ['brandFiles']. Build keys with apiKey/routeKey from the catalogue entry, or
    // name a whole family with cacheFamilies (packages/contracts).
    expect(handWritten).toEqual([]);
  });
});
