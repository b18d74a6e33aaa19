import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_TEXTS,
  chatRoutes,
  collaborationRoutes,
  inventoryRoutes,
  notificationRoutes,
  taskPeopleRoutes,
  taskRoutes,
} from '@crm/contracts';
import {
  apiCall,
  assignTask,
  bellCount,
  browserSuite,
  chatMessage,
  login,
  sessionUser,
  shot,
} from './support.js';

const unreadOf = async (page: Page) =>
  (await apiCall(page, notificationRoutes.list, { pageNo: 1, count: 1 })).unreadCount;
const status = (page: Page) => page.getByTestId('socket-status').first();
const send = (page: Page, chatId: number, content: string, replyingTo?: number) =>
  apiCall(page, chatRoutes.send, {
    chatId,
    content,
    localId: `live-${Date.now()}-${Math.random()}`,
    ...(replyingTo ? { replyingTo } : {}),
  });

/**
 * Views stay live without a reload or a focus event — the bell right after sign-in, the task list,
 * the Collaborators window and a reply's quote follow what another person does in their own browser
 * context, and a network drop heals by itself with what was missed caught up.
 */
describe('live views in a real browser', () => {
  const suite = browserSuite();
  const { newPage, errors } = suite;
  let bo: Page;
  let po: Page;
  let boId = 0;
  let chatId = 0;

  it('the bell shows the waiting unread count after sign-in, never a 0 before it', async () => {
    po = await newPage();
    await login(po, suite.url, 'po@demo.test');
    bo = await newPage();
    await login(bo, suite.url, 'bo@demo.test');
    boId = (await sessionUser(bo)).userId;
    await bo.close();
    await assignTask(po, boId, `Waiting for you ${Date.now()}`);

    bo = await newPage();
    // every value the badge's count takes, from its first render on (no attribute while unknown)
    await bo.addInitScript(() => {
      const seen: (string | null)[] = [];
      (window as unknown as { badgeCounts: (string | null)[] }).badgeCounts = seen;
      new MutationObserver(() => {
        const el = document.querySelector('[data-testid="notification-badge"]');
        if (el && seen.at(-1) !== el.getAttribute('data-count'))
          seen.push(el.getAttribute('data-count'));
      }).observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['data-count'],
      });
    });
    await login(bo, suite.url, 'bo@demo.test');
    const unread = await unreadOf(bo);
    expect(unread).toBeGreaterThan(0);
    await expect.poll(() => bellCount(bo)).toBe(unread);
    const seen = await bo.evaluate(
      () => (window as unknown as { badgeCounts: (string | null)[] }).badgeCounts,
    );
    expect(seen.filter((v) => v !== null)).toEqual([String(unread)]);
    expect(await bo.getByTestId('notification-bell').getAttribute('aria-label')).toBe(
      `Notifications, ${unread} unread`,
    );
  });

  it("the task list follows another person's changes: a task assigned to you appears, its new name shows, and closing it takes it off the open list", async () => {
    await bo.goto(`${suite.url}/taskManagement?tab=FOR_YOU`);
    await bo.getByTestId('task-list').waitFor();
    await expect
      .poll(() => status(bo).getAttribute('data-state'), { timeout: 15_000 })
      .toBe('connected');
    const name = `Live task ${Date.now()}`;
    const { id } = await assignTask(po, boId, name);
    const row = bo.getByTestId(`task-row-${id}`);
    await row.waitFor({ timeout: 10_000 });
    expect(await row.getByTestId('task-name').textContent()).toBe(name);

    await apiCall(po, taskPeopleRoutes.update, { taskId: id, name: `${name} (renamed)` });
    await expect
      .poll(() => row.getByTestId('task-name').textContent(), { timeout: 10_000 })
      .toBe(`${name} (renamed)`);
    await shot(bo, 'live-01-task-renamed', { fullPage: false });

    await apiCall(po, taskRoutes.status, { taskId: id, status: 'COMPLETE' });
    await row.waitFor({ state: 'detached', timeout: 10_000 });
  });

  it('the Collaborators window shows the invitees accepting and rejecting as they do it', async () => {
    // an upcoming event inventory of the PO with a brand the BO works there
    const { eventInventories } = await apiCall(po, inventoryRoutes.forPo, {
      eventStatus: 'UPCOMING',
    });
    let eiId = 0;
    let pairing: { brandId: number; brandName: string } | undefined;
    for (const ei of eventInventories) {
      const { brands } = await apiCall(bo, collaborationRoutes.brandSearch, {
        eiId: ei.eiId,
        isCollaboration: true,
        count: 5,
      });
      if (brands.length) {
        eiId = ei.eiId;
        pairing = brands[0];
        break;
      }
    }
    expect(pairing).toBeDefined();
    const sme = await newPage();
    await login(sme, suite.url, 'sme@demo.test');
    const to = await newPage();
    await login(to, suite.url, 'to@demo.test');
    const [smeId, toId] = [(await sessionUser(sme)).userId, (await sessionUser(to)).userId];
    await apiCall(bo, collaborationRoutes.changeCollaborators, {
      eiId,
      brandId: pairing!.brandId,
      add: [smeId, toId],
    });

    await bo.goto(`${suite.url}/assignbrandV2/${eiId}?tab=ASSIGNED`);
    await bo.getByTestId('assign-search').fill(pairing!.brandName);
    await bo.getByTestId(`collaborators-${pairing!.brandId}`).click();
    await expect
      .poll(() => bo.getByTestId(`collaborator-status-${smeId}`).textContent())
      .toBe('Invited');
    await expect
      .poll(() => bo.getByTestId(`collaborator-status-${toId}`).textContent())
      .toBe('Invited');

    const answer = async (page: Page, action: 'APPROVE' | 'REJECT') => {
      const { notifications } = await apiCall(page, notificationRoutes.list, {
        class: 'ACTION',
        pageNo: 1,
        count: 10,
      });
      const invite = notifications.find(
        (n) =>
          n.type === 'COLLAB_INVITE' &&
          !n.actionTaken &&
          n.brands.some((b) => b.brandId === pairing!.brandId),
      )!;
      await apiCall(page, collaborationRoutes.invitationAction, {
        invitationIds: [invite.additionalData!.invitationId!],
        action,
      });
    };
    await answer(sme, 'APPROVE');
    await expect
      .poll(() => bo.getByTestId(`collaborator-status-${smeId}`).textContent(), { timeout: 10_000 })
      .toBe('Accepted');
    await answer(to, 'REJECT');
    await expect
      .poll(() => bo.getByTestId(`collaborator-status-${toId}`).textContent(), { timeout: 10_000 })
      .toBe('Rejected');
    await shot(bo, 'live-02-collaborators', { fullPage: false });
    await bo.keyboard.press('Escape');
    await sme.close();
    await to.close();
  });

  it("a reply's quote says 'Original message deleted' as soon as the original is deleted", async () => {
    chatId = (
      await apiCall(bo, chatRoutes.personalChat, {
        userId: (await sessionUser(po)).userId,
      })
    ).id;
    await bo.goto(`${suite.url}/chat?chatId=${chatId}`);
    await bo.getByTestId('chat-view').waitFor();
    const original = `The rate card is attached ${Date.now()}`;
    const { message: sent } = await send(po, chatId, original);
    await chatMessage(bo, original).waitFor({ timeout: 10_000 });
    const reply = `Thanks, forwarding it ${Date.now()}`;
    await send(bo, chatId, reply, sent.id);
    const quote = chatMessage(bo, reply).getByTestId('message-quote');
    await expect.poll(() => quote.textContent(), { timeout: 10_000 }).toContain(original);

    await apiCall(po, chatRoutes.remove, { messageId: sent.id });
    await expect
      .poll(() => quote.textContent(), { timeout: 10_000 })
      .toContain('Original message deleted');
    await shot(bo, 'live-03-quote-deleted', { fullPage: false });
  });

  it('after 10 s offline the sockets reconnect by themselves once the network is back, and what was missed shows', async () => {
    await expect
      .poll(() => status(bo).getAttribute('data-state'), { timeout: 15_000 })
      .toBe('connected');
    const before = await bellCount(bo);
    const offlineAt = Date.now();
    await bo.context().setOffline(true);
    await expect
      .poll(() => status(bo).getAttribute('data-state'), { timeout: 15_000 })
      .not.toBe('connected');
    const missed = Array.from({ length: 5 }, (_, i) => `Missed while offline ${i + 1}`);
    for (const text of missed) await send(po, chatId, text);
    const offlineTask = `Sent while offline ${Date.now()}`;
    await assignTask(po, boId, offlineTask);
    // the reconnects keep failing: after 3 the spec's message shows, and the retries go on behind it
    await bo.getByText(NOTIFICATION_TEXTS.socketFailed).waitFor({ timeout: 20_000 });
    // the drop lasts 10 s (the scenario itself, not a wait for the app)
    await bo.waitForTimeout(Math.max(0, 10_000 - (Date.now() - offlineAt)));

    await bo.context().setOffline(false);
    await expect
      .poll(() => status(bo).getAttribute('data-state'), { timeout: 5_000 })
      .toBe('connected');
    await bo.getByText(NOTIFICATION_TEXTS.socketFailed).waitFor({ state: 'detached' });
    for (const text of missed) await chatMessage(bo, text).waitFor();
    const texts = await bo
      .getByTestId('chat-view')
      .getByTestId('chat-message')
      .getByTestId('message-text')
      .allTextContents();
    expect(texts.filter((t) => t.startsWith('Missed while offline'))).toEqual(missed);
    await expect.poll(() => bellCount(bo)).toBe(before + 1);
    await shot(bo, 'live-04-reconnected', { fullPage: false });
    await bo.getByTestId('notification-bell').click();
    await bo
      .getByTestId('notification-list-ALL')
      .locator('[data-testid^="notification-"]', { hasText: offlineTask })
      .first()
      .waitFor();
    await bo.keyboard.press('Escape');
  });

  it("keeps retrying behind the spec's failure message and connects by itself once the server answers again", async () => {
    // a page outside the suite's error log: its refused WebSockets are the point
    const page = await suite.browser.newPage({ viewport: { width: 1440, height: 900 } });
    let refuse = true;
    // while `refuse`, every realtime connection fails at once (the 'server' answers the handshake with garbage); then they reach the server
    await page.routeWebSocket(/\/socket\.io\//, (ws) => {
      if (refuse) ws.send('no realtime here');
      else ws.connectToServer();
    });
    await login(page, suite.url, 'bo@demo.test');
    await page.getByText(NOTIFICATION_TEXTS.socketFailed).waitFor({ timeout: 30_000 });
    expect(await status(page).getAttribute('data-state')).toBe('disconnected');
    refuse = false;
    // the next retry, at most 5 s (±50 %) later, connects: no focus, no online event
    await expect
      .poll(() => status(page).getAttribute('data-state'), { timeout: 15_000 })
      .toBe('connected');
    await page.getByText(NOTIFICATION_TEXTS.socketFailed).waitFor({ state: 'detached' });
    await page.close();
  });

  it('when the server drops the sockets (a copy restarting), the task list reads again on reconnection: a task assigned meanwhile shows', async () => {
    // a page outside the suite's error log: its refused WebSockets are the point
    const page = await suite.browser.newPage({ viewport: { width: 1440, height: 900 } });
    let refuse = false;
    const open: { close: () => Promise<void> }[] = [];
    await page.routeWebSocket(/\/socket\.io\//, (ws) => {
      if (refuse) return ws.send('no realtime here');
      open.push(ws, ws.connectToServer());
    });
    await login(page, suite.url, 'bo@demo.test');
    await page.goto(`${suite.url}/taskManagement?tab=FOR_YOU`);
    await page.getByTestId('task-list').waitFor();
    await expect
      .poll(() => status(page).getAttribute('data-state'), { timeout: 15_000 })
      .toBe('connected');
    // both ends closed, as when a copy stops: the browser stays online, so only the sockets know
    refuse = true;
    for (const end of open.splice(0)) await end.close();
    await expect.poll(() => status(page).getAttribute('data-state')).not.toBe('connected');
    const name = `Assigned while the socket was down ${Date.now()}`;
    const { id } = await assignTask(po, boId, name);
    refuse = false;
    await expect
      .poll(() => status(page).getAttribute('data-state'), { timeout: 15_000 })
      .toBe('connected');
    await page.getByTestId(`task-row-${id}`).waitFor({ timeout: 10_000 });
    await page.close();
  });

  it('raised no console errors on the way', () => {
    // while the BO's browser is offline on purpose, the reconnect attempts log ERR_INTERNET_DISCONNECTED
    expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e))).toEqual([]);
  });
});
