import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A server copy running in its own process. */
export type ServerProcess = {
  base: string;
  port: number;
  child: ChildProcess;
  stop: () => Promise<void>;
};

/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

/**
 * Starts apps/server/src/main.ts in its own process (so load and server do not share a CPU thread; a
 * test can SIGKILL it) on `port` (default a free one) with `env` over the defaults (no demo seeding,
 * error-only logs; SHARED_DATA_DIR=on, as copies started here share this machine's folders, so several of
 * them may run with REDIS_URL on the disk storage); resolves once it listens, rejects if it exits first. With CPU_PROF_DIR set, the
 * copy writes a V8 CPU profile there when it exits. `built`: run the production build
 * (apps/server/dist/main.js, made by `npm run build`) instead of the sources through tsx. Used by the
 * benches, the chat fault test and the browser tests. Run from the repository root.
 */
export async function startServerProcess(
  env: Record<string, string>,
  port?: number,
  { built = false }: { built?: boolean } = {},
): Promise<ServerProcess> {
  port ??= await freePort();
  const child = spawn(
    process.execPath,
    [
      ...(process.env.CPU_PROF_DIR
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.CPU_PROF_DIR}`]
        : []),
      ...(built
        ? ['--enable-source-maps', 'apps/server/dist/main.js']
        : ['--import', 'tsx', 'apps/server/src/main.ts']),
    ],
    {
      env: {
        ...process.env,
        SEED_DEMO: 'off',
        LOG_LEVEL: 'error',
        SHARED_DATA_DIR: 'on',
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (d: Buffer) => {
      log += d.toString();
      if (log.includes('is running at')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${log}`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    port,
    child,
    stop: () =>
      new Promise((r) => {
        if (child.exitCode !== null || child.signalCode !== null) return r();
        child.once('exit', () => r());
        child.kill('SIGTERM');
      }),
  };
}
