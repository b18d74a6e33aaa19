import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../..');

describe('migrations', () => {
  it('cover the whole schema: generating against a copy of them finds nothing to add', () => {
    // drizzle-kit reads `out` relative to the working directory, so the copy lives under .data/ (ignored by git).
    mkdirSync(path.join(root, '.data'), { recursive: true });
    const tmp = mkdtempSync(path.join(root, '.data', 'migration-check-'));
    try {
      const out = path.join(tmp, 'migrations');
      cpSync(path.join(root, 'apps/server/src/db/migrations'), out, { recursive: true });
      const before = readdirSync(out).length;
      const config = path.join(tmp, 'drizzle.config.mjs');
      writeFileSync(
        config,
        `export default { dialect: 'postgresql', schema: ${JSON.stringify(path.join(root, 'apps/server/src/db/schema/index.ts'))}, out: ${JSON.stringify(path.relative(root, out))} };\n`,
      );
      const output = execFileSync(
        path.join(root, 'node_modules/.bin/drizzle-kit'),
        ['generate', '--config', config, '--name', 'ci_check'],
        { cwd: root, encoding: 'utf8' },
      );
      expect(output).toContain('No schema changes');
      expect(readdirSync(out).length).toBe(before);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  }, 60_000);
});
