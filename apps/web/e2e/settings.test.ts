import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { REFERENCE_MESSAGES } from '@crm/contracts';
import { browserSuite, login, settled, shot } from './support.js';

/**
 * /settings: an admin adds a city (Hinjewadi, part of Pune) in the reference data, uses it as a
 * brand's HQ on the brand page, sees the city's brand count, is refused removing a state in use, and removes
 * the city: the brand's HQ moves to Pune (MOVE_TO_PARENT), Undo brings both back. Anyone else sees that settings are for admins.
 */
describe('settings: admin reference data in a real browser', () => {
  const suite = browserSuite();
  const { errors } = suite;

  it('adds a city in /settings, uses it as a brand HQ, and removes it with its brand moved to the parent city', async () => {
    const page = await suite.newPage();
    await login(page, suite.url, 'admin@demo.test');
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByTestId('menu-settings').click();
    await page.waitForURL(/\/settings/);
    const rows = page.getByTestId('reference-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(25);
    // sorted by brand count, most first: the metros lead
    await page.getByTestId('sort-brandCount').click();
    await page.getByTestId('sort-brandCount').click();
    await expect.poll(() => rows.first().textContent()).toMatch(/Tier 1/);
    await shot(page, 'settings-01-cities');

    await page.getByTestId('reference-add').click();
    await page.getByTestId('reference-save').click(); // empty: the form says what is missing
    await page.getByText('Name is required.').waitFor();
    await page.getByTestId('reference-name').fill('Hinjewadi');
    await page.getByTestId('reference-state').click();
    await page.getByRole('option', { name: 'Maharashtra', exact: true }).click();
    await page.getByTestId('reference-tier').click();
    await page.getByRole('option', { name: 'Tier 2' }).click();
    await page.getByTestId('reference-parent').fill('Pune');
    await page.getByRole('option', { name: 'Pune, Maharashtra', exact: true }).click();
    await shot(page, 'settings-02-add-city');
    await page.getByTestId('reference-save').click();
    await page.getByText(REFERENCE_MESSAGES.created('location')).waitFor();

    await page.getByTestId('reference-search').fill('hinjewadi');
    const city = rows.filter({ hasText: 'Hinjewadi' });
    await expect.poll(() => rows.count()).toBe(1);
    expect(await city.textContent()).toMatch(/Hinjewadi.*Maharashtra.*West.*Tier 2.*Pune/);

    // the same name in the same state, in any case, is refused under the name
    await page.getByTestId('reference-add').click();
    await page.getByTestId('reference-name').fill('HINJEWADI');
    await page.getByTestId('reference-state').click();
    await page.getByRole('option', { name: 'Maharashtra', exact: true }).click();
    await page.getByTestId('reference-save').click();
    await page.getByText('City "HINJEWADI" already exists').waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();

    // a state with cities cannot be removed: the dialog says why
    await page.getByTestId('settings-tab-state').click();
    // the cities' panel unmounts as the states' mounts: type into the states' own search box
    await page.getByPlaceholder('Search states').fill('Maharashtra');
    await expect.poll(() => rows.count()).toBe(1);
    await rows.first().getByTestId('reference-remove').click();
    await page.getByTestId('confirm-action').click();
    await expect
      .poll(() => page.getByTestId('reference-refusal').textContent())
      .toMatch(/^State is used by [\d,]+ cities$/);
    await shot(page, 'settings-03-state-in-use');
    await page.getByRole('button', { name: 'Cancel' }).click();

    // the new city is a brand's HQ on the brand page
    await page.goto(`${suite.url}/brands`);
    const firstBrand = page
      .getByTestId('brands-table')
      .locator('tbody tr')
      .first()
      .getByRole('link')
      .first();
    await firstBrand.waitFor();
    await firstBrand.click();
    await page.waitForURL(/\/brandInfo\/\d+/);
    const brandPath = new URL(page.url()).pathname;
    await page.getByTestId('brand-edit').click();
    const form = page.getByTestId('brand-edit-form');
    await form.waitFor();
    await form.getByTestId('edit-hq').fill('Hinjewadi');
    await page.getByRole('option', { name: 'Hinjewadi, Maharashtra' }).click();
    await form.getByTestId('edit-save').click();
    await form.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.getByTestId('brand-hq').textContent())
      .toBe('Hinjewadi, Maharashtra');
    await shot(page, 'settings-04-brand-hq');

    // back in settings the city counts the brand; removing it moves the brand's HQ to Pune
    await page.goto(`${suite.url}/settings?kind=location`);
    await page.getByTestId('reference-search').fill('hinjewadi');
    await expect.poll(() => rows.count()).toBe(1);
    await expect.poll(() => city.textContent()).toMatch(/Pune\d+1$/);
    await city.getByTestId('reference-remove').click();
    await page
      .getByText('Brands, marketing offices, POCs and events in Hinjewadi move to Pune.')
      .waitFor();
    await settled(page.getByRole('dialog'));
    await shot(page, 'settings-05-remove-city');
    await page.getByTestId('confirm-action').click();
    await page.getByText('City removed; moved 1 brand HQ to Pune').waitFor();
    await expect.poll(() => rows.count()).toBe(0);
    // Undo brings the city back with the brand's HQ in it
    await page.getByTestId('undo-remove-reference').click();
    await page.getByText(REFERENCE_MESSAGES.restored('location')).waitFor();
    await expect.poll(() => rows.count()).toBe(1);
    await page.goto(`${suite.url}${brandPath}`);
    await expect
      .poll(() => page.getByTestId('brand-hq').textContent())
      .toBe('Hinjewadi, Maharashtra');
    // removed again (no Undo this time), the HQ stays at Pune
    await page.goto(`${suite.url}/settings?kind=location`);
    await page.getByTestId('reference-search').fill('hinjewadi');
    await expect.poll(() => rows.count()).toBe(1);
    await city.getByTestId('reference-remove').click();
    await page.getByTestId('confirm-action').click();
    await expect.poll(() => rows.count()).toBe(0);
    await page.goto(`${suite.url}${brandPath}`);
    await expect.poll(() => page.getByTestId('brand-hq').textContent()).toBe('Pune, Maharashtra');
    await page.close();
  });

  it('removes an unused industry with Undo; others see that settings are for admins', async () => {
    const page = await suite.newPage();
    await login(page, suite.url, 'admin@demo.test', `${suite.url}/settings?kind=industry`);
    await page.getByTestId('reference-add').click();
    await page.getByTestId('reference-name').fill('  Space Tourism ');
    await page.getByTestId('reference-save').click();
    await page.getByText(REFERENCE_MESSAGES.created('industry')).waitFor();
    await page.getByTestId('reference-search').fill('space');
    const rows = page.getByTestId('reference-row');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toMatch(/^Space Tourism00$/);
    await rows.first().getByTestId('reference-remove').click();
    await page.getByTestId('confirm-action').click();
    await page.getByTestId('undo-remove-reference').click();
    await page.getByText('Industry restored').waitFor();
    await expect.poll(() => rows.count()).toBe(1);
    await shot(page, 'settings-06-industry-restored');

    const bo = await suite.newPage();
    await login(bo, suite.url, 'bo@demo.test', `${suite.url}/settings`);
    await bo.getByTestId('settings-not-allowed').waitFor();
    await shot(bo, 'settings-07-not-allowed');
  });

  it('adds a webhook from the menu: its secret once, a signed test event reaches the receiver, the log shows it; Remove asks and Undo brings it back', async () => {
    const received: { headers: Record<string, string>; body: string }[] = [];
    const receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c));
      req.on('end', () => {
        received.push({ headers: req.headers as Record<string, string>, body });
        res.end('thanks');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/crm`;
    try {
      const page = await suite.newPage();
      await login(page, suite.url, 'admin@demo.test');
      await page.getByRole('button', { name: 'Profile menu' }).click();
      await page.getByTestId('menu-webhooks').click();
      await page.waitForURL(/\/admin\/webhooks/);
      await page.getByTestId('empty-state').waitFor();
      await page.getByTestId('add-webhook').click();
      await page.getByTestId('webhook-url').fill(url);
      await page.getByRole('button', { name: 'Add webhook' }).last().click();
      const secret = (await page.getByTestId('webhook-secret-value').textContent()) ?? '';
      expect(secret).toMatch(/^whsec_/);
      await shot(page, 'settings-05-webhook-secret');
      await page.getByRole('button', { name: 'Done' }).click();
      const row = page.getByTestId('webhook-row');
      await expect.poll(() => row.textContent()).toContain(url);
      await row.getByRole('button', { name: 'Send test' }).click();
      await expect.poll(() => received.length).toBe(1);
      const event = new Webhook(secret).verify(received[0]!.body, received[0]!.headers) as {
        type: string;
      };
      expect(event.type).toBe('webhook.test');
      await row.getByRole('button', { name: 'Log' }).click();
      const attempt = page.getByTestId('webhook-attempt');
      await expect.poll(() => attempt.first().getAttribute('data-ok')).toBe('true');
      expect(await attempt.first().textContent()).toContain('thanks');
      await shot(page, 'settings-06-webhook-log');
      await page.keyboard.press('Escape');
      await row.getByRole('button', { name: 'Remove' }).click();
      await page.getByTestId('confirm-action').click();
      await page.getByTestId('empty-state').waitFor();
      await page.getByTestId('webhook-undo').click();
      await expect.poll(() => row.textContent()).toContain(url);
    } finally {
      receiver.close();
    }
  });

  it('raised no console errors on the way but the two expected refusals (409)', () => {
    expect(errors.filter((e) => !/status of 409/.test(e))).toEqual([]);
    expect(errors.length).toBe(2);
  });
});
