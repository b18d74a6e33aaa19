import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  CALL_LOCK_MESSAGE,
  COLLAB_MESSAGES,
  MESSAGES,
  NOTIFICATION_TEXTS,
  brandActionMessage,
  brandRoutes,
  collaborationRoutes,
  pairingRoutes,
  type PairingBrand,
} from '@crm/contracts';
import {
  apiCall,
  bellCount,
  browserSuite,
  login,
  sessionUser,
  settled,
  shot,
  socketConnected,
} from './support.js';

/** A screenshot of the window once the notifications drawer has slid fully in (the header's badge beside it). */
async function drawerShot(page: Page, name: string) {
  const drawer = page.getByRole('dialog', { name: 'Notifications' });
  await drawer.waitFor();
  const width = page.viewportSize()!.width;
  await expect
    .poll(async () => {
      const box = await drawer.boundingBox();
      return box ? Math.round(box.x + box.width) : 0;
    })
    .toBe(width);
  await settled(page.locator('body'));
  await shot(page, name, { fullPage: false });
}

/** The bell, the drawer and collaboration live across two browser contexts; the call lock. */
describe('realtime notifications in a real browser', () => {
  const suite = browserSuite();
  const { newPage, errors } = suite;
  let bo: Page;
  let eiId = 0;
  let brand: PairingBrand;

  it("a PO assigns a BO's brand on the assign page; the BO's bell goes up without a reload and the notification opens the brand", async () => {
    bo = await newPage();
    await login(bo, suite.url, 'bo@demo.test');
    const boUser = await sessionUser(bo);
    await socketConnected(bo);
    const before = await bellCount(bo);

    const po = await newPage();
    await login(po, suite.url, 'po@demo.test', `${suite.url}/poInventories`);
    const eiLink = po.locator('a[href^="/inventory/"]').first();
    await eiLink.waitFor();
    eiId = Number(/\/inventory\/(\d+)/.exec((await eiLink.getAttribute('href'))!)![1]);
    // a brand of this BO not yet on this event inventory
    const unassigned = await apiCall(po, pairingRoutes.unassignedList, {
      eiId,
      selectionType: 'UNASSIGNED',
      count: 5,
      filters: { brandOwnerIds: [boUser.userId] },
    });
    brand = unassigned.brands[0];
    expect(brand).toBeDefined();

    await po.goto(`${suite.url}/assignbrandV2/${eiId}?tab=UNASSIGNED`);
    await po.getByTestId('assign-search').fill(brand.brandName);
    const row = po.getByTestId(`brand-row-${brand.brandId}`);
    await row.waitFor();
    // the BO is logged in: their avatar among the brand owners shows Online
    const owner = row.locator('[data-presence]').first();
    await expect.poll(() => owner.getAttribute('data-presence')).toBe('Online');
    await shot(row, 'realtime-00-owner-online');
    await po.getByTestId(`row-assign-${brand.brandId}`).click(); // one brand: no confirmation
    await po.getByText(brandActionMessage('ASSIGN')).first().waitFor();
    await po.close();

    // the BO's badge rises live: no reload in between
    await expect.poll(() => bellCount(bo), { timeout: 15_000 }).toBe(before + 1);
    await shot(bo, 'realtime-01-bo-bell-badge');
    await bo.getByTestId('notification-bell').click();
    const item = bo
      .getByTestId('notification-list-ALL')
      .locator('[data-testid^="notification-"]', { hasText: brand.brandName })
      .first();
    await item.waitFor();
    expect(await item.getAttribute('data-read')).toBe('false');
    expect(
      await item
        .locator('.mantine-Text-root span, span')
        .filter({ hasText: brand.brandName })
        .count(),
    ).toBeGreaterThan(0);
    expect(await item.textContent()).toMatch(/Today \d\d:\d\d [AP]M/);
    await drawerShot(bo, 'realtime-02-bo-drawer');
    await item.getByTestId('notification-open').click();
    await bo.waitForURL(new RegExp(`/brandInfo/${brand.brandId}`));
    await expect.poll(() => bellCount(bo)).toBe(before);
  });

  it('an invite sent from the inviter is accepted in the drawer of the invitee; both see the result live', async () => {
    const invitee = await newPage();
    await login(invitee, suite.url, 'to@demo.test');
    const to = await sessionUser(invitee);
    await socketConnected(invitee);
    const inviteeBefore = await bellCount(invitee);
    const boBefore = await bellCount(bo);

    const res = await apiCall(bo, collaborationRoutes.changeCollaborators, {
      eiId,
      brandId: brand.brandId,
      add: [to.userId],
    });
    expect(res.message).toBe(COLLAB_MESSAGES.invitedOne);

    await expect.poll(() => bellCount(invitee), { timeout: 15_000 }).toBe(inviteeBefore + 1);
    await invitee.getByTestId('notification-bell').click();
    await invitee.getByTestId('notifications-tab-action').click();
    const item = invitee
      .getByTestId('notification-list-ACTION')
      .locator('[data-testid^="notification-"]', { hasText: brand.brandName })
      .first();
    await item.getByTestId('notification-approve').waitFor();
    expect(await item.getByTestId('notification-approve').textContent()).toBe('ACCEPT');
    expect(await item.getByTestId('notification-reject').textContent()).toBe('REJECT');
    await drawerShot(invitee, 'realtime-03-invitee-action-tab');
    await item.getByTestId('notification-approve').click();
    await invitee.getByText(COLLAB_MESSAGES.accepted).first().waitFor();
    await expect
      .poll(() => item.getByTestId('notification-outcome').textContent())
      .toBe(COLLAB_MESSAGES.requestAccepted);
    expect(await item.getByTestId('notification-approve').count()).toBe(0);
    await drawerShot(invitee, 'realtime-04-invitee-accepted');

    // the inviter is told at once
    await expect.poll(() => bellCount(bo), { timeout: 15_000 }).toBe(boBefore + 1);
    await bo.getByTestId('notification-bell').click();
    const told = bo
      .getByTestId('notification-list-ALL')
      .locator('[data-testid^="notification-"]')
      .first();
    await expect
      .poll(() => told.textContent())
      .toContain(`${to.userName} accepted your invitation`);
    await drawerShot(bo, 'realtime-05-inviter-told');
    await bo.keyboard.press('Escape');
    await invitee.close();
  });

  it('a call to a POC locks search and notifications with the spec message until the call notes are saved', async () => {
    const page = bo;
    // a brand of the BO with a POC that has a phone number
    const { brands } = await apiCall(page, brandRoutes.list, { mainTab: 'MY_BRANDS', count: 30 });
    let target: { brandId: number; brandName: string } | undefined;
    for (const b of brands) {
      const { poc } = await apiCall(page, brandRoutes.pocs, { brandId: b.brandId });
      if (poc.some((p) => p.phoneNumbers.length)) {
        target = b;
        break;
      }
    }
    expect(target).toBeDefined();
    await page.goto(`${suite.url}/brandInfo/${target!.brandId}`);
    // the tel: link must not leave the page in a headless browser: the app's own click handler still runs
    await page.evaluate(() =>
      document.addEventListener(
        'click',
        (e) => (e.target as Element).closest('a[href^="tel:"]') && e.preventDefault(),
        true,
      ),
    );
    await page.getByTestId('poc-call').first().click();
    const banner = page.getByTestId('call-lock-banner');
    await banner.waitFor();
    expect(await banner.textContent()).toContain(CALL_LOCK_MESSAGE);
    await page.getByTestId('nav-locked').waitFor();

    // search ('/') and the bell are refused with the warning
    await page.keyboard.press('/');
    await page.getByTestId('notification-bell').click();
    await page.getByText(CALL_LOCK_MESSAGE).nth(1).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await settled(page.locator('body'));
    await shot(page, 'realtime-06-call-lock', { fullPage: false });

    // the banner leads to the call notes; saving them lifts the lock
    await page.getByTestId('call-lock-notes-link').click();
    await page.waitForURL(/\/addcallnotes\?brandId=/);
    await page
      .getByTestId('callnotes-note')
      .fill('Called the POC about the jersey inventory; proposal to follow.');
    await page.getByTestId('callnotes-submit').click();
    await page.getByText(MESSAGES.callDetailsUpdated).first().waitFor();
    await banner.waitFor({ state: 'detached', timeout: 10_000 });
    await page.getByTestId('notification-bell').click();
    await page.getByTestId('notification-list-ALL').waitFor();
    await page.close();
  });

  it("after 3 failed reconnects the user is told 'Socket connection failed, Please logout and login again'", async () => {
    // a page outside the suite's error log: its refused WebSockets are the point
    const page = await suite.browser.newPage({ viewport: { width: 1440, height: 900 } });
    // every realtime connection fails at once: the 'server' answers the handshake with garbage (an engine.io error)
    await page.routeWebSocket(/\/socket\.io\//, (ws) => ws.send('no realtime here'));
    await login(page, suite.url, 'bo@demo.test');
    await page.getByText(NOTIFICATION_TEXTS.socketFailed).waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('socket-status').getAttribute('data-state')).toBe('disconnected');
    expect(await page.getByTestId('socket-status').getAttribute('aria-label')).toBe(
      'Live updates: not connected',
    );
    await shot(page, 'realtime-07-socket-failed', { fullPage: false });
    await page.close();
  });

  it('raised no console errors on the way', () => {
    expect(errors.filter((e) => !/403|Forbidden|423|Locked/i.test(e))).toEqual([]);
  });
});
