import { describe, expect, it } from 'vitest';
import { EVENT_TEAM_TEXTS, inventoryRoutes, pairingRoutes } from '@crm/contracts';
import { apiCall, browserSuite, login, shot } from './support.js';

/** The event info page's team and timeline follow a PO's pairing work; a meeting is deleted with confirm and Undo, on brand info and on call notes. */
describe('the event timeline and delete meeting in a real browser', () => {
  const suite = browserSuite();

  it('a PO assigns a brand and moves its stage; the event info timeline shows both; the meeting is deleted and restored on brand info and on call notes', async () => {
    const page = await suite.newPage();
    await login(page, suite.url, 'po@demo.test');
    const { eventInventories } = await apiCall(page, inventoryRoutes.forPo, { count: 5 });
    const { eiId, eventId, inventoryId } = eventInventories[0];
    const { brands } = await apiCall(page, pairingRoutes.unassignedList, {
      eiId,
      selectionType: 'UNASSIGNED',
      count: 1,
    });
    const { brandId, brandName } = brands[0];
    await apiCall(page, pairingRoutes.assign, {
      eiIds: [eiId],
      action: 'ASSIGN',
      brandId: [brandId],
    });
    await apiCall(page, pairingRoutes.updateStage, {
      eiId,
      brandId,
      stage: 'IN_PROGRESS',
    });

    await page.goto(`${suite.url}/eventinfo/${eventId}`);
    const list = page.getByTestId('timeline-list');
    const assigned = list.locator('[data-kind="BRAND_ASSIGNED"]').filter({ hasText: brandName });
    const moved = list.locator('[data-kind="STAGE_MOVED"]').filter({ hasText: brandName });
    await assigned.first().waitFor();
    await moved.first().waitFor();
    await page.getByTestId('team-table').waitFor();
    await page.getByTestId('event-timeline').scrollIntoViewIfNeeded();
    await shot(page, 'event-timeline-01-event-info');
    await page.getByRole('tab', { name: EVENT_TEAM_TEXTS.myTimeline }).click();
    await page.getByTestId('my-timeline').locator('[data-kind="STAGE_MOVED"]').first().waitFor();

    // the event inventory lists the PO among its brand assigners; the inventory's events show the overview header
    await page.goto(`${suite.url}/inventory/${eiId}`);
    await page.getByTestId('ei-brand-assigners').locator('tbody tr').first().waitFor();
    // and counts the brands assigned by role, the PO's among them
    const poCount = page.getByTestId('ei-assign-counts').getByLabel(/^PO: /);
    await poCount.waitFor();
    expect(Number((await poCount.getAttribute('aria-label'))!.split(': ')[1])).toBeGreaterThan(0);
    await page.getByTestId('ei-team').locator('tbody tr').first().waitFor();
    await shot(page, 'event-timeline-02-event-inventory');
    await page.goto(`${suite.url}/inventoryEvents/${inventoryId}`);
    await page.getByTestId('inventory-events-overview').getByText('Brands assigned').waitFor();

    const note = `Met their marketing head (e2e ${Date.now()})`;
    await apiCall(page, pairingRoutes.callNotes, { brandId, type: 'CALL', note });
    await page.goto(`${suite.url}/brandInfo/${brandId}`);
    const item = page
      .getByTestId('interactions')
      .locator('.mantine-Timeline-item')
      .filter({ hasText: note });
    await item.waitFor();
    await item.getByTestId('delete-meeting').click();
    await page.getByText(EVENT_TEAM_TEXTS.deleteMeetingConfirm).waitFor();
    await shot(page, 'event-timeline-03-confirm-delete');
    await page.getByTestId('confirm-action').click();
    await expect.poll(() => item.count()).toBe(0);
    await page.getByTestId('undo-delete-meeting').click();
    await page.getByText(EVENT_TEAM_TEXTS.meetingRestored).waitFor();
    await item.waitFor();
    await shot(page, 'event-timeline-04-restored');

    // the call notes page lists the brand's previous meetings, where the same meeting is deleted and restored
    await page.goto(`${suite.url}/addcallnotes?brandId=${brandId}`);
    const meeting = page
      .getByTestId('callnotes-meetings')
      .locator('[data-testid^="callnotes-meeting-"]')
      .filter({ hasText: note });
    await meeting.waitFor();
    await meeting.getByTestId('delete-meeting').click();
    await page.getByText(EVENT_TEAM_TEXTS.deleteMeetingConfirm).waitFor();
    await page.getByTestId('confirm-action').click();
    await expect.poll(() => meeting.count()).toBe(0);
    await shot(page, 'event-timeline-05-call-notes-deleted');
    await page.getByTestId('undo-delete-meeting').last().click();
    await meeting.waitFor();
    await shot(page, 'event-timeline-06-call-notes-restored');
  });
});
