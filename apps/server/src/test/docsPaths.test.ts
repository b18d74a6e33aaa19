import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The documents as a map: every file or folder path README.md, ARCHITECTURE.md, CONTRIBUTING.md,
 * GLOSSARY.md and docs/*.md name in backticks, and every relative link, exists, so a renamed or deleted
 * file fails here until its documents follow. A path is read the way the documents write it: from the
 * repository root or from a source root (`lib/route.ts` under apps/server/src or apps/web/src, a module
 * or feature folder like `brands/history.ts`), a bare file name anywhere in the sources, a template
 * (`modules/<domain>/routes.ts`) by its fixed start. Not paths: URL paths (`/api/brand`, they start
 * with '/'), runtime places (`DATA_DIR/files`), date formats, MIME types, npm packages, and what the
 * repository's .gitignore names as generated (`test-results/`, `dist/`).
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Folders a path in the documents may start from, besides the repository root. */
const BASES = [
  '',
  'apps/server/src',
  'apps/server/src/modules',
  'apps/web',
  'apps/web/src',
  'apps/web/src/features',
  'packages/contracts/src',
];

/** Folders whose files a bare file or folder name (`queries.ts`, `groups/`) may name. */
const SOURCES = ['apps', 'packages', 'scripts', 'deploy', 'data', 'docs', '.ci', 'patches'];

const LOOKS_LIKE_FILE = /\.(ts|tsx|mts|mjs|md|json|sql)$/;
const TEMPLATE = /[<{*…]|(^|\/)[A-Z][A-Z0-9]+(_|\/|$)/;
const NOT_A_PATH = [
  /\s/, // a command or a route with its method
  /^\//, // a URL path or an absolute place on a server
  /:\/\//, // a URL
  /^[A-Z][A-Z0-9_]*\//, // a place under an environment variable's folder
  /^[dMy]+\/[dMy]+\/[dMy]+$|^\d+\/\d+\/\d+$/, // a date format or a date
  /^(application|text|image|video|audio|multipart)\//, // a MIME type
  /^@/, // an npm package (`@crm/contracts`) or a mention's markup
];

/** Outside fenced code: the spans in backticks that name paths, then the relative link targets. */
function pathsOfMarkdown(text: string): string[] {
  const prose = text.replace(/^```[\s\S]*?^```/gm, '');
  const spans = [...prose.matchAll(/`([^`\n]+)`/g)]
    .map((m) => m[1])
    .filter((s) => !NOT_A_PATH.some((re) => re.test(s)))
    .filter((s) => s.includes('/') || LOOKS_LIKE_FILE.test(s));
  const links = [...prose.replace(/`[^`\n]*`/g, '').matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1].replace(/#.*$/, ''))
    .filter((target) => target && !/^[a-z]+:/.test(target))
    .map((target) => `link:${target}`);
  return [...spans, ...links];
}

/** Every file and folder name under the source folders (not node_modules or build output). */
function namesInSources(): Set<string> {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      names.add(entry.name);
      if (entry.isDirectory()) walk(path.join(dir, entry.name));
    }
  };
  for (const dir of SOURCES) if (existsSync(path.join(root, dir))) walk(path.join(root, dir));
  return names;
}

/** Paths the repository's .gitignore names: build, test and bench output, local data. */
const generated = readFileSync(path.join(root, '.gitignore'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#') && !line.includes('*'));

/** Whether `named` (`./` in front or not) is or lies under what .gitignore names: absent from a fresh clone. */
const isGenerated = (named: string) => {
  const plain = named.replace(/^\.\//, '');
  return generated.some((entry) =>
    entry.endsWith('/')
      ? `${plain}/`.startsWith(entry) || plain.includes(`/${entry}`)
      : plain === entry,
  );
};

const underABase = (named: string) =>
  BASES.some((base) =>
    ['', '.ts', '.tsx'].some((ext) => existsSync(path.join(root, base, named + ext))),
  );

/** Whether a path as `pathsOfMarkdown` gives it exists for `document` (a path from the root). */
function exists(document: string, named: string, names: Set<string>): boolean {
  if (named.startsWith('link:'))
    return existsSync(path.join(root, path.dirname(document), named.slice('link:'.length)));
  if (isGenerated(named)) return true;
  const template = TEMPLATE.exec(named);
  if (template) {
    const fixed = named.slice(0, named.lastIndexOf('/', template.index) + 1);
    return fixed === '' || underABase(fixed);
  }
  const name = named.replace(/\/$/, '');
  return underABase(name) || (!name.includes('/') && names.has(name));
}

/** The repository's documents: the top-level guides and every page of docs/. */
const documents = [
  'README.md',
  'ARCHITECTURE.md',
  'CONTRIBUTING.md',
  'GLOSSARY.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

describe('the documents name only paths that exist', () => {
  const names = namesInSources();

  it.each(documents)('%s', (document) => {
    const named = pathsOfMarkdown(readFileSync(path.join(root, document), 'utf8'));
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((p) => !exists(document, p, names))).toEqual([]);
  });

  it('reads backticked paths, templates and links, and misses a renamed file or link', () => {
    const text = [
      'See `lib/route.ts`, `apps/server/src/lib/sql.ts`, `modules/<domain>/routes.ts`, `queries.ts`,',
      '`/api/brand`, `DATA_DIR/files`, `dd/MM/yyyy`, `@crm/contracts`, `test-results/e2e/`, `./.data`,',
      'and [operations](docs/operations.md).',
      '```',
      '`not/read/inside/a/fence.ts`',
      '```',
      'Renamed: `lib/routes.ts`, `brands/histories.ts`, `queriez.ts`, [gone](docs/missing.md).',
    ].join('\n');
    const named = pathsOfMarkdown(text);
    expect(named).toEqual([
      'lib/route.ts',
      'apps/server/src/lib/sql.ts',
      'modules/<domain>/routes.ts',
      'queries.ts',
      'test-results/e2e/',
      './.data',
      'lib/routes.ts',
      'brands/histories.ts',
      'queriez.ts',
      'link:docs/operations.md',
      'link:docs/missing.md',
    ]);
    expect(named.filter((p) => !exists('README.md', p, names))).toEqual([
      'lib/routes.ts',
      'brands/histories.ts',
      'queriez.ts',
      'link:docs/missing.md',
    ]);
  });
});
