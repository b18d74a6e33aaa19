import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  COLLAB_MESSAGES,
  MESSAGES,
  brandRoutes,
  collaborationRoutes,
  inventoryRoutes,
  pairingRoutes,
  peopleRoutes,
  type JsonRouteDefinition,
  type RouteInput,
} from '@crm/contracts';
import {
  apiSession,
  type ApiSession,
  browserSuite,
  downloadedBytes,
  dragCard,
  login,
  sessionCall,
  shot,
} from './support.js';

type Session = ApiSession;
type Pairing = {
  eiId: number;
  eventId: number;
  eventName: string;
  inventoryName: string;
  stage: string;
};

/**
 * An accepted collaborator works the pairing like its owner, in two browser contexts: the demo BO invites
 * a colleague (another BO) on one pairing of their brand; the colleague accepts, finds it under 'Shared with
 * me', updates its stage, adds call notes for it alone and sees the controls on brand info; an SME collaborator
 * opens the assign page on the shared pairing alone, exports it and moves it on the board; the BO exports the
 * Unassigned tab; when the BO removes the colleague, their brand info loses the controls without a reload.
 */
describe('an accepted collaborator works the pairing', () => {
  const suite = browserSuite();
  const { newPage, errors } = suite;
  let bo: Session;
  let brand: { brandId: number; brandName: string };
  let shared: Pairing; // the pairing the colleague is invited on
  let other: Pairing; // another pairing of the same brand
  let colleague: { userId: number; userName: string; email: string };
  let boPage: Page;
  let coPage: Page;

  const call = <D extends JsonRouteDefinition>(s: Session, def: D, input: RouteInput<D>) =>
    sessionCall(suite.url, s, def, input);
  const session = (email: string) => apiSession(suite.url, email);

  // The data only: a brand of the demo BO assigned to two event inventories, and a BO colleague who does not own it.
  beforeAll(async () => {
    bo = await session('bo@demo.test');
    const { eventInventories } = await call(bo, inventoryRoutes.forBo, {
      eventStatus: 'UPCOMING',
      count: 50,
    });
    search: for (const ei of eventInventories) {
      const { brands } = await call(bo, collaborationRoutes.brandSearch, {
        eiId: ei.eiId,
        isCollaboration: true,
        count: 20,
      });
      for (const b of brands) {
        const { pairings } = await call(bo, pairingRoutes.brandPairings, { brandId: b.brandId });
        if (pairings.length >= 2) {
          brand = b;
          shared = pairings.find((p) => p.eiId === ei.eiId)!;
          other = pairings.find((p) => p.eiId !== ei.eiId)!;
          break search;
        }
      }
    }
    const info = await call(bo, brandRoutes.info, { brandId: brand.brandId });
    const { users } = await call(bo, peopleRoutes.list, { roles: ['BO'], count: 50 });
    colleague = users.find(
      (u) =>
        u.roles.join() === 'BO' &&
        u.userId !== bo.userId &&
        !info.brandOwners.some((o) => o.brandOwnerUserId === u.userId),
    )!;
  });

  const assignedRow = (page: Page) => page.getByTestId(`brand-row-${brand.brandId}`);

  it('the BO invites a colleague on one pairing from the Assigned tab', async () => {
    boPage = await newPage();
    await login(
      boPage,
      suite.url,
      'bo@demo.test',
      `${suite.url}/assignbrandV2/${shared.eiId}?tab=ASSIGNED`,
    );
    await boPage.getByTestId('assign-search').fill(brand.brandName);
    await boPage.getByTestId(`collaborators-${brand.brandId}`).click();
    await boPage.getByTestId('collab-invite-picker').fill(colleague.userName);
    await boPage.getByRole('option', { name: colleague.userName }).first().click();
    await boPage.getByTestId('collab-invite-submit').click();
    await boPage.getByText(COLLAB_MESSAGES.invitedOne).first().waitFor();
    await expect
      .poll(() => boPage.getByTestId(`collaborator-status-${colleague.userId}`).textContent())
      .toBe('Invited');
  });

  it('the colleague accepts and finds the pairing under Shared with me, where they update its stage', async () => {
    coPage = await newPage();
    await login(
      coPage,
      suite.url,
      colleague.email,
      `${suite.url}/inventory/${shared.eiId}?invitation=true`,
    );
    const request = coPage
      .getByTestId('collab-requests')
      .locator('tbody tr', { hasText: brand.brandName });
    await request.getByTestId('collab-accept').click();
    await coPage.getByText(COLLAB_MESSAGES.accepted).first().waitFor();
    // Assigned for You: the event inventory is under Shared with me, which leads to the pairing
    await coPage.goto(`${suite.url}/boInventories`);
    await coPage.getByTestId('inventories-view').getByText(COLLAB_MESSAGES.sharedWithMe).click();
    await coPage
      .getByTestId(`ei-row-${shared.eiId}`)
      .getByRole('link', { name: shared.inventoryName })
      .click();
    await coPage.waitForURL(new RegExp(`/inventory/${shared.eiId}`));
    await coPage.getByTestId('shared-with-me-button').click();
    await coPage.waitForURL(/view=shared/);
    await expect.poll(() => coPage.getByTestId('tab-count-ASSIGNED').textContent()).toBe('1');
    await expect
      .poll(() => assignedRow(coPage).getByTestId('shared-badge').textContent())
      .toBe(COLLAB_MESSAGES.sharedWithMe);
    // the pairing is the colleague's to work, the brand is not: no discard, no inviting
    expect(await coPage.getByTestId(`row-discard-${brand.brandId}`).count()).toBe(0);
    expect(await coPage.getByTestId(`collaborators-${brand.brandId}`).count()).toBe(0);
    await shot(coPage, 'collaborator-01-shared-with-me');
    await coPage.getByTestId(`stage-button-${brand.brandId}`).click();
    const target = shared.stage === 'IN_PROGRESS' ? 'Won' : 'In Progress';
    await coPage.getByTestId('stage-select').click();
    await coPage.getByRole('option', { name: target, exact: true }).click();
    await coPage.getByTestId('stage-submit').click();
    await coPage.getByText(MESSAGES.stageUpdated).first().waitFor();
    await expect.poll(() => assignedRow(coPage).textContent()).toContain(target);
  });

  it('the colleague adds call notes for that pairing only', async () => {
    await coPage.getByTestId(`callnotes-link-${brand.brandId}`).click();
    await coPage.waitForURL(/\/addcallnotes/);
    await coPage.getByTestId(`callnotes-pairing-${shared.eiId}`).waitFor();
    expect(await coPage.getByTestId(`callnotes-pairing-${other.eiId}`).count()).toBe(0);
    await coPage.getByTestId('callnotes-note').fill('Walked the sponsor through the shared deck.');
    // the note goes with the shared pairing: without it checked, the form says so and sends nothing
    await coPage.getByTestId(`callnotes-check-${shared.eiId}`).uncheck();
    await coPage.getByTestId('callnotes-submit').click();
    await expect
      .poll(() => coPage.getByTestId('callnotes-pick-error').textContent())
      .toBe(COLLAB_MESSAGES.pickSharedPairing);
    await coPage.getByTestId(`callnotes-check-${shared.eiId}`).check();
    await coPage.getByTestId('callnotes-pick-error').waitFor({ state: 'detached' });
    await shot(coPage, 'collaborator-02-call-notes');
    await coPage.getByTestId('callnotes-submit').click();
    await coPage.getByText(MESSAGES.callDetailsUpdated).first().waitFor();
  });

  it('a collaborator whose role has no pipeline (an SME) opens the assign page on their shared pairing alone and moves it on the board', async () => {
    const sme = await session('sme@demo.test');
    await call(bo, collaborationRoutes.changeCollaborators, {
      eiId: shared.eiId,
      brandId: brand.brandId,
      add: [sme.userId],
    });
    const { collaborators } = await call(bo, collaborationRoutes.collaborators, {
      eiId: shared.eiId,
      brandId: brand.brandId,
    });
    const invitationId = collaborators.find((c) => c.coUserId === sme.userId)!.invitationId;
    await call(sme, collaborationRoutes.invitationAction, {
      invitationIds: [invitationId],
      action: 'APPROVE',
    });
    const page = await newPage();
    await login(page, suite.url, 'sme@demo.test', `${suite.url}/inventory/${shared.eiId}`);
    await page.getByTestId('shared-with-me-button').click();
    await assignedRow(page).getByTestId(`stage-button-${brand.brandId}`).waitFor();
    expect(await page.getByTestId('tab-UNASSIGNED').count()).toBe(0);
    expect(await page.getByTestId('select-all-matching').count()).toBe(0);
    await shot(page, 'collaborator-03-sme-shared-only');
    // the export holds the shared pairing
    const download = page.waitForEvent('download');
    await page.getByTestId('export-csv').click();
    expect((await downloadedBytes(await download)).toString('utf8')).toContain(
      brand.brandName.replace(/"/g, '""'),
    );
    // on the board the SME moves the shared pairing to Not Interested: the stage form opens from the
    // card (the SME may not read the brand's pipeline) and the save lands it there
    await page.getByTestId('display-switch').getByText('Board').click();
    const card = page.getByTestId(`board-card-${shared.eiId}:${brand.brandId}`);
    await card.waitFor();
    const notInterested = page.getByTestId('board-column-NOT_INTERESTED');
    await dragCard(page, card, notInterested);
    await page.getByTestId('lost-reason').fill('The sponsor moved its budget to next year.');
    await shot(page, 'collaborator-04-sme-board-form');
    await page.getByTestId('stage-submit').click();
    await page.getByText(MESSAGES.stageUpdated).first().waitFor();
    await expect
      .poll(() => notInterested.getByTestId(`board-card-${shared.eiId}:${brand.brandId}`).count())
      .toBe(1);
    await page.close();
  });

  it('the BO exports the Unassigned tab as CSV: every brand the tab lists', async () => {
    const { brands, totalNoOfEntries } = await call(bo, pairingRoutes.unassignedList, {
      eiId: shared.eiId,
      selectionType: 'UNASSIGNED',
      count: 1,
    });
    const page = await newPage();
    await login(
      page,
      suite.url,
      'bo@demo.test',
      `${suite.url}/assignbrandV2/${shared.eiId}?tab=UNASSIGNED`,
    );
    await page.getByTestId(`brand-row-${brands[0].brandId}`).waitFor();
    const download = page.waitForEvent('download');
    await page.getByTestId('export-csv').click();
    const saved = await download;
    expect(saved.suggestedFilename()).toMatch(`unassigned-brands-${shared.eiId}-`);
    const [head, ...rows] = (await downloadedBytes(saved)).toString('utf8').trim().split('\n');
    expect(head).toMatch(/^Brand,Company,Industry,/);
    expect(rows).toHaveLength(totalNoOfEntries);
    expect(rows.join('\n')).toContain(brands[0].brandName.replace(/"/g, '""'));
    await page.close();
  });

  it('brand info shows the colleague the controls on the shared pairing, and loses them live when the BO removes them', async () => {
    await coPage.goto(`${suite.url}/brandInfo/${brand.brandId}`);
    await coPage.getByTestId(`pairing-stage-${shared.eiId}`).waitFor();
    await coPage.getByTestId('brand-add-call-notes').waitFor();
    expect(await coPage.getByTestId(`pairing-stage-${other.eiId}`).count()).toBe(0);
    await shot(coPage, 'collaborator-04-brand-info');

    await boPage.getByTestId(`collaborator-revoke-${colleague.userId}`).click();
    await boPage.getByTestId('confirm-action').click();
    await boPage.getByText(COLLAB_MESSAGES.removedOne).first().waitFor();

    await coPage.getByTestId(`pairing-stage-${shared.eiId}`).waitFor({ state: 'detached' });
    await coPage.getByTestId('brand-add-call-notes').waitFor({ state: 'detached' });
    expect(await coPage.getByTestId(`pairing-callnotes-${shared.eiId}`).count()).toBe(0);
    await shot(coPage, 'collaborator-05-revoked');
  });

  it('raised no console errors on the way', async () => {
    await boPage?.close();
    await coPage?.close();
    expect(errors).toEqual([]);
  });
});
