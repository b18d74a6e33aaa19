import { describe, expect, it } from 'vitest';
import { apiSession, browserSuite, login, shot } from './support.js';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** One's own profile — the tabs in the URL, and a new picture through the signed upload shown in the header. */
describe('own profile in a real browser', () => {
  const suite = browserSuite();
  const { errors } = suite;

  it('opens Your Profile, switches tabs (show= in the URL), and changes the picture', async () => {
    const page = await suite.newPage();
    await login(page, suite.url, 'po@demo.test');
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Your Profile' }).click();
    await page.waitForURL(/\/profile\/\d+/);
    await expect
      .poll(() => page.getByTestId('profile-card').textContent())
      .toContain('Priya Sharma');
    await page.getByTestId('profile-tab-inventories').click();
    await page.waitForURL(/show=inventories/);
    await page.getByTestId('profile-inventory').first().waitFor();
    // the tab's columns are a per-user preset (spec 001 §9 user profile: inventories): hide Sales target, kept after a reload
    const headers = () =>
      page.getByTestId('profile-inventories').locator('thead th').allTextContents();
    await expect.poll(headers).toContain('Sales target');
    await page.getByTestId('columns-menu').click();
    await page.getByTestId('column-salesTarget').getByRole('checkbox').uncheck();
    await page.keyboard.press('Escape');
    await expect.poll(headers).not.toContain('Sales target');
    await page.reload();
    await page.getByTestId('profile-inventory').first().waitFor();
    await expect.poll(headers).not.toContain('Sales target');
    await shot(page, 'profile-01-inventories');
    await page.getByTestId('profile-tab-teams').click();
    await page.waitForURL(/show=teams/);
    await page.getByTestId('profile-teams').waitFor();
    await page.getByTestId('profile-tab-offloaded').click();
    await page.waitForURL(/show=offloaded/);
    await page.getByTestId('profile-offloaded').waitFor();
    await page.reload();
    await page.getByTestId('profile-offloaded').waitFor(); // the tab survives a reload

    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('profile-change-picture').click();
    await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await page.getByText('Profile picture updated').waitFor();
    // the header avatar and the card show the stored picture (fetched with the token as an object URL)
    await expect
      .poll(() =>
        page.getByRole('button', { name: 'Profile menu' }).locator('img').getAttribute('src'),
      )
      .toMatch(/^blob:/);
    await expect
      .poll(() => page.getByTestId('profile-card').locator('img').first().getAttribute('src'))
      .toMatch(/^blob:/);
    await shot(page, 'profile-02-picture');
  });

  it('turns the calendar feed on (the link, shown once, serves an ICS calendar), then off after a confirmation', async () => {
    const page = await suite.newPage();
    await login(page, suite.url, 'bo@demo.test');
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Your Profile' }).click();
    const card = page.getByTestId('calendar-feed');
    await card.getByTestId('calendar-feed-on').click();
    await page.getByText('Calendar feed turned on').waitFor();
    const link = await card.getByTestId('calendar-feed-link').inputValue();
    expect(link).toMatch(/\/api\/calendar\/feed\.ics\?token=[A-Za-z0-9_-]{43}$/);
    // the link as shown, fetched as a calendar app would: by its URL, without a session (not apiCall)
    const feed = await fetch(link);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toContain('text/calendar');
    expect(await feed.text()).toContain('BEGIN:VCALENDAR');
    await card.getByTestId('calendar-feed-status').waitFor();
    await shot(page, 'profile-03-calendar-feed');
    await card.getByRole('button', { name: 'Turn off' }).click();
    await page.getByTestId('confirm-action').click();
    await page.getByText('Calendar feed turned off').waitFor();
    await card.getByTestId('calendar-feed-on').waitFor();
    await expect(card.getByTestId('calendar-feed-link').count()).resolves.toBe(0);
    expect((await fetch(link)).status).toBe(404);
  });

  it('lists the signed-in sessions and signs out another one, whose token is then refused', async () => {
    const page = await suite.newPage();
    await login(page, suite.url, 'hr@demo.test');
    const other = await apiSession(suite.url, 'hr@demo.test');
    await page.goto(`${suite.url}/profile/${other.userId}`);
    const rows = page.getByTestId('session-row');
    await expect.poll(() => rows.count()).toBe(2);
    await expect.poll(() => rows.first().textContent()).toContain('This browser');
    await shot(page, 'profile-03-sessions');
    await rows
      .nth(1)
      .getByRole('button', { name: /^Sign out/ })
      .click();
    await expect.poll(() => rows.count()).toBe(1);
    const refused = await fetch(`${suite.url}/api/user/sessions`, {
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(refused.status).toBe(401);
  });

  it('makes an API token (its secret shown once, then working with curl’s header), and revokes it after a confirmation', async () => {
    const page = await suite.newPage();
    await login(page, suite.url, 'po@demo.test');
    const me = await apiSession(suite.url, 'po@demo.test');
    await page.goto(`${suite.url}/profile/${me.userId}`);
    const card = page.getByTestId('api-tokens');
    await card.getByTestId('empty-state').waitFor();
    await card.getByTestId('new-api-token').click();
    await page.getByTestId('api-token-name').fill('Finance sync');
    await page.getByText('Read and write').click();
    await page.getByRole('button', { name: 'Make token' }).click();
    const secret = (await page.getByTestId('api-token-value').textContent()) ?? '';
    expect(secret).toMatch(/^sdk_[A-Za-z0-9_-]{43}$/);
    await shot(page, 'profile-04-api-token-secret');
    await page.getByRole('button', { name: 'Done' }).click();
    const row = card.getByTestId('api-token-row');
    await expect.poll(() => row.textContent()).toContain('Finance sync');
    expect(await row.textContent()).toContain(`sdk_…${secret.slice(-4)}`);
    expect(await page.content()).not.toContain(secret); // shown once: gone with the dialog
    const call = () =>
      fetch(`${suite.url}/api/user/tokens`, { headers: { authorization: `Bearer ${secret}` } });
    expect((await call()).status).toBe(200);
    await page.reload();
    await expect.poll(() => row.textContent()).not.toContain('Not yet'); // its last use is listed
    await shot(page, 'profile-05-api-tokens');
    await row.getByRole('button', { name: 'Revoke Finance sync' }).click();
    await page.getByTestId('confirm-action').click();
    await expect.poll(() => row.getAttribute('data-state')).toBe('revoked');
    expect((await call()).status).toBe(401);
  });

  it('raised no console errors on the way', () => {
    expect(errors).toEqual([]);
  });
});
