import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  EVENT_ADMIN_MESSAGES as M,
  inventoryRoutes,
  pairingRoutes,
  peopleRoutes,
  taskPickerRoutes,
  userRoutes,
} from '@crm/contracts';
import { apiSession, browserSuite, login, sessionCall, shot } from './support.js';

const EVENT = 'Browser Admin Cup';

/** Events admin in Chromium: an admin enters an event through the form, finds it, edits a target; its PO assigns a brand. */
describe('events admin in a real browser', () => {
  const suite = browserSuite();
  const { errors } = suite;
  let inventories: string[];
  let poName: string;
  let eventId: number;
  let eiId: number;
  const ids: number[] = [];

  /** Types `search` in the search select `testId` (the n-th of them) and picks the option `name`. */
  async function pick(page: Page, testId: string, name: string, nth = 0, search = name) {
    const input = page.getByTestId(testId).nth(nth);
    await input.click();
    await input.fill(search);
    await page.getByRole('option', { name, exact: true }).first().click();
  }

  it('finds two inventories and the PO to enter', async () => {
    const admin = await apiSession(suite.url, 'admin@demo.test');
    const inv = await sessionCall(suite.url, admin, taskPickerRoutes.inventories, {
      getSME: false,
      count: 2,
    });
    inventories = inv.inventories.map((i) => i.name);
    expect(inventories).toHaveLength(2);
    const po = await apiSession(suite.url, 'po@demo.test');
    const me = await sessionCall(suite.url, po, userRoutes.details, { userId: po.userId });
    poName = me.userName;
  });

  it('an admin enters an event with two inventories through the form, sees it listed and edits a target', async () => {
    const page = await suite.newPage();
    await login(page, suite.url, 'admin@demo.test', `${suite.url}/events`);
    await page.getByRole('link', { name: 'Manage events' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/events');
    await page.getByTestId('admin-events-table').waitFor();
    await page.getByTestId('admin-event-new').click();
    const dialog = page.getByTestId('event-form-modal');
    // leaving the name empty says so at once; an end before the start says so as it is picked
    await page.getByTestId('event-name').focus();
    await page.getByTestId('event-name').press('Tab');
    await dialog.getByText('Enter the event name').waitFor();
    await page.getByTestId('event-name').fill(EVENT);
    await dialog.getByText('Enter the event name').waitFor({ state: 'detached' });
    await page.getByTestId('event-start').fill('10/01/2031');
    await page.getByTestId('event-end').fill('05/01/2031');
    await page.getByTestId('event-name').click();
    await dialog.getByText('The end date cannot be before the start date').waitFor();
    // Enter on the greyed Save says what else is missing, and sends nothing
    await page.getByTestId('event-name').press('Enter');
    await dialog.getByText('Pick the category').waitFor();
    expect(await page.getByTestId('event-form-save').getAttribute('data-disabled')).toBe('true');
    await shot(page, 'event-admin-00-form-says-why');
    await page.getByTestId('event-end').fill('20/01/2031');
    await page.getByTestId('event-name').click();
    await dialog
      .getByText('The end date cannot be before the start date')
      .waitFor({ state: 'detached' });
    await pick(page, 'event-city', 'Mumbai, Maharashtra', 0, 'Mumbai');
    await page.getByTestId('event-category').click();
    await page.getByRole('option', { name: 'Cricket' }).click();
    await pick(page, 'event-pos', poName);
    await page.getByTestId('event-name').click();
    await pick(page, 'event-inventory-select', inventories[0], 0);
    await page.getByTestId('event-inventory-target').nth(0).fill('12.5');
    await page.getByTestId('event-inventory-add').click();
    await pick(page, 'event-inventory-select', inventories[1], 1);
    await page.getByTestId('event-inventory-target').nth(1).fill('8');
    await shot(page, 'event-admin-01-form');
    await page.getByTestId('event-form-save').click();
    await page.getByText(M.created).first().waitFor();

    const row = page.getByTestId('admin-event-row').filter({ hasText: EVENT });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain(poName);
    await shot(page, 'event-admin-02-list');

    await row.getByTestId('admin-event-link').click();
    await page.waitForURL(/\/admin\/events\/info\?eventId=\d+/);
    eventId = Number(new URL(page.url()).searchParams.get('eventId'));
    await expect.poll(() => page.getByTestId('admin-event-inventory').count()).toBe(2);
    await page.getByTestId('admin-event-info-edit').click();
    const target = page.getByTestId('event-inventory-target').nth(0);
    await target.waitFor();
    await target.fill('15');
    await page.getByTestId('event-form-save').click();
    await page.getByText(M.updated).first().waitFor();
    await expect
      .poll(() => page.getByTestId('admin-event-inventories').textContent())
      .toMatch(/15/);
    await page.getByTestId('admin-event-history-row').nth(1).waitFor();
    await shot(page, 'event-admin-03-info');
    await page.close();
  });

  it('its PO opens the assign page of one of its event inventories and assigns a brand', async () => {
    const page = await suite.newPage();
    await login(page, suite.url, 'po@demo.test');
    const po = await apiSession(suite.url, 'po@demo.test');
    const mine = await sessionCall(suite.url, po, inventoryRoutes.forPo, {
      searchFor: EVENT,
      count: 10,
    });
    const ei = mine.eventInventories.find((e) => e.eventId === eventId)!;
    expect(ei).toBeDefined();
    eiId = ei.eiId;
    await page.goto(`${suite.url}/inventory/${ei.eiId}`);
    await page.getByTestId('assign-brands-button').click();
    await page.waitForURL(new RegExp(`/assignbrandV2/${ei.eiId}`));
    const rows = page
      .getByTestId('assign-table-UNASSIGNED')
      .locator('tbody tr[data-testid^="brand-row-"]');
    await rows.first().waitFor();
    // two brands: an action on several brands is confirmed first
    for (let i = 0; i < 2; i++) {
      ids.push(Number((await rows.nth(i).getAttribute('data-testid'))!.replace('brand-row-', '')));
      await rows.nth(i).getByRole('checkbox').check();
    }
    await page.getByTestId('bulk-assign').click();
    await page.getByTestId('confirm-action').click();
    await page.getByText('Brand Successfully Assigned').first().waitFor();
    await page.getByTestId('tab-ASSIGNED').click();
    for (const id of ids) await page.getByTestId(`brand-row-${id}`).waitFor();
    await shot(page, 'event-admin-04-po-assigned');
    await page.close();
    expect(errors.filter((e) => !/403|Forbidden/i.test(e))).toEqual([]);
  });
  it('the BO of a brand assigned on it finds the event with its badge; the event timeline shows the assignments', async () => {
    const bo = await apiSession(suite.url, 'bo@demo.test');
    const po = await apiSession(suite.url, 'po@demo.test');
    const { brands } = await sessionCall(suite.url, bo, peopleRoutes.brands, {
      userId: bo.userId,
      count: 5,
    });
    const brand = brands.find((b) => !ids.includes(b.brandId))!;
    await sessionCall(suite.url, po, pairingRoutes.assign, {
      eiIds: [eiId],
      action: 'ASSIGN',
      brandId: [brand.brandId],
    });
    const page = await suite.newPage();
    await login(page, suite.url, 'bo@demo.test', `${suite.url}/events`);
    await page.getByRole('tab', { name: /Upcoming/ }).click();
    await page.getByTestId('events-search').fill(EVENT);
    const row = page.getByTestId(`event-row-${eventId}`);
    await row.getByText('Your Brands Assigned').waitFor();
    await row.getByRole('link', { name: EVENT }).click();
    await page.waitForURL((u) => u.pathname === `/eventinfo/${eventId}`);
    // the two brands the PO assigned on the screen and the BO's brand: three assignments, newest first
    const entries = page.getByTestId('timeline-list').locator('[data-kind="BRAND_ASSIGNED"]');
    await expect.poll(() => entries.count()).toBe(3);
    expect(await entries.first().textContent()).toContain(brand.brandName);
    await page.getByRole('tab', { name: 'My timeline' }).click();
    await page.getByTestId('my-timeline').getByText(brand.brandName).first().waitFor();
    await shot(page, 'event-admin-05-bo-timeline');
    await page.close();
    expect(errors.filter((e) => !/403|Forbidden/i.test(e))).toEqual([]);
  });
});
