import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  CLOSED_DEAL_MESSAGES,
  MESSAGES,
  brandRoutes,
  chatRoutes,
  feedbackRoutes,
  noteRoutes,
  pairingRoutes,
  taskRoutes,
  type AuthUser,
} from '@crm/contracts';
import { apiCall, browserSuite, login, shot } from './support.js';

/*
 * One instant, read in a browser whose zone is New York: every time the API answers is pinned to it, and
 * the browser's clock starts shortly after it. The pages must show it in IST.
 */
const INSTANT = '2026-11-25T20:08:00.000Z';
/** The browser's "now": 02:30 AM on 26/11/2026 in IST (still the 25th in New York). */
const BROWSER_NOW = new Date('2026-11-25T21:00:00.000Z');
const IST_DATE = '26/11/2026';
const IST_TIME = '01:38 AM';
const IST_DATE_TIME = `${IST_DATE}, ${IST_TIME}`;
/** The same instant as a New York browser would show it: must appear nowhere. */
const NEW_YORK = /03:08|25\/11\/2026|11\/25\/2026/;
const BROWSER_ZONE = { timezoneId: 'America/New_York', locale: 'en-US' };

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
/** A JSON answer with every ISO instant in it replaced by INSTANT (calendar days, YYYY-MM-DD, are left alone). */
const pinInstants = (v: unknown): unknown =>
  typeof v === 'string'
    ? ISO_INSTANT.test(v)
      ? INSTANT
      : v
    : Array.isArray(v)
      ? v.map(pinInstants)
      : v && typeof v === 'object'
        ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, pinInstants(x)]))
        : v;

/** From here on the page's clock starts at BROWSER_NOW and every API answer carries INSTANT as its times. */
async function pinClock(page: Page) {
  await page.clock.install({ time: BROWSER_NOW });
  await page.route(/\/api\//, async (route) => {
    const response = await route.fetch();
    if (!(response.headers()['content-type'] ?? '').includes('application/json'))
      return route.fulfill({ response });
    return route.fulfill({ response, json: pinInstants(await response.json()) });
  });
}

const sessionUser = (page: Page) =>
  page.evaluate(
    () => (JSON.parse(localStorage.getItem('userData') ?? '{}') as { user: AuthUser }).user,
  );
const text = async (page: Page, testId: string) =>
  ((await page.getByTestId(testId).first().textContent()) ?? '').trim();
/** The page's visible text holds no New York reading of the instant. */
const noBrowserZone = async (page: Page) =>
  expect(await page.locator('body').innerText()).not.toMatch(NEW_YORK);

/** Every date and time the app shows is IST through one formatter: dd/MM/yyyy and hh:mm a (spec 000 §2.12, §9). */
describe('one clock: IST dates and times in a browser set to New York', () => {
  const suite = browserSuite();
  const { errors } = suite;

  it('chat, notifications, tasks and feedback show the instant in IST', async () => {
    const bo = await suite.newPage(BROWSER_ZONE);
    await login(bo, suite.url, 'bo@demo.test');
    const boUser = await sessionUser(bo);
    const admin = await suite.newPage(BROWSER_ZONE);
    await login(admin, suite.url, 'admin@demo.test');
    const adminUser = await sessionUser(admin);

    // the BO writes to the admin, gives them a task (which notifies them) and sends feedback
    const chat = await apiCall(bo, chatRoutes.personalChat, {
      userId: adminUser.userId,
    });
    const message = `Clock check ${Date.now()}`;
    await apiCall(bo, chatRoutes.send, {
      chatId: chat.id,
      content: message,
      localId: `clock-${Date.now()}`,
    });
    const task = await apiCall(bo, taskRoutes.create, {
      name: 'Check the clock',
      description: 'Times must read in IST',
      relatedUsers: [{ id: adminUser.userId }],
      selectBOsAutomatically: false,
      selectInventorySMEsAutomatically: false,
      selectEventInventorySMEsAutomatically: false,
    });
    const feedback = `The clock reads right ${Date.now()}`;
    await apiCall(bo, feedbackRoutes.send, { feedbackText: feedback, screenName: '/home' });

    await pinClock(admin);
    await admin.goto(`${suite.url}/chat?chatId=${chat.id}`);
    const item = admin.getByTestId(`chat-item-${chat.id}`);
    await expect
      .poll(async () => ((await item.getByTestId('chat-item-time').textContent()) ?? '').trim())
      .toBe(IST_TIME);
    const bubble = admin
      .getByTestId('chat-view')
      .getByTestId('chat-message')
      .filter({ hasText: message });
    await bubble.waitFor();
    expect((await bubble.getByTestId('message-time').textContent())?.trim()).toBe(IST_TIME);
    expect(await text(admin, 'chat-day')).toBe('Today');
    await noBrowserZone(admin);
    await shot(admin, 'clock-01-chat');

    await admin.getByTestId('notification-bell').click();
    const dates = admin.getByTestId('notification-list-ALL').getByTestId('notification-date');
    await dates.first().waitFor();
    expect(new Set((await dates.allTextContents()).map((t) => t.trim()))).toEqual(
      new Set([`Today ${IST_TIME}`]),
    );
    await noBrowserZone(admin);
    await shot(admin, 'clock-02-notifications');
    await admin.keyboard.press('Escape');

    await admin.goto(`${suite.url}/taskManagement`);
    const row = admin.getByTestId(`task-row-${task.id}`);
    await row.waitFor();
    expect((await row.getByTestId('task-created').textContent())?.trim()).toBe(
      `${boUser.userName} · ${IST_DATE_TIME}`,
    );
    await noBrowserZone(admin);
    await shot(admin, 'clock-03-tasks');

    await admin.goto(`${suite.url}/feedback`);
    const sent = admin.getByTestId('feedback-row').filter({ hasText: feedback });
    await sent.waitFor();
    expect((await sent.locator('td').first().textContent())?.trim()).toBe(IST_DATE_TIME);
    await noBrowserZone(admin);
    await shot(admin, 'clock-04-feedback');
  });

  it("a brand's history and notes show IST; the closed-deal date picker shows and reads dd/MM/yyyy with today in IST", async () => {
    const bo = await suite.newPage(BROWSER_ZONE);
    await login(bo, suite.url, 'bo@demo.test');
    const boUser = await sessionUser(bo);
    // a brand of the BO's with interactions and stage history to show
    const { brands } = await apiCall(bo, brandRoutes.list, {
      mainTab: 'MY_BRANDS',
      count: 30,
    });
    let brandId = 0;
    for (const b of brands) {
      const { items } = await apiCall(bo, pairingRoutes.timeline, { brandId: b.brandId });
      const { history } = await apiCall(bo, pairingRoutes.brandHistory, { brandId: b.brandId });
      if (items.length && history.length) {
        brandId = b.brandId;
        break;
      }
    }
    expect(brandId).toBeGreaterThan(0);
    await apiCall(bo, noteRoutes.create, {
      brandId,
      title: 'Clock note',
      description: 'Written to check the clock',
      isPrivate: false,
    });

    await pinClock(bo);
    await bo.goto(`${suite.url}/brandInfo/${brandId}`);
    const history = bo.getByTestId('interactions');
    await history.waitFor();
    expect(await history.innerText()).toContain(IST_DATE_TIME);
    expect(await bo.getByTestId('brand-history').innerText()).toContain(IST_DATE_TIME);
    await noBrowserZone(bo);
    await shot(bo, 'clock-05-brand-history');

    // the date picker starts on today in IST (the 26th; New York is still on the 25th)
    await bo.getByTestId('closed-deal-add').click();
    const date = bo.getByTestId('closed-deal-date');
    await expect.poll(() => date.inputValue()).toBe(IST_DATE);
    // its calendar marks today in IST, not the browser's day, and greys out the future it refuses
    await date.click();
    const day = (d: string) => bo.locator(`button[aria-label="${d} November 2026"]`);
    await day('26').waitFor();
    expect(await day('26').getAttribute('data-today')).toBe('true');
    expect(await day('25').getAttribute('data-today')).toBeNull();
    expect(await day('27').getAttribute('data-disabled')).toBe('true');
    expect(await day('25').getAttribute('data-disabled')).toBeNull();
    await shot(bo, 'clock-06-closed-deal-calendar');
    await date.fill('27/11/2026');
    await bo.getByText(CLOSED_DEAL_MESSAGES.future).waitFor();
    expect(await bo.getByTestId('closed-deal-save').isDisabled()).toBe(true);
    await date.fill('02/04/2026');
    await bo.getByText(CLOSED_DEAL_MESSAGES.future).waitFor({ state: 'detached' });
    await date.blur();
    expect(await date.inputValue()).toBe('02/04/2026');
    await shot(bo, 'clock-06-closed-deal-date');
    await bo.keyboard.press('Escape');

    await bo.goto(`${suite.url}/brandInfo/${brandId}?infoTab=Notes`);
    const note = bo
      .locator('[data-testid^="note-"]')
      .filter({ has: bo.getByTestId('note-card-title').filter({ hasText: 'Clock note' }) })
      .first();
    await note.waitFor();
    expect(await note.innerText()).toContain(`${boUser.userName} · ${IST_DATE_TIME}`);
    await noBrowserZone(bo);
    await shot(bo, 'clock-07-brand-notes');
  });

  it('the stage form: dates read dd/MM/yyyy, and an expected closure before today in IST is refused with the spec message', async () => {
    const po = await suite.newPage(BROWSER_ZONE);
    await login(po, suite.url, 'po@demo.test');
    await pinClock(po);
    await po.goto(`${suite.url}/poInventories`);
    const eiLink = po.locator('a[href^="/inventory/"]').first();
    await eiLink.waitFor();
    const eiId = Number(/\/inventory\/(\d+)/.exec((await eiLink.getAttribute('href'))!)![1]);
    await po.goto(`${suite.url}/assignbrandV2/${eiId}?tab=ASSIGNED`);
    const row = po
      .getByTestId('assign-table-ASSIGNED')
      .locator('tbody tr[data-testid^="brand-row-"]')
      .first();
    await row.waitFor();
    const id = Number((await row.getAttribute('data-testid'))!.replace('brand-row-', ''));
    await po.getByTestId(`stage-button-${id}`).click();

    const closure = po.getByTestId('expected-closure');
    await closure.waitFor();
    // the 25th is today in New York but yesterday in IST
    await closure.fill('25/11/2026');
    await po.getByText(MESSAGES.pastDate).waitFor();
    expect(await po.getByTestId('stage-submit').isDisabled()).toBe(true);
    await shot(po, 'clock-08-past-date-refused');
    await closure.fill('26/11/2026');
    await po.getByText(MESSAGES.pastDate).waitFor({ state: 'detached' });
    expect(await po.getByTestId('stage-submit').isDisabled()).toBe(false);
    await closure.blur();
    expect(await closure.inputValue()).toBe(IST_DATE);
    const followUp = po.getByTestId('follow-up-date');
    await followUp.fill('05/01/2027');
    await followUp.blur();
    expect(await followUp.inputValue()).toBe('05/01/2027');
    await noBrowserZone(po);
  });

  it('raised no console errors on the way', () => {
    expect(errors).toEqual([]);
  });
});
