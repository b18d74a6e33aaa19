import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  INVENTORY_ADMIN_MESSAGES as M,
  eventRoutes,
  inventoryAdminRoutes,
  inventoryRoutes,
  notificationRoutes,
  peopleRoutes,
  referenceRoutes,
  type JsonRouteDefinition,
  type RouteInput,
} from '@crm/contracts';
import { apiSession, browserSuite, login, sessionCall, shot } from './support.js';

/** A small one-page PDF made here (no fixture file). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** Inventories admin — decks with per-user view status, SMEs, blocked industries, reminders and case studies, in Chromium. */
describe('inventories admin in a real browser', () => {
  const suite = browserSuite();
  const { errors } = suite;
  let ei: { eiId: number; inventoryId: number; inventoryName: string };
  let sme: string;
  let industries: string[];

  /** Calls the API as `email` from Node (to find the fixtures the pages are opened on). */
  async function apiAs<D extends JsonRouteDefinition>(email: string, def: D, input: RouteInput<D>) {
    return sessionCall(suite.url, await apiSession(suite.url, email), def, input);
  }

  const toast = (page: Page, text: string) => page.getByText(text).first().waitFor();
  /** Closes an open select dropdown by clicking the dialog's title. */
  const closeDropdown = (page: Page) =>
    page.getByRole('dialog').locator('.mantine-Modal-title').click();

  it('finds an event inventory of po@demo.test, an SME and two industries', async () => {
    const mine = await apiAs('po@demo.test', inventoryRoutes.forPo, { count: 1 });
    ei = mine.eventInventories[0];
    expect(ei.eiId).toBeGreaterThan(0);
    // an SME who is not one of the inventory's yet (the demo data gives some inventories SMEs)
    const people = await apiAs('admin@demo.test', peopleRoutes.list, {
      roles: ['SME'],
      count: 20,
    });
    const current = await apiAs('admin@demo.test', inventoryAdminRoutes.eiSmes, { eiId: ei.eiId });
    sme = people.users.find(
      (u) => !current.inventorySmes.some((s) => s.userName === u.userName),
    )!.userName;
    const blocked = await apiAs('admin@demo.test', inventoryAdminRoutes.blockedIndustries, {
      eiId: ei.eiId,
    });
    const ref = await apiAs('admin@demo.test', referenceRoutes.all, {});
    industries = ref.industries
      .filter((i) => !blocked.industries.some((b) => b.id === i.id))
      .slice(0, 2)
      .map((i) => i.name);
    expect(industries).toHaveLength(2);
  });

  it('an admin uploads a deck, sets SMEs and blocked industries, and reminds the POs', async () => {
    const page = await suite.newPage();
    await login(page, suite.url, 'admin@demo.test', `${suite.url}/inventory/${ei.eiId}`);
    const decks = page.getByTestId('decks-panel');
    await decks.getByText('No deck uploaded yet.').waitFor();

    // a spreadsheet is refused before any upload
    let chooser = page.waitForEvent('filechooser');
    await page.getByTestId('deck-upload').click();
    await (
      await chooser
    ).setFiles({
      name: 'targets.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from('PK'),
    });
    await toast(page, M.deckType);

    chooser = page.waitForEvent('filechooser');
    await page.getByTestId('deck-upload').click();
    await (
      await chooser
    ).setFiles({ name: 'Title sponsorship deck.pdf', mimeType: 'application/pdf', buffer: PDF });
    await toast(page, M.deckUploaded);
    const v1 = page.getByTestId('deck-1');
    await v1.getByText('Title sponsorship deck.pdf').waitFor();
    await v1.getByTestId('deck-viewed').waitFor(); // the uploader has seen their own upload
    await v1.getByRole('button', { name: 'Rename Title sponsorship deck.pdf' }).click();
    await page.getByTestId('deck-name').fill('Title sponsorship deck 2026');
    await page.getByTestId('deck-rename-save').click();
    await toast(page, M.deckInfoUpdated);
    await v1.getByText('Title sponsorship deck 2026').waitFor();

    // SMEs
    await page.getByTestId('smes-edit').click();
    const picker = page.getByTestId('inventory-smes-picker');
    await picker.click();
    await picker.fill(sme);
    await page.getByRole('option', { name: sme }).first().click();
    await closeDropdown(page);
    await page.getByTestId('smes-save').click();
    await toast(page, M.smesUpdated);
    await page.getByTestId('inventory-smes').getByText(sme).first().waitFor();

    // blocked industries
    await page.getByTestId('blocked-industries-edit').click();
    const ind = page.getByTestId('blocked-industries-picker');
    for (const name of industries) {
      await ind.click();
      await ind.fill(name);
      await page.getByRole('option', { name, exact: true }).click();
    }
    await closeDropdown(page);
    await page.getByTestId('blocked-industries-save').click();
    await toast(page, M.blockedUpdated);
    for (const name of industries)
      await page.getByTestId('blocked-industries').getByText(name, { exact: true }).waitFor();

    // reminders
    await page.getByTestId('notify-pos').click();
    expect(await page.getByTestId('notify-deck-upload').isDisabled()).toBe(true); // a deck is uploaded
    await page.getByTestId('notify-brand-assignment').click();
    await toast(page, M.posNotified);
    await shot(page, 'ia-01-admin-deck-smes-blocked');
    await page.close();
  });

  it('the PO sees the deck as new, opens it, and then sees it viewed', async () => {
    const page = await suite.newPage();
    await login(page, suite.url, 'po@demo.test', `${suite.url}/inventory/${ei.eiId}`);
    const v1 = page.getByTestId('deck-1');
    await v1.getByTestId('deck-new').waitFor();
    await shot(page, 'ia-02-po-deck-new');
    const popup = page.waitForEvent('popup');
    await v1.getByTestId('deck-open').click();
    const tab = await popup;
    await v1.getByTestId('deck-viewed').waitFor();
    await tab.close();
    // it stays viewed after a reload (the server keeps the view status per user)
    await page.reload();
    await page.getByTestId('deck-1').getByTestId('deck-viewed').waitFor();
    expect(await page.getByTestId('deck-1').getByTestId('deck-new').count()).toBe(0);
    // the PO got the admin's reminder
    const notes = await apiAs('po@demo.test', notificationRoutes.list, {});
    expect(notes.notifications.some((n) => n.type === 'BRAND_ASSIGNMENT_PENDING')).toBe(true);
    await shot(page, 'ia-03-po-deck-viewed');
    await page.close();
  });

  it('an admin adds a case study, removes it and takes the removal back', async () => {
    const page = await suite.newPage();
    await login(
      page,
      suite.url,
      'admin@demo.test',
      `${suite.url}/inventoryEvents/${ei.inventoryId}?inventoryName=${encodeURIComponent(ei.inventoryName)}&primaryTab=CaseStudies`,
    );
    const section = page.getByTestId('case-studies');
    await section.getByText(/No case studies/).waitFor();
    await page.getByTestId('case-study-add').click();
    await page.getByTestId('case-study-title').fill('IPL 2025 jersey activation');
    await page
      .getByTestId('case-study-description')
      .fill('Front-of-jersey branding delivered 3x the planned reach.');
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('case-study-file').click();
    await (
      await chooser
    ).setFiles({ name: 'IPL 2025 activation.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByTestId('case-study-file-name').getByText('IPL 2025 activation.pdf').waitFor();
    await page.getByTestId('case-study-save').click();
    await toast(page, M.caseStudyAdded);
    const row = section
      .getByTestId('case-study-row')
      .filter({ hasText: 'IPL 2025 jersey activation' });
    await row.waitFor();
    await shot(page, 'ia-04-admin-case-study');

    await row.getByTestId('case-study-remove').click();
    await page.getByTestId('confirm-action').click();
    await toast(page, M.caseStudyRemoved);
    await row.waitFor({ state: 'detached' });
    await page.getByTestId('case-study-undo').click();
    await toast(page, M.caseStudyRestored);
    await row.waitFor();
    await page.close();
  });

  it('an admin edits the inventory’s details and offers it at another event', async () => {
    const all = await apiAs('admin@demo.test', eventRoutes.list, {
      count: 100,
      eventStatus: 'UPCOMING',
    });
    const mine = await apiAs('admin@demo.test', inventoryRoutes.events, {
      inventoryId: ei.inventoryId,
      count: 100,
    });
    const event = all.events.find(
      (e) => !mine.eventInventories.some((m) => m.eventId === e.eventId),
    )!;
    const page = await suite.newPage();
    await login(
      page,
      suite.url,
      'admin@demo.test',
      `${suite.url}/inventoryEvents/${ei.inventoryId}?inventoryName=${encodeURIComponent(ei.inventoryName)}`,
    );
    await page.getByTestId('inventory-details-edit').click();
    await page.getByTestId('inventory-color').fill('#FFE3C2');
    await page
      .getByTestId('inventory-description')
      .fill('Logo placements across digital and social channels.');
    await page.getByTestId('inventory-details-save').click();
    await toast(page, M.inventoryUpdated);
    await page
      .getByTestId('inventory-description-text')
      .getByText('Logo placements across digital and social channels.')
      .waitFor();
    await expect
      .poll(() =>
        page.getByTestId('inventory-swatch').evaluate((el) => getComputedStyle(el).backgroundColor),
      )
      .toBe('rgb(255, 227, 194)');

    const before = mine.eventInventories.length;
    await page.getByTestId('inventory-events-add').click();
    const picker = page.getByTestId('inventory-event-picker');
    await picker.fill(event.eventName);
    await page.getByRole('option', { name: event.eventName }).first().click();
    await page.getByTestId('inventory-event-target').fill('25');
    await page.getByTestId('inventory-event-save').click();
    await toast(page, M.eventsAdded);
    await page.getByTestId('inventory-events').getByText(event.eventName).first().waitFor();
    const after = await apiAs('admin@demo.test', inventoryRoutes.events, {
      inventoryId: ei.inventoryId,
    });
    expect(after.totalNoOfEntries).toBe(before + 1);
    await shot(page, 'ia-06-admin-inventory-details-events');
    await page.close();
  });

  it('a BO asks the admins for case studies of an inventory without any', async () => {
    const list = await apiAs('admin@demo.test', inventoryRoutes.list, { count: 50 });
    const other = list.inventories.find((i) => i.id !== ei.inventoryId)!;
    const page = await suite.newPage();
    await login(
      page,
      suite.url,
      'bo@demo.test',
      `${suite.url}/inventoryEvents/${other.id}?inventoryName=${encodeURIComponent(other.name)}`,
    );
    await page.getByTestId('primary-tab-CaseStudies').click();
    await page.waitForURL(/primaryTab=CaseStudies/);
    await page.getByTestId('case-studies').waitFor();
    expect(await page.getByTestId('case-study-add').count()).toBe(0);
    const request = page.getByTestId('case-study-request');
    await request.click();
    await toast(page, M.adminNotified);
    await expect.poll(() => request.textContent()).toBe('Admin notified');
    expect(await request.isDisabled()).toBe(true);
    await shot(page, 'ia-05-bo-case-study-requested');
    await page.close();
  });

  it('left no errors in the browser console', () => {
    expect(errors.filter((e) => !/favicon/.test(e))).toEqual([]);
  });
});
