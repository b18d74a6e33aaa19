import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  COLLAB_MESSAGES,
  collaborationRoutes,
  inventoryRoutes,
  pairingRoutes,
  type JsonRouteDefinition,
  type RouteInput,
} from '@crm/contracts';
import {
  apiCall,
  apiSession,
  type ApiSession,
  browserSuite,
  login,
  sessionCall,
  shot,
} from './support.js';

type Session = ApiSession;
type Brand = { brandId: number; brandName: string };

/**
 * Collaboration in Chromium, with three people in their own browser contexts: a BO invites a colleague to a
 * pairing from /inventory/{eiId} tab 2, the colleague accepts it there (opened by invitation=true), the
 * BO's Collaborators list shows it accepted; a brand the BO suggests on tab 3 is approved by the PO and
 * is then assigned on that inventory.
 */
describe('collaboration requests and brand suggestions on /inventory/{eiId}', () => {
  const suite = browserSuite();
  const { newPage, errors } = suite;
  let eiId = 0;
  let pairing: Brand; // a BO's brand assigned to the event inventory
  let suggested: Brand; // a brand not assigned there yet
  let sme: Session;
  const pages: Record<'bo' | 'sme' | 'po', Page | undefined> = {
    bo: undefined,
    sme: undefined,
    po: undefined,
  };

  const call = <D extends JsonRouteDefinition>(s: Session, def: D, input: RouteInput<D>) =>
    sessionCall(suite.url, s, def, input);
  const session = (email: string) => apiSession(suite.url, email);
  const brandSearch = (s: Session, isCollaboration: boolean) =>
    call(s, collaborationRoutes.brandSearch, {
      eiId,
      isCollaboration,
      count: 5,
    });

  // The data only: an upcoming event inventory of the demo PO on which the demo BO works a brand.
  beforeAll(async () => {
    const [po, bo] = await Promise.all([session('po@demo.test'), session('bo@demo.test')]);
    sme = await session('sme@demo.test');
    const { eventInventories } = await call(po, inventoryRoutes.forPo, {
      eventStatus: 'UPCOMING',
    });
    for (const ei of eventInventories) {
      eiId = ei.eiId;
      const mine = (await brandSearch(bo, true)).brands;
      if (mine.length) {
        pairing = mine[0]!;
        break;
      }
    }
    if (!pairing) {
      eiId = eventInventories[0]!.eiId;
      const { brands } = await call(bo, pairingRoutes.unassignedList, {
        eiId,
        selectionType: 'UNASSIGNED',
        count: 1,
      });
      await call(bo, pairingRoutes.assign, {
        eiIds: [eiId],
        action: 'ASSIGN',
        brandId: [brands[0]!.brandId],
      });
      pairing = brands[0]!;
    }
    suggested = (await brandSearch(bo, false)).brands[0]!;
  });

  const as = async (who: 'bo' | 'sme' | 'po') => {
    if (!pages[who]) {
      const page = await newPage();
      await login(page, suite.url, `${who}@demo.test`);
      pages[who] = page;
    }
    return pages[who]!;
  };
  const pick = async (page: Page, testId: string, text: string, option: string | RegExp) => {
    await page.getByTestId(testId).fill(text);
    await page.getByRole('option', { name: option }).first().click();
  };
  const toast = (page: Page, text: string) => page.getByText(text).first().waitFor();

  it('a BO invites a colleague to one of their pairings from the collaboration requests tab', async () => {
    const page = await as('bo');
    await page.goto(`${suite.url}/inventory/${eiId}?tab1=2`);
    await expect
      .poll(() => page.getByTestId('ei-tab-2').getAttribute('aria-selected'))
      .toBe('true');
    await page.getByTestId('collab-requests').waitFor();
    await page.getByTestId('collab-invite-open').click();
    await pick(page, 'collab-brand-picker', pairing.brandName, pairing.brandName);
    await page.getByTestId('collaborators').waitFor();
    await pick(page, 'collab-invite-picker', 'Meera', /Meera Nair/);
    await shot(page, 'collab-01-invite-modal');
    await page.getByTestId('collab-invite-submit').click();
    await toast(page, COLLAB_MESSAGES.invitedOne);
    await expect
      .poll(() => page.getByTestId(`collaborator-status-${sme.userId}`).textContent())
      .toBe('Invited');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const row = page
      .getByTestId('collab-requests')
      .locator('tbody tr', { hasText: pairing.brandName });
    await expect.poll(() => row.textContent()).toMatch(/You.*Meera Nair.*Invited/);
    await shot(page, 'collab-02-bo-tab2-sent');
  });

  it('the invitee sees the request on /inventory/{eiId}?invitation=true and accepts it there', async () => {
    const page = await as('sme');
    await page.goto(`${suite.url}/inventory/${eiId}?invitation=true`);
    await expect
      .poll(() => page.getByTestId('ei-tab-2').getAttribute('aria-selected'))
      .toBe('true');
    const row = page
      .getByTestId('collab-requests')
      .locator('tbody tr', { hasText: pairing.brandName });
    await row.getByTestId('collab-accept').waitFor();
    await shot(page, 'collab-03-invitee-tab2');
    await row.getByTestId('collab-accept').click();
    await toast(page, COLLAB_MESSAGES.accepted);
    await expect.poll(() => row.textContent()).toContain(COLLAB_MESSAGES.requestAccepted);
    expect(await row.getByTestId('collab-request-status').textContent()).toBe('Accepted');
    expect(await row.getByTestId('collab-accept').count()).toBe(0);
    await shot(page, 'collab-04-invitee-accepted');
  });

  it('the inviter’s Collaborators list on the assigned row shows the colleague accepted after a reload', async () => {
    const page = await as('bo');
    await page.goto(`${suite.url}/assignbrandV2/${eiId}?tab=ASSIGNED`);
    await page.reload();
    await page.getByTestId('assign-search').fill(pairing.brandName);
    await page.getByTestId(`collaborators-${pairing.brandId}`).click();
    await expect
      .poll(() => page.getByTestId(`collaborator-status-${sme.userId}`).textContent())
      .toBe('Accepted');
    expect(await page.getByTestId(`collaborator-revoke-${sme.userId}`).textContent()).toBe(
      'Remove',
    );
    await shot(page, 'collab-05-bo-collaborators-accepted');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // the row's Add task opens the Add New Task modal with the brand and the event inventory filled in
    await page.getByTestId(`add-task-${pairing.brandId}`).click();
    const drawer = page.getByTestId('add-task-drawer');
    await expect.poll(() => drawer.textContent()).toContain(pairing.brandName);
    const ei = await apiCall(page, inventoryRoutes.detail, { eiId });
    await expect.poll(() => page.getByTestId('task-inventory').inputValue()).toBe(ei.inventoryName);
    await expect.poll(() => page.getByTestId('task-event').inputValue()).not.toBe('');
    await shot(page, 'collab-05b-add-task-from-pairing');
  });

  it('a brand the BO suggests on tab 3 is approved by the PO and is then assigned on that inventory', async () => {
    const bo = await as('bo');
    await bo.goto(`${suite.url}/inventory/${eiId}?tab1=3`);
    await bo.getByTestId('brand-suggestions').waitFor();
    await bo.getByTestId('suggest-brand-open').click();
    await pick(bo, 'suggest-brand-picker', suggested.brandName, suggested.brandName);
    await shot(bo, 'collab-06-bo-suggest-modal');
    await bo.getByTestId('suggest-brand-submit').click();
    await toast(bo, COLLAB_MESSAGES.suggested);
    const mine = bo
      .getByTestId('brand-suggestions')
      .locator('tbody tr', { hasText: suggested.brandName });
    await expect.poll(() => mine.getByTestId('suggestion-status').textContent()).toBe('Pending');
    expect(await mine.getByTestId('suggestion-approve').count()).toBe(0);

    const po = await as('po');
    await po.goto(`${suite.url}/inventory/${eiId}?tab1=3`);
    const row = po
      .getByTestId('brand-suggestions')
      .locator('tbody tr', { hasText: suggested.brandName });
    await row.getByTestId('suggestion-approve').waitFor();
    expect(await po.getByTestId('suggest-brand-open').count()).toBe(0);
    await shot(po, 'collab-07-po-tab3-pending');
    await row.getByTestId('suggestion-approve').click();
    await toast(po, COLLAB_MESSAGES.suggestionApproved);
    await expect.poll(() => row.getByTestId('suggestion-status').textContent()).toBe('Approved');
    expect(await row.textContent()).toContain('You');
    await shot(po, 'collab-08-po-tab3-approved');

    await po.goto(`${suite.url}/assignbrandV2/${eiId}?tab=ASSIGNED`);
    await po.getByTestId('assign-search').fill(suggested.brandName);
    await po.getByTestId(`brand-row-${suggested.brandId}`).waitFor();
    await bo.reload();
    await expect.poll(() => mine.textContent()).toMatch(/Approved.*Priya Sharma/);
  });

  it('raised no console errors on the way', async () => {
    for (const p of Object.values(pages)) await p?.close();
    expect(errors).toEqual([]);
  });
});
