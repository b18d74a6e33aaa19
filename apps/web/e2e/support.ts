import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import {
  chromium,
  type Browser,
  type BrowserContextOptions,
  type Download,
  type Locator,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import {
  brandRoutes,
  dashboardRoutes,
  inventoryRoutes,
  pairingRoutes,
  routeRequest,
  taskRoutes,
  userRoutes,
  type AuthUser,
  type EventInventoryItem,
  type JsonRouteDefinition,
  type RouteData,
  type RouteInput,
} from '@crm/contracts';
import { startServerProcess } from '../../server/src/test/serverProcess.js';
import { createDatabase, databaseUrl, dropDatabase } from '../../server/src/test/databaseCopies.js';

/** Where the browser tests leave their screenshots. */
const SHOTS = path.resolve('test-results/e2e');

/** The built app served by the real server on its own copy of the seeded demo database (or by a stack of servers at `url`). */
export type RunningApp = { url: string; stop: () => Promise<void> };

/**
 * Starts `apps/server/src/main.ts` (which serves apps/web/dist) on a free port, on a copy of the run's seeded
 * demo data (e2e/globalSetup.ts): a copy of the template database when the run has a PostgreSQL server
 * (TEST_DATABASE_URL), else, or with `embedded`, a copy of the seeded data folder on the embedded database;
 * with `env` on top (e.g. SMTP_URL), on `port` when given (a URL the test hands out first, e.g. to an
 * identity provider); resolves once it listens. stop() ends it and removes the copy.
 */
export async function startServer(
  env: Record<string, string> = {},
  port?: number,
  { embedded = false }: { embedded?: boolean } = {},
): Promise<RunningApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'crm-e2e-'));
  const base = process.env.TEST_DATABASE_URL;
  const template = inject('e2eDatabaseTemplate');
  const database =
    base && template && !embedded ? `crm_e2e_${process.pid}_${randomBytes(4).toString('hex')}` : '';
  if (database) await createDatabase(base!, database, template);
  else cpSync(inject('e2eDataTemplate'), dataDir, { recursive: true });
  const server = await startServerProcess(
    {
      DATA_DIR: dataDir,
      DATABASE_URL: database && databaseUrl(base!, database),
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    port,
    { built: true },
  );
  return {
    url: server.base,
    stop: async () => {
      await server.stop();
      if (database) await dropDatabase(base!, database);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The run's shared Chromium (Debian's, driven by playwright-core); closing it only disconnects this spec. */
function launchBrowser(): Promise<Browser> {
  mkdirSync(SHOTS, { recursive: true });
  return chromium.connect(inject('e2eBrowserEndpoint'));
}

/** Signs in through the login page as `email` (demo password), pressing Enter as a user would, and waits for the shell. */
export async function loginThroughForm(page: Page, url: string, email: string): Promise<void> {
  await page.goto(`${url}/login`);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill('demo1234');
  await page.getByRole('textbox', { name: 'Password' }).press('Enter');
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}

/**
 * Signs `page` in as `email` (demo password) as a returning user is: the session a sign-in over the API
 * answers (POST /api/user/auth) goes into the page's storage under `userData`, as the login page writes it,
 * and the page opens `open` (a full URL; the home page by default); `password` for a user who chose their own. Saves the login page's load and the
 * home page's reads when a test goes elsewhere; the form itself is tested by `loginThroughForm`'s users.
 */
export async function login(
  page: Page,
  url: string,
  email: string,
  open = `${url}/home`,
  password = 'demo1234',
): Promise<void> {
  const data = await nodeCall(url, undefined, userRoutes.signIn, {
    email,
    password,
    platform: 'WEB',
  });
  await page.context().setStorageState({
    cookies: [],
    origins: [{ origin: url, localStorage: [{ name: 'userData', value: JSON.stringify(data) }] }],
  });
  await page.goto(open);
}

/** A demo user signed in over the API, for set-up outside the browser: their token and id. */
export type ApiSession = { token: string; userId: number };

/** Signs `email` in over the API of the app at `url` with the demo password. */
export async function apiSession(url: string, email: string): Promise<ApiSession> {
  const { token, user } = await nodeCall(url, undefined, userRoutes.signIn, {
    email,
    password: 'demo1234',
  });
  return { token, userId: user.userId };
}

/** The first `count` event inventories of the admin's list (GET /inventory/events/list/all): where a spec sets up its pairings. */
export async function firstEventInventories(url: string, count = 1): Promise<EventInventoryItem[]> {
  const admin = await apiSession(url, 'admin@demo.test');
  const { eventInventories } = await sessionCall(url, admin, inventoryRoutes.all, { count });
  return eventInventories;
}

/** A pairing list filter that filters nothing (POST /event/brand/v2 and the assignment's `filters`). */
export const NO_FILTERS = { searchFor: '', industryIds: [], brandOwnerIds: [], stages: [] };

/**
 * Assigns `count` of bo@demo.test's unassigned brands on the first event inventory, as the PO, each a
 * brand whose name no other brand's name contains (so a search shows its card alone): a board's cards.
 */
export async function assignBoBrands(url: string, count: number) {
  const po = await apiSession(url, 'po@demo.test');
  const bo = await apiSession(url, 'bo@demo.test');
  const [ei] = await firstEventInventories(url);
  const { brands } = await sessionCall(url, po, pairingRoutes.unassignedList, {
    eiId: ei.eiId,
    selectionType: 'UNASSIGNED',
    count: 100,
    filters: { ...NO_FILTERS, brandOwnerIds: [bo.userId] },
  });
  const picked = brands
    .filter((b) => !brands.some((o) => o !== b && o.brandName.includes(b.brandName)))
    .slice(0, count);
  if (picked.length < count) throw new Error(`only ${picked.length} of ${count} brands to assign`);
  await sessionCall(url, po, pairingRoutes.assign, {
    eiIds: [ei.eiId],
    action: 'ASSIGN',
    brandId: picked.map((b) => b.brandId),
    selectAll: false,
    selectionType: 'UNASSIGNED',
    filters: NO_FILTERS,
  });
  return { ei, picked, po, bo };
}

/** A request to the app's API as routeRequest builds it: method, url (the path under /api with its query string), JSON body. */
type ApiRequest = ReturnType<typeof routeRequest>;

/** An API answer as it came back: its HTTP status and body text. */
type ApiReply = { status: number; text: string };

/** The fetch options that send `req` with bearer `token` (none: anonymously), the body as JSON. */
const requestInit = ({ method, body }: ApiRequest, token: string | undefined) => ({
  method,
  headers: {
    ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
  },
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});

/**
 * The `data` of `reply` (the API's `{ data }` envelope); on a non-2xx answer, throws an error reading
 * `METHOD /path: status body` whose `status` a test can assert on.
 */
function replyData<T>(req: ApiRequest, reply: ApiReply): T {
  if (reply.status < 200 || reply.status > 299)
    throw Object.assign(new Error(`${req.method} ${req.url}: ${reply.status} ${reply.text}`), {
      status: reply.status,
    });
  return (JSON.parse(reply.text) as { data: T }).data;
}

/** The bearer token `page`'s login stored (`userData` in its local storage); undefined when signed out. */
export const pageToken = (page: Page) =>
  page.evaluate(
    () => (JSON.parse(localStorage.getItem('userData') ?? '{}') as { token?: string }).token,
  );

/**
 * Sends `req` from inside `page` (its origin, its routes), signed there with the token its login stored
 * (`userData` in its local storage): one round trip to the browser.
 */
const pageReply = (page: Page, req: ApiRequest): Promise<ApiReply> =>
  page.evaluate(
    async ({ url, init }) => {
      const { token } = JSON.parse(localStorage.getItem('userData') ?? '{}') as { token?: string };
      const headers = { ...init.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) };
      const res = await fetch(`/api${url}`, { ...init, headers });
      return { status: res.status, text: await res.text() };
    },
    { url: req.url, init: requestInit(req, undefined) },
  );

/** Calls the catalogue entry `def` with `input` from Node at `url`, with bearer `token` (none: anonymously). */
async function nodeCall<D extends JsonRouteDefinition>(
  url: string,
  token: string | undefined,
  def: D,
  input: RouteInput<D>,
): Promise<RouteData<D>> {
  const req = routeRequest(def, input);
  const res = await fetch(`${url}/api${req.url}`, requestInit(req, token));
  return replyData(req, { status: res.status, text: await res.text() });
}

/**
 * Calls the catalogue entry `def` (brandRoutes.list…) with `input` on the app at `url` as `session` (its
 * token), answering the typed `data`; throws `METHOD /path: status body` (with `status`) on a non-2xx answer.
 */
export const sessionCall = <D extends JsonRouteDefinition>(
  url: string,
  session: Pick<ApiSession, 'token'>,
  def: D,
  input: RouteInput<D>,
): Promise<RouteData<D>> => nodeCall(url, session.token, def, input);

/**
 * Calls the catalogue entry `def` with `input` from inside `page`, through the session its login stored,
 * answering the typed `data` (throws as sessionCall does): test data set-up.
 */
export async function apiCall<D extends JsonRouteDefinition>(
  page: Page,
  def: D,
  input: RouteInput<D>,
): Promise<RouteData<D>> {
  const req = routeRequest(def, input);
  return replyData(req, await pageReply(page, req));
}

/** The ids the route checks need: the first brand of the user's list, and the event inventory with the most pairings on their dashboard with its event. */
export async function routeIds(page: Page) {
  const { brands } = await apiCall(page, brandRoutes.list, { mainTab: 'ALL_BRANDS', count: 1 });
  const { allInventories } = await apiCall(page, dashboardRoutes.dashboard, {});
  const total = (ei: (typeof allInventories)[number]) =>
    Object.values(ei.stageCounts).reduce((a, b) => a + b, 0);
  const ei = [...allInventories].sort((a, b) => total(b) - total(a))[0]!;
  return { brandId: brands[0]!.brandId, eiId: ei.eiId, eventId: ei.eventId };
}

/** The bytes of a finished download (read through Playwright's stream: the shared browser runs in another process). */
export const downloadedBytes = async (download: Download): Promise<Buffer> =>
  buffer(await download.createReadStream());

/**
 * Waits until the CSS transitions and animations of `locator`'s element and everything in it have finished (a
 * drawer sliding in, a toast entering); endless ones (a skeleton's shimmer, a spinner) are not waited for.
 * Two animation frames pass first: a transition the app starts on the next frame (Mantine's) is then running.
 */
export const settled = (locator: Locator) =>
  locator.evaluate(async (el) => {
    for (let frame = 0; frame < 2; frame++)
      await new Promise((resolve) => requestAnimationFrame(resolve));
    const finite = el
      .getAnimations({ subtree: true })
      .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });

/**
 * A mouse drag of a board card onto `target` (a column), in small steps as a hand would: it points at the card
 * (Playwright's hover waits until the card is still and is what the pointer hits there: a column that re-sorted
 * after the last move may have shifted it since its box was read, and the press then lifted another card),
 * presses, moves past the board's 6 px activation distance, waits until the board has lifted the card (drawn
 * at 0.4 opacity), then moves over the target and lets go. On a loaded machine a sweep sent at once could end
 * before the page had taken up the drag, and the card stayed where it was.
 */
export const dragCard = async (page: Page, card: Locator, target: Locator) => {
  const size = (await card.boundingBox())!;
  const at = { x: size.width / 2, y: size.height - 12 };
  await card.hover({ position: at });
  const from = (await card.boundingBox())!;
  const x = from.x + at.x;
  const y = from.y + at.y;
  await page.mouse.down();
  await page.mouse.move(x + 12, y, { steps: 3 });
  await expect.poll(() => card.evaluate((el) => (el as HTMLElement).style.opacity)).toBe('0.4');
  const to = (await target.boundingBox())!;
  await page.mouse.move(to.x + to.width / 2, to.y + 120, { steps: 15 });
  await page.mouse.up();
};

/**
 * Whether the specs save their screenshots: yes, unless `E2E_SHOTS=off` (CI sets it: the screenshots are for
 * people to look at, assert nothing, and cost the browser about a second of CPU each).
 */
const SHOTS_ON = process.env.E2E_SHOTS !== 'off';

/**
 * Saves a screenshot named `name` under test-results/e2e: of the whole page (`fullPage: false`: the window
 * only), or of one element when `target` is a locator. Does nothing when screenshots are off (`E2E_SHOTS=off`).
 */
export async function shot(target: Page | Locator, name: string, { fullPage = true } = {}) {
  if (!SHOTS_ON) return;
  const file = path.join(SHOTS, `${name}.png`);
  await ('goto' in target
    ? target.screenshot({ path: file, fullPage })
    : target.screenshot({ path: file }));
}

/** What `browserSuite()` hands a test file; `url` and `browser` are only there once its beforeAll has run. */
export type BrowserSuite = {
  readonly url: string;
  readonly browser: Browser;
  /** A 1440×900 page whose console errors and page errors go into `errors`; `options` add to the viewport. */
  newPage: (options?: BrowserContextOptions) => Promise<Page>;
  errors: string[];
};

/**
 * Registers, in the calling describe block, a beforeAll that starts the server (or what `start` starts: the
 * copies behind a balancer, say) and Chromium and an afterAll that closes both (the e2e project's hookTimeout
 * of 300 s covers the start-up). Call it before the file's own hooks.
 */
export function browserSuite(start: () => Promise<RunningApp> = () => startServer()): BrowserSuite {
  let app: RunningApp | undefined;
  let browser: Browser | undefined;
  const errors: string[] = [];
  beforeAll(async () => {
    app = await start();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined)
      throw new Error(`${what} is only available once the browser suite's beforeAll has run`);
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
      const page = await started(browser, 'the browser').newPage({
        viewport: { width: 1440, height: 900 },
        // as a person who asked for less motion: no transitions to wait for, no loader spinning frames
        reducedMotion: 'reduce',
        ...options,
      });
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      page.on('pageerror', (e) => errors.push(e.message));
      return page;
    },
    errors,
  };
}

/** The signed-in user of `page`, as the login stored it. */
export const sessionUser = (page: Page) =>
  page.evaluate(
    () => (JSON.parse(localStorage.getItem('userData') ?? '{}') as { user: AuthUser }).user,
  );

/**
 * The bell's unread count as the badge shows it, once it is known: the badge has no data-count while
 * the count loads, and reading that as 0 made a "count + 1" wait fail on a busy machine.
 */
export async function bellCount(page: Page): Promise<number> {
  const badge = page.getByTestId('notification-badge');
  await expect.poll(() => badge.getAttribute('data-count'), { timeout: 15_000 }).not.toBeNull();
  return Number(await badge.getAttribute('data-count'));
}

/** Waits until the page's realtime sockets are connected (the header's status dot). */
export const socketConnected = (page: Page) =>
  expect
    .poll(() => page.getByTestId('socket-status').first().getAttribute('data-state'), {
      timeout: 15_000,
    })
    .toBe('connected');

/** The open chat's message whose own text (not a quoted original) contains `text`. */
export const chatMessage = (page: Page, text: string) =>
  page
    .getByTestId('chat-view')
    .getByTestId('chat-message')
    .filter({ has: page.getByTestId('message-text').filter({ hasText: text }) });

/** The open chat's message texts, in the order shown. */
export const chatTexts = (page: Page) =>
  page
    .getByTestId('chat-view')
    .getByTestId('chat-message')
    .getByTestId('message-text')
    .allTextContents();

/** A task by `page`'s user assigned to `assigneeId` (it notifies the assignee), through the API. */
export const assignTask = (page: Page, assigneeId: number, name: string) =>
  apiCall(page, taskRoutes.create, {
    name,
    description: `${name}: details inside.`,
    relatedUsers: [{ id: assigneeId }],
    selectBOsAutomatically: false,
    selectInventorySMEsAutomatically: false,
    selectEventInventorySMEsAutomatically: false,
  });
