import { describe, expect, it } from 'vitest';
import {
  FORECAST_TEXTS,
  forecastRoutes,
  type EventInventoryItem,
  type Forecast,
} from '@crm/contracts';
import { formatCrore } from '../src/lib/format.js';
import {
  apiSession,
  firstEventInventories,
  browserSuite,
  login,
  sessionCall,
  shot,
} from './support.js';

/**
 * The weighted forecast (issue 24 §3) in Chromium: an admin sets In Progress's win probability in
 * /settings and the event inventory's forecast card shows the new figure, and undoes a second change;
 * the event page and the home dashboards (BO, TO) show theirs.
 */
describe('weighted forecast in a real browser', () => {
  const suite = browserSuite();
  const { errors } = suite;

  it('an admin’s new probability shows at once on the event inventory’s forecast card', async () => {
    const admin = await apiSession(suite.url, 'admin@demo.test');
    const eventInventories = await firstEventInventories(suite.url, 50);
    const forecastOf = (eiId: number) =>
      sessionCall(suite.url, admin, forecastRoutes.eventInventory, { eiId });
    let ei: EventInventoryItem | undefined;
    let before: Forecast | undefined;
    for (const e of eventInventories) {
      before = await forecastOf(e.eiId);
      if (before.weightedOpen > 0) {
        ei = e;
        break;
      }
    }
    expect(ei, 'an event inventory with open pairings of some value').toBeDefined();

    const page = await suite.newPage();
    await login(page, suite.url, 'admin@demo.test', `${suite.url}/inventory/${ei!.eiId}`);
    const figure = page.getByTestId('ei-forecast-forecast');
    await expect.poll(() => figure.textContent()).toBe(formatCrore(before!.forecast));
    await page.getByTestId('ei-forecast').scrollIntoViewIfNeeded();
    await shot(page, 'forecast-01-event-inventory');

    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByTestId('menu-settings').click();
    await page.waitForURL(/\/settings/);
    await page.getByTestId('probability-IN_PROGRESS-input').fill('101');
    await page.getByText('Probability must be between 0 and 100 %').waitFor();
    expect(await page.getByTestId('probability-IN_PROGRESS-save').isDisabled()).toBe(true);
    await page.getByTestId('probability-IN_PROGRESS-input').fill('95');
    await page.getByTestId('probability-IN_PROGRESS-save').click();
    await page.getByTestId('confirm-action').click();
    await page.getByText(FORECAST_TEXTS.saved).waitFor();
    await expect
      .poll(() => page.getByTestId('probability-IN_PROGRESS-now').textContent())
      .toBe('95 %');
    await page.getByTestId('stage-probabilities').scrollIntoViewIfNeeded();
    await shot(page, 'forecast-02-settings');

    const after = await forecastOf(ei!.eiId);
    expect(after.weightedOpen).toBeGreaterThan(before!.weightedOpen);
    await page.goBack();
    await page.waitForURL(new RegExp(`/inventory/${ei!.eiId}`));
    await expect.poll(() => figure.textContent()).toBe(formatCrore(after.forecast));
    await shot(page, 'forecast-03-event-inventory-after');

    // a careless save is undone: Assigned (on its default) goes back to being the default
    await page.goForward();
    await page.waitForURL(/\/settings/);
    const assigned = page.getByTestId('probability-ASSIGNED');
    const now = page.getByTestId('probability-ASSIGNED-now');
    await expect.poll(() => assigned.textContent()).toContain(FORECAST_TEXTS.defaultValue);
    const was = await now.textContent();
    await page.getByTestId('probability-ASSIGNED-input').fill('7');
    await page.getByTestId('probability-ASSIGNED-save').click();
    await page.getByTestId('confirm-action').click();
    await expect.poll(() => now.textContent()).toBe('7 %');
    expect(await assigned.textContent()).not.toContain(FORECAST_TEXTS.defaultValue);
    await page.getByTestId('undo-probability-ASSIGNED').click();
    await page.getByText(FORECAST_TEXTS.restored).waitFor();
    await expect.poll(() => now.textContent()).toBe(was);
    await expect.poll(() => assigned.textContent()).toContain(FORECAST_TEXTS.defaultValue);
    expect((await forecastOf(ei!.eiId)).forecast).toBe(after.forecast);
    expect(errors).toEqual([]);
  });

  it('shows the event’s forecast and the BO’s and TO’s on the home dashboard', async () => {
    const page = await suite.newPage();
    await login(page, suite.url, 'to@demo.test');
    await page.getByTestId('team-forecast-total').waitFor();
    expect(await page.getByTestId('team-forecast-row').count()).toBeGreaterThan(0);
    await page.getByTestId('team-forecast').scrollIntoViewIfNeeded();
    await shot(page, 'forecast-04-home-to');

    const bo = await suite.newPage();
    await login(bo, suite.url, 'bo@demo.test');
    await bo.getByTestId('own-forecast-forecast').waitFor();
    await bo.getByTestId('own-forecast').scrollIntoViewIfNeeded();
    await shot(bo, 'forecast-05-home-bo');

    const admin = await apiSession(suite.url, 'admin@demo.test');
    const eventId = (await firstEventInventories(suite.url))[0].eventId;
    const f = await sessionCall(suite.url, admin, forecastRoutes.event, { eventId });
    await bo.goto(`${suite.url}/eventinfo/${eventId}`);
    await expect
      .poll(() => bo.getByTestId('event-forecast-forecast').textContent())
      .toBe(formatCrore(f.forecast));
    await shot(bo, 'forecast-06-event');
    expect(errors).toEqual([]);
  });
});
