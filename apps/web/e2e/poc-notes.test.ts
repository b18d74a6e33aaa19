import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  NOTE_MESSAGES,
  brandRoutes,
  noteRoutes,
  pocRoutes,
  taskPickerRoutes,
  userAdminRoutes,
} from '@crm/contracts';
import { apiCall, apiSession, browserSuite, login, sessionCall, settled, shot } from './support.js';

/** Notes on a brand's point of contact (spec 001 §7 'POC notes') in Chromium: a private one another BO cannot read, a public one, removal and Undo. */
describe('POC notes in a real browser', () => {
  const suite = browserSuite();
  const POC = 'Kavya Iyer (e2e notes)';
  const PRIVATE = 'E2E POC private budget';
  const PUBLIC = 'E2E POC public intro';
  let brandId = 0;
  let pocId = 0;

  /** Opens the brand's Contacts tab and the notes drawer of the e2e POC. */
  async function openPocNotes(page: Page): Promise<Locator> {
    await page.goto(`${suite.url}/brandInfo/${brandId}?infoTab=Contacts`);
    await page.getByTestId(`poc-notes-${pocId}`).click();
    const drawer = page.getByTestId('poc-notes-drawer');
    await drawer.getByTestId('notes-tab').waitFor();
    await settled(drawer);
    return drawer;
  }

  async function addNote(page: Page, drawer: Locator, title: string, isPrivate: boolean) {
    await drawer.getByTestId('note-add').click();
    await page.getByTestId('note-title').fill(title);
    await page.getByTestId('note-description').fill(`Written on ${POC}`);
    if (isPrivate) await page.getByTestId('note-private').check();
    await page.getByTestId('note-save').click();
    await page.getByTestId('note-form').waitFor({ state: 'detached' });
    await drawer.getByTestId('notes-list').getByText(title).waitFor();
  }

  it('a BO opens a POC’s notes from the Contacts tab and writes a private and a public note', async () => {
    const page = await suite.newPage();
    await login(page, suite.url, 'bo@demo.test');
    const { brands } = await apiCall(page, brandRoutes.list, {
      mainTab: 'MY_BRANDS',
      count: 5,
    });
    brandId = brands[0].brandId;
    const made = await apiCall(page, pocRoutes.create, {
      brandId,
      name: POC,
    });
    pocId = made.poc.pocId;

    const drawer = await openPocNotes(page);
    await drawer.getByTestId('empty-state').waitFor();
    await shot(page, 'pn-01-empty');
    await addNote(page, drawer, PRIVATE, true);
    await addNote(page, drawer, PUBLIC, false);
    // the toast of the save leaves the drawer's header (its title and Close) in sight
    const toast = page.locator('.mantine-Notification-root').first();
    await toast.waitFor();
    const [t, h] = [
      (await toast.boundingBox())!,
      (await drawer.locator('.mantine-Drawer-header').boundingBox())!,
    ];
    expect(t.y >= h.y + h.height || t.y + t.height <= h.y).toBe(true);
    const priv = drawer.locator('[data-private="true"]').filter({ hasText: PRIVATE });
    await expect.poll(() => priv.textContent()).toContain('Private');
    await shot(page, 'pn-02-bo-poc-notes');

    // the brand's own Notes tab does not list POC notes
    await page.keyboard.press('Escape');
    await page.goto(`${suite.url}/brandInfo/${brandId}?infoTab=Notes`);
    await page.getByTestId('notes-tab').waitFor();
    await page.getByTestId('notes-list').or(page.getByTestId('empty-state')).first().waitFor();
    expect(await page.getByText(PUBLIC).count()).toBe(0);
    await page.close();
  });

  it('another BO and a PO read the public POC note only, on screen and over the API', async () => {
    const admin = await apiSession(suite.url, 'admin@demo.test');
    const writer = await apiSession(suite.url, 'bo@demo.test');
    const bos = await sessionCall(suite.url, admin, taskPickerRoutes.users, {
      role: 'BO',
      excludeSelf: false,
      count: 20,
    });
    const other = bos.users.find((u) => u.userId !== writer.userId)!;
    const { email } = await sessionCall(suite.url, admin, userAdminRoutes.profile, {
      userId: other.userId,
    });
    for (const [who, shotName] of [
      [email, 'pn-03-other-bo-poc-notes'],
      ['po@demo.test', 'pn-03-po-poc-notes'],
    ]) {
      const page = await suite.newPage();
      await login(page, suite.url, who);
      const api = await apiCall(page, noteRoutes.list, { brandId, pocId });
      expect([who, api.notes.map((n) => n.title)]).toEqual([who, [PUBLIC]]);
      const drawer = await openPocNotes(page);
      const pub = drawer.locator('[data-private="false"]').filter({ hasText: PUBLIC });
      await pub.waitFor();
      expect(await pub.getByTestId('note-edit').count()).toBe(0);
      expect(await page.getByText(PRIVATE).count()).toBe(0);
      await shot(page, shotName);
      await page.close();
    }
  });

  it('the BO deletes the public note after confirming, and takes it back with Undo', async () => {
    const page = await suite.newPage();
    await login(page, suite.url, 'bo@demo.test');
    const drawer = await openPocNotes(page);
    const card = drawer.locator('[data-private="false"]').filter({ hasText: PUBLIC });
    await card.getByTestId('note-delete').click();
    await page.getByTestId('confirm-action').click();
    await page.getByText(NOTE_MESSAGES.deleted).first().waitFor();
    await card.waitFor({ state: 'detached' });
    await shot(page, 'pn-04-deleted-undo');
    await page.getByTestId('undo-remove-note').click();
    await page.getByText(NOTE_MESSAGES.restored).first().waitFor();
    await drawer.getByText(PUBLIC).waitFor();
    const after = await apiCall(page, noteRoutes.list, { brandId, pocId });
    expect(after.notes.map((n) => n.title).sort()).toEqual([PRIVATE, PUBLIC].sort());
    await shot(page, 'pn-05-restored');
    await page.close();
  });

  it('left no errors in the browser console', () => {
    expect(suite.errors.filter((e) => !/favicon/.test(e))).toEqual([]);
  });
});
