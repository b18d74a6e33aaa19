import { spawn, type ChildProcess } from 'node:child_process';

/** A server copy running in its own process. */
export type ServerProcess = { base: string; port: number; child: ChildProcess; stop: () => Promise<void> };

/**
 * Starts apps/server/src/main.ts in its own process (so load and server do not share a CPU thread; a
 * test can SIGKILL it) on `port` (default a random free-ish one) with `env`, no demo seeding and
 * error-only logs; resolves once it listens. With CPU_PROF_DIR set, the copy writes a V8 CPU profile there when it exits. Used by the benches and the chat fault test. Run from the
 * repository root.
 */
export async function startServerProcess(env: Record<string, string>, port = 4100 + Math.floor(Math.random() * 800)): Promise<ServerProcess> {
  const child = spawn(process.execPath, [...(process.env.CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.CPU_PROF_DIR}`] : []), '--import', 'tsx', 'apps/server/src/main.ts'], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'off', LOG_LEVEL: 'error' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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
