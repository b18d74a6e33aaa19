import { describe, expect, it } from 'vitest';
import { inventoryRoutes, pairingRoutes } from '@crm/contracts';
import { apiSession, browserSuite, login, sessionCall } from './support.js';

/** The assign page opened from a link with its filters (spec 001 §2 brandOwnerId, stageTab), in Chromium. */
describe('assign page links in a real browser', () => {
  const suite = browserSuite();
  const { errors } = suite;

  it('opens the Assigned tab filtered to one brand owner and one stage', async () => {
    const po = await apiSession(suite.url, 'po@demo.test');
    const bo = await apiSession(suite.url, 'bo@demo.test');
    const { eventInventories } = await sessionCall(suite.url, bo, inventoryRoutes.forBo, {
      eventStatus: 'PREVIOUS',
      count: 100,
    });
    const ei = eventInventories.find((e) => e.stageCounts.WON > 0)!;
    const filtered = (filters: object) =>
      sessionCall(suite.url, po, pairingRoutes.assignedList, {
        eiId: ei.eiId,
        filters: { searchFor: '', industryIds: [], brandOwnerIds: [], stages: [], ...filters },
      });
    const want = await filtered({ brandOwnerIds: [bo.userId], stages: ['WON'] });
    const all = await filtered({});
    expect(want.totalNoOfEntries).toBeGreaterThan(0);
    expect(want.totalNoOfEntries).toBeLessThan(all.totalNoOfEntries);

    const page = await suite.newPage();
    await login(
      page,
      suite.url,
      'po@demo.test',
      `${suite.url}/assignbrandV2/${ei.eiId}?eventId=${ei.eventId}&tab=ASSIGNED&stageTab=WON&brandOwnerId=${bo.userId}`,
    );
    await expect
      .poll(() => page.getByTestId('tab-count-ASSIGNED').textContent())
      .toBe(String(want.totalNoOfEntries));
    expect(errors).toEqual([]);
    await page.close();
  });
});
