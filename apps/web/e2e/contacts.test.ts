import { describe, expect, it } from 'vitest';
import { POC_MESSAGES } from '@crm/contracts';
import { browserSuite, login, shot } from './support.js';

/** A BO adds a POC to their brand, sees it on the Contacts tab and on the org chart, in Chromium. */
describe('contacts in a real browser', () => {
  const suite = browserSuite();
  const { newPage, errors } = suite;

  it('a BO finds their brand on POC Contacts, adds a POC with the form, sees it listed and on the org chart', async () => {
    const page = await newPage();
    await login(page, suite.url, 'bo@demo.test', `${suite.url}/pocContactList`);
    const firstRow = page.getByTestId('poc-contacts-table').locator('tbody tr').first();
    await firstRow.getByRole('link').first().waitFor();
    await shot(page, 'contacts-01-poc-contacts');
    await firstRow.getByRole('link').first().click();
    await page.waitForURL(/\/brandInfo\/\d+\?.*infoTab=Contacts/);
    await page.getByTestId('poc-cards').waitFor();

    await page.getByTestId('add-poc').click();
    await page.getByTestId('poc-name').fill('Ritika Bansal');
    await page.getByTestId('poc-role').fill('Head of Sponsorships');
    await page.getByTestId('poc-email').fill('ritika.bansal@example.com');
    await page.getByTestId('poc-linkedin').fill('https://www.linkedin.com/in/ritika-bansal');
    await page.getByTestId('poc-add-phone').click();
    await page.getByTestId('poc-phone-number-0').fill('98201 23456');
    // department: type a new name and create it inline
    await page.getByTestId('poc-department').click();
    await page.getByTestId('poc-department').fill('Events');
    await page.getByRole('option', { name: '+ Create "Events"' }).click();
    await expect.poll(() => page.getByTestId('poc-department').inputValue()).toBe('Events');
    // city: search and pick
    await page.getByTestId('poc-city').fill('Mumbai');
    await page.getByRole('option', { name: 'Mumbai, Maharashtra', exact: true }).click();
    // reports to the primary POC
    await page.getByTestId('poc-reports-to').click();
    const manager = page.getByRole('option').first();
    const managerName = ((await manager.textContent()) ?? '').split(' · ')[0];
    await manager.click();
    await shot(page, 'contacts-02-poc-form');
    await page.getByTestId('poc-save').click();
    await page.getByText(POC_MESSAGES.pocCreated).waitFor();

    const card = page.locator('[data-testid^="poc-card-"]', { hasText: 'Ritika Bansal' });
    await card.waitFor();
    const text = await card.textContent();
    expect(text).toContain('Head of Sponsorships');
    expect(text).toContain('Events');
    expect(text).toContain('Mumbai');
    expect(text).toContain(`Reports to ${managerName}`);
    expect(text).toContain('+91 9820123456');
    await page.getByTestId('poc-history').getByText('Ritika Bansal').first().waitFor();
    await shot(page, 'contacts-03-poc-added');

    await page.getByTestId('open-org-chart').click();
    await page.waitForURL(/\/orgChart\/\d+/);
    const node = page.locator('[data-testid^="org-node-"]', { hasText: 'Ritika Bansal' });
    await node.waitFor();
    await page.getByText('Events', { exact: true }).first().waitFor();
    const pocId = (await node.getAttribute('data-testid'))!.replace('org-node-', '');
    expect(await page.locator(`.react-flow__edge[data-id$="-${pocId}"]`).count()).toBe(1);
    await shot(page, 'contacts-04-org-chart');
    await page.close();
  });

  it('a BO associates an agency with types on the Agencies sub-tab and removes it after confirming', async () => {
    const page = await newPage();
    await login(page, suite.url, 'bo@demo.test', `${suite.url}/pocContactList`);
    const link = page
      .getByTestId('poc-contacts-table')
      .locator('tbody tr')
      .first()
      .getByRole('link')
      .first();
    await link.waitFor();
    const href = (await link.getAttribute('href'))!;
    await page.goto(`${suite.url}${href}&contactTab=agencies`);
    await page.getByTestId('brand-agencies').waitFor();
    await page.getByTestId('associate-agency').click();
    await page.getByTestId('agency-select').fill('Kinnect');
    await page.getByRole('option', { name: 'Kinnect', exact: true }).click();
    await page.getByTestId('association-types').click();
    await page.getByRole('option', { name: 'Digital' }).click();
    await page.getByRole('option', { name: 'Creative' }).click();
    await page.getByText('Associate an agency', { exact: true }).click();
    await page.getByTestId('associate-save').click();
    const row = page.getByTestId('brand-agencies').locator('tr', { hasText: 'Kinnect' });
    await row.waitFor();
    expect(await row.textContent()).toMatch(/Creative.*Digital|Digital.*Creative/);
    await shot(page, 'contacts-05-agencies');
    await row.getByRole('button', { name: 'Remove Kinnect' }).click();
    await page.getByTestId('confirm-action').click();
    await row.waitFor({ state: 'detached' });
    expect(errors.filter((e) => !e.includes('favicon'))).toEqual([]);
    await page.close();
  });
});
