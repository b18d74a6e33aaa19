import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

/** Where the browser tests leave their screenshots. */
export const SHOTS = path.resolve('test-results/e2e');

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

/** The built app served by the real server on a fresh embedded database with the demo data. */
export type RunningApp = { url: string; stop: () => Promise<void> };

/** Starts `apps/server/src/main.ts` (which serves apps/web/dist) on a free port; resolves once it listens. */
export async function startServer(): Promise<RunningApp> {
  if (!existsSync(path.resolve('apps/web/dist/index.html'))) throw new Error('Build the web app first: npm run build');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'crm-e2e-'));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: 'on', DATABASE_URL: '', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${log}`)), 180_000);
    const onData = (d: Buffer) => {
      log += d.toString();
      if (log.includes('is running at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited ${code}:\n${log}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Debian's Chromium driven by playwright-core (no browser download). */
export function launchBrowser(): Promise<Browser> {
  mkdirSync(SHOTS, { recursive: true });
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
}

/** Logs in through the login page as `<role>@demo.test` and waits for the shell. */
export async function login(page: Page, url: string, email: string): Promise<void> {
  await page.goto(`${url}/login`);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill('demo1234');
  await page.getByRole('button', { name: /log ?in|sign ?in/i }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}

/** Calls the API through the page's own session (the token the login stored), answering its `data` (throws on a non-2xx answer): test data set-up. */
export const apiCall = <T,>(page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ({ method, path, body }) => {
      const token = (JSON.parse(localStorage.getItem('userData') ?? '{}') as { token?: string }).token;
      const init: RequestInit = { method, headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) } };
      if (body !== undefined) init.body = JSON.stringify(body);
      const res = await fetch(`/api${path}`, init);
      const json = (await res.json()) as { data?: unknown };
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
      return json.data;
    },
    { method, path, body },
  ) as Promise<T>;

/** Saves a full-page screenshot under test-results/e2e. */
export const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });

/** What `browserSuite()` hands a test file; `url` and `browser` are only there once its beforeAll has run. */
export type BrowserSuite = {
  readonly url: string;
  readonly browser: Browser;
  /** A 1440×900 page whose console errors and page errors go into `errors`; `options` add to the viewport. */
  newPage: (options?: BrowserContextOptions) => Promise<Page>;
  errors: string[];
};

/**
 * Registers, in the calling describe block, a beforeAll that starts the server and Chromium and an afterAll that
 * closes both (the e2e project's hookTimeout of 300 s covers the start-up). Call it before the file's own hooks.
 */
export function browserSuite(): BrowserSuite {
  let app: RunningApp | undefined;
  let browser: Browser | undefined;
  const errors: string[] = [];
  beforeAll(async () => {
    app = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is only available once the browser suite's beforeAll has run`);
    return value;
  };
  return {
    get url() {
      return started(app, 'the app URL').url;
    },
    get browser() {
      return started(browser, 'the browser');
    },
    async newPage(options?: BrowserContextOptions) {
      const page = await started(browser, 'the browser').newPage({ viewport: { width: 1440, height: 900 }, ...options });
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      page.on('pageerror', (e) => errors.push(e.message));
      return page;
    },
    errors,
  };
}
