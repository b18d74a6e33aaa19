/**
 * Production builds, plain Node (no tsx): `node scripts/build.mjs [web|server]…` builds the named targets
 * (default both) and writes each one's build stamp; scripts/start.mjs rebuilds only the stale ones.
 *
 * - web: `vite build apps/web` into apps/web/dist.
 * - server: esbuild bundles apps/server/src/main.ts with the server's own code and @crm/contracts (TS
 *   source) into apps/server/dist/main.js (ESM, source map); npm packages stay external (node_modules).
 *
 * A stamp (`.build-stamp` in the output folder) holds a fingerprint of the target's inputs: every input
 * file's path, size and mtime. A target is stale when its stamp is missing or its inputs' fingerprint
 * differs (a file changed, was added or was removed).
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverOut = path.join(root, 'apps/server/dist');

/** The targets: output folder and inputs (files or folders, relative to the repository root). */
const TARGETS = {
  web: {
    out: path.join(root, 'apps/web/dist'),
    inputs: [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/postcss.config.cjs',
      'apps/web/package.json',
      'packages/contracts/src',
      'package-lock.json',
    ],
    build: buildWeb,
  },
  server: {
    out: serverOut,
    inputs: [
      'apps/server/src',
      'apps/server/package.json',
      'packages/contracts/src',
      'package-lock.json',
      'scripts/build.mjs',
    ],
    build: buildServer,
  },
};

/** Test files and the test harness are not part of the server build. */
const isTestFile = (rel) => /\.test\.tsx?$/.test(rel) || rel.startsWith('apps/server/src/test/');

/** Every input file of `inputs` (relative paths, sorted), skipping test files. */
function inputFiles(inputs) {
  const files = [];
  const walk = (rel) => {
    const abs = path.join(root, rel);
    if (!existsSync(abs)) return;
    if (statSync(abs).isDirectory())
      for (const name of readdirSync(abs)) walk(path.posix.join(rel, name));
    else if (!isTestFile(rel)) files.push(rel);
  };
  inputs.forEach(walk);
  return files.sort();
}

/** The fingerprint of a target's inputs: a hash of each file's path, size and mtime. */
function fingerprint(target) {
  const hash = createHash('sha256');
  for (const rel of inputFiles(TARGETS[target].inputs)) {
    const s = statSync(path.join(root, rel));
    hash.update(`${rel}\0${s.size}\0${s.mtimeMs}\n`);
  }
  return hash.digest('hex');
}

const stampFile = (target) => path.join(TARGETS[target].out, '.build-stamp');

/** True when `target` ('web' | 'server') has no build or its inputs changed since the build. */
export function isStale(target) {
  const file = stampFile(target);
  return !existsSync(file) || readFileSync(file, 'utf8').trim() !== fingerprint(target);
}

/** Builds `target` ('web' | 'server') and writes its stamp (the fingerprint taken before building). */
export async function build(target) {
  const print = fingerprint(target);
  const t0 = Date.now();
  await TARGETS[target].build();
  writeFileSync(stampFile(target), `${print}\n`);
  console.log(`built ${target} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

/** `vite build apps/web`, in a child process as the npm script ran it. */
function buildWeb() {
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [vite, 'build', 'apps/web'], {
      cwd: root,
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build exited with ${code}`)),
    );
  });
}

/**
 * In the bundle every module's `import.meta.url` would be dist/main.js's: each bundled source file's
 * `import.meta.url` is rewritten to its own source file's URL (relative to the bundle, so the checkout can
 * move), and paths resolved from it (the migrations folder, data/, the web dist) stay what they are from source.
 */
const sourceUrls = {
  name: 'source-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      const rel = path.relative(serverOut, args.path).split(path.sep).join('/');
      return {
        contents: text.replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(rel)}, import.meta.url).href`,
        ),
        loader: 'ts',
      };
    });
  },
};

/** npm packages (and node: builtins) stay imports of node_modules; the workspace's @crm/* are bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@crm/') ? undefined : { path: args.path, external: true },
    );
  },
};

async function buildServer() {
  const esbuild = await import('esbuild');
  rmSync(serverOut, { recursive: true, force: true }); // no chunk of an earlier build stays beside the new ones
  await esbuild
    .build({
      absWorkingDir: root,
      entryPoints: ['apps/server/src/main.ts'],
      outdir: serverOut,
      bundle: true,
      platform: 'node',
      format: 'esm',
      // a module imported with import() is a chunk of its own, beside main.js (so the paths a module
      // resolves from import.meta.url stay the same): its npm packages load only when it does
      splitting: true,
      chunkNames: '[name]-[hash]',
      target: 'node20',
      sourcemap: true,
      logLevel: 'warning',
      plugins: [externalPackages, sourceUrls],
    })
    .finally(() => esbuild.stop()); // its service process would otherwise live as long as the server
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const targets = process.argv.slice(2);
  for (const t of targets.length ? targets : ['web', 'server']) {
    if (!(t in TARGETS)) throw new Error(`unknown build target ${t} (web, server)`);
    await build(t);
  }
}
