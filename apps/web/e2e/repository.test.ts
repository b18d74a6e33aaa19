import { describe, expect, it } from 'vitest';
import { REPOSITORY_MESSAGES, pairingRoutes } from '@crm/contracts';
import { apiCall, browserSuite, login, shot } from './support.js';

/** A PO creates a repository, adds brands with the brand filter, publishes it and assigns it to an event inventory; the pairings exist. */
describe('repository in a real browser', () => {
  const suite = browserSuite();
  const { errors } = suite;
  const name = `Auto pitch list ${Date.now()}`;
  let matching = 0;

  it('create → add brands by the brand filter → publish → assign to an event inventory → the pairings exist', async () => {
    const page = await suite.newPage();
    await login(page, suite.url, 'po@demo.test', `${suite.url}/repository?mainTab=PRIVATE`);
    await page.getByTestId('repository-new').click();
    const form = page.getByTestId('repository-form');
    await form.getByTestId('repository-form-save').click();
    await form.getByText('Name is required').waitFor();
    await form.getByTestId('repository-form-name').fill(name);
    await form
      .getByTestId('repository-form-description')
      .fill('Automobile brands for the cricket season');
    await form
      .getByTestId('repository-form-visibility')
      .getByText('Public', { exact: true })
      .click();
    await shot(page, 'repository-01-new');
    await form.getByTestId('repository-form-save').click();
    await page.getByText(REPOSITORY_MESSAGES.draftSaved).waitFor();
    await expect.poll(() => page.getByTestId('repository-title').textContent()).toBe(name);
    await page.getByText('No brands in this repository yet').waitFor();

    // Repo not added → the brand filter (industry Automobile) → add all matching
    await page.getByTestId('repository-brands-tab-NOT_IN_REPO').click();
    await page.getByTestId('filter-button').click();
    await page.getByTestId('filter-industries').click();
    await page.getByRole('option', { name: 'Automobile', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('filter-apply').click();
    await page.getByTestId('chip-industries').waitFor();
    const addAll = page.getByTestId('repository-add-all');
    await expect
      .poll(
        async () => /Add all (\d+) matching/.exec((await addAll.textContent()) ?? '')?.[1] ?? '0',
        { timeout: 10_000 },
      )
      .not.toBe('0');
    matching = Number(/Add all (\d+) matching/.exec((await addAll.textContent()) ?? '')![1]);
    await page.getByTestId('repository-brand-row-NOT_IN_REPO').first().waitFor();
    await shot(page, 'repository-02-not-added-filtered');
    await addAll.click();
    await page.getByText(REPOSITORY_MESSAGES.brandsAdded(matching)).waitFor();
    await expect
      .poll(() => page.getByTestId('repository-brands-tab-IN_REPO').textContent())
      .toBe(`Review repo (${matching})`);
    await page.getByTestId('repository-brands-tab-IN_REPO').click();
    await page.getByTestId('repository-brand-row-IN_REPO').first().waitFor();
    await shot(page, 'repository-03-review');

    await page.getByTestId('repository-publish').click();
    await page.getByText(REPOSITORY_MESSAGES.published).waitFor();

    // Assign to events: pick two upcoming event inventories, see their counts, assign one at a time with the 2 s pause
    await page.getByTestId('repository-assign').click();
    await page.getByTestId('assign-events-picker').click();
    await page.getByRole('option').nth(1).waitFor();
    await page.getByRole('option').nth(0).click();
    await page.getByRole('option').nth(1).click();
    await page.keyboard.press('Escape');
    const rows = page.getByTestId('assign-event-row');
    await expect.poll(() => rows.count()).toBe(2);
    const willAddOf = async (i: number) =>
      (await rows.nth(i).locator('td').nth(1).textContent())?.trim() ?? '';
    for (const i of [0, 1])
      await expect.poll(() => willAddOf(i), { timeout: 10_000 }).toMatch(/^\d+$/);
    const willAdd = [Number(await willAddOf(0)), Number(await willAddOf(1))];
    expect(willAdd[0]).toBeGreaterThan(0);
    await shot(page, 'repository-04-assign-counts');
    const sent: { at: number; eiId: number }[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/event/inventory/brand/assignment/v2'))
        sent.push({
          at: Date.now(),
          eiId: (JSON.parse(r.postData()!) as { eiIds: number[] }).eiIds[0],
        });
    });
    await page.getByTestId('assign-events-start').click();
    await expect
      .poll(() => rows.nth(0).getByTestId('assign-added').textContent(), { timeout: 15_000 })
      .toBe(`${willAdd[0]} ${REPOSITORY_MESSAGES.eventAdded}`);
    expect(await rows.nth(1).getByTestId('assign-added').count()).toBe(0); // still waiting out the pause
    await expect
      .poll(() => rows.nth(1).getByTestId('assign-added').textContent(), { timeout: 15_000 })
      .toBe(`${willAdd[1]} ${REPOSITORY_MESSAGES.eventAdded}`);
    expect(sent).toHaveLength(2);
    expect(sent[1].at - sent[0].at).toBeGreaterThanOrEqual(2000);
    const eiId = sent[0].eiId;
    await shot(page, 'repository-05-assigned');

    // the pairings exist: the event inventory's ASSIGNED tab narrowed to the repository holds them, none is left unassigned
    const repoId = Number(new URL(page.url()).searchParams.get('repoId'));
    const unassigned = await apiCall(page, pairingRoutes.unassignedList, {
      eiId,
      selectionType: 'UNASSIGNED',
      filters: { repoIds: [repoId] },
    });
    expect(unassigned.totalNoOfEntries).toBe(0);
    const assigned = await apiCall(page, pairingRoutes.assignedList, {
      eiId,
      filters: { repoIds: [repoId] },
    });
    expect(assigned.totalNoOfEntries).toBeGreaterThanOrEqual(willAdd[0]);
    await page.keyboard.press('Escape');
    await page.goto(`${suite.url}/assignbrandV2/${eiId}?tab=ASSIGNED`);
    await page
      .getByTestId('assign-table-ASSIGNED')
      .locator('tbody tr[data-testid^="brand-row-"]')
      .first()
      .waitFor();
    await shot(page, 'repository-06-event-assigned-tab');
  });

  it('others see the published repository on the public tab (a TO with their team’s brands only); a removal can be undone', async () => {
    const to = await suite.newPage();
    await login(to, suite.url, 'to@demo.test', `${suite.url}/repository?mainTab=public`);
    const row = to.getByTestId('repository-row').filter({ hasText: name });
    await row.waitFor();
    // a TO sees only their team's brands of it (spec 001 §6)
    const teamCount = Number(await row.locator('td').nth(2).textContent());
    expect(teamCount).toBeGreaterThan(0);
    expect(teamCount).toBeLessThan(matching);
    await shot(to, 'repository-07-public-tab');

    const po = await suite.newPage();
    await login(po, suite.url, 'po@demo.test', `${suite.url}/repository`);
    const mine = po.getByTestId('repository-row').filter({ hasText: name });
    await mine.getByTestId('repository-menu').click();
    await po.getByTestId('repository-remove').click();
    await po.getByTestId('confirm-action').click();
    await po.getByText(REPOSITORY_MESSAGES.removed).waitFor();
    await expect.poll(() => mine.count()).toBe(0);
    await po.getByTestId('undo-remove-repository').click();
    await po.getByText(REPOSITORY_MESSAGES.restored).waitFor();
    await mine.waitFor();
  });

  it('raised no console errors on the way', () => {
    expect(errors.filter((e) => !/403|Forbidden/i.test(e))).toEqual([]);
  });
});
