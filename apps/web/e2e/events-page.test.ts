import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { eventRoutes, type EventListResult } from '@crm/contracts';
import { apiSession, browserSuite, login, sessionCall, shot } from './support.js';

type Ev = EventListResult['events'][number];
const PHASE_TAB = { UPCOMING: 'Upcoming', ONGOING: 'Ongoing', COMPLETED: 'Completed' } as const;

/** The Events page (spec 001 §7 /event/list/v3) and event info's inventories table, in Chromium. */
describe('events page in a real browser', () => {
  const suite = browserSuite();
  const { errors } = suite;

  /** The first of `email`'s events (GET /event/list/v2) that `keep` accepts. */
  async function myEvent(email: string, keep: (e: Ev) => boolean): Promise<Ev> {
    const session = await apiSession(suite.url, email);
    const list = await sessionCall(suite.url, session, eventRoutes.mine, { count: 100 });
    const ev = list.events.find(keep);
    if (!ev) throw new Error(`${email} has no event to show`);
    return ev;
  }

  /** Opens the event's phase tab and searches its name; answers its row. */
  async function findRow(page: Page, ev: Ev) {
    await page.getByRole('tab', { name: new RegExp(PHASE_TAB[ev.phase]) }).click();
    await page.getByTestId('events-search').fill(ev.eventName);
    const row = page.getByTestId(`event-row-${ev.eventId}`);
    await row.waitFor();
    return row;
  }

  it('lets a BO open Events from the navigation and find an event with their brand assigned', async () => {
    const ev = await myEvent('bo@demo.test', (e) => e.hasMyBrandsAssigned);
    const page = await suite.newPage();
    await login(page, suite.url, 'bo@demo.test');
    await page.getByRole('link', { name: 'Events', exact: true }).first().click();
    await page.waitForURL((u) => u.pathname === '/events');
    for (const label of Object.values(PHASE_TAB))
      await page.getByRole('tab', { name: new RegExp(label) }).waitFor();
    const row = await findRow(page, ev);
    await row.getByText('Your Brands Assigned').waitFor();
    // the badge shows its words whole, not cut by its column
    const badge = row.getByTestId('badge-my-brands').locator('.mantine-Badge-label');
    expect(await badge.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await page.getByTestId('events-table').locator('tbody tr').count()).toBeGreaterThan(0);
    await shot(page, 'events-page-bo');
    await page.close();
  });

  it('shows a PO their Project Owner badge, and the row opens event info with its inventories', async () => {
    const ev = await myEvent('po@demo.test', (e) => e.isProjectOwner);
    const page = await suite.newPage();
    await login(page, suite.url, 'po@demo.test', `${suite.url}/events`);
    const row = await findRow(page, ev);
    await row.getByText('Project Owner').waitFor();
    await row.getByRole('link', { name: ev.eventName }).click();
    await page.waitForURL((u) => u.pathname === `/eventinfo/${ev.eventId}`);
    expect(new URL(page.url()).searchParams.get('eventName')).toBe(ev.eventName);
    const table = page.getByTestId('event-inventories');
    await table.locator('tbody tr[data-testid^="ei-row-"]').first().waitFor();
    expect(await table.locator('tbody tr[data-testid^="ei-row-"]').count()).toBe(
      Math.min(ev.inventoryCount, 30),
    );
    await shot(page, 'event-info-inventories');
    await page.close();
    expect(errors).toEqual([]);
  });
});
