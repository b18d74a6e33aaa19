import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from './serverProcess.js';

/** The shipped nginx site: the balancer test and the load test run this very file. */
const SITE = path.resolve('deploy/nginx/sponsordesk.conf');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** The shipped site file with its upstream's copies replaced by one per port of `ports`, and `port` (on 127.0.0.1) for 80. */
function siteFor(ports: number[], port: number): string {
  let site = readFileSync(SITE, 'utf8');
  const swap = (from: RegExp, to: string) => {
    if (!from.test(site)) throw new Error(`${SITE} no longer has ${from}`);
    site = site.replace(from, to);
  };
  const copy = /^(\s*)server 127\.0\.0\.1:300\d( [^;]*;)\n/m;
  const [, indent, options] = copy.exec(site) ?? [];
  swap(
    /(^\s*server 127\.0\.0\.1:300\d [^;]*;\n)+/m,
    ports.map((p) => `${indent}server 127.0.0.1:${p}${options}\n`).join(''),
  );
  swap(/listen 80;/, `listen 127.0.0.1:${port};`);
  return site;
}

/**
 * nginx as a child process, without root or port 80: its pid and temp files in `dir`, the shipped site inside a
 * minimal http block, its error log (warnings and worse) kept for `errorLog()`; resolves once it proxies /healthz.
 */
export async function startNginx(
  dir: string,
  ports: number[],
): Promise<{ url: string; errorLog: () => string; stop: () => Promise<void> }> {
  const port = await freePort();
  writeFileSync(path.join(dir, 'sponsordesk.conf'), siteFor(ports, port));
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((t) => `${t}_temp_path ${path.join(dir, `${t}_temp`)};`)
    .join('\n  ');
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `${process.getuid?.() === 0 ? "user www-data; # as root (a CI container): workers as Debian's www-data, who may read this 0755 folder" : ''}
worker_processes 1;
worker_rlimit_nofile 20000;
daemon off;
pid ${path.join(dir, 'nginx.pid')};
error_log stderr warn;
events { worker_connections 8192; } # a socket holds two: the client's and the copy's
http {
  access_log off;
  ${temp}
  include ${path.join(dir, 'sponsordesk.conf')};
}
`,
  );
  const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', 'stderr'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr.on('data', (d: Buffer) => (log += d.toString()));
  const exited = new Promise<never>((_, reject) => {
    child.once('exit', (code) => reject(new Error(`nginx exited ${code}: ${log}`)));
    child.once('error', (e) =>
      reject(
        new Error(`${NGINX} does not run (apt-get install nginx, or set NGINX_PATH): ${e.message}`),
      ),
    );
  });
  const url = `http://127.0.0.1:${port}`;
  const up = async () => {
    while (child.exitCode === null && child.pid !== undefined) {
      // /healthz is outside /api and the catalogue: the copy's readiness, polled while it starts
      const ok = await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  await Promise.race([up(), exited]);
  if (child.exitCode !== null || child.pid === undefined) await exited; // it ended before it answered
  exited.catch(() => undefined); // stopping it later is no failure
  return {
    url,
    errorLog: () => log,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM'); // a fast stop: open WebSockets do not hold it
      }),
  };
}
