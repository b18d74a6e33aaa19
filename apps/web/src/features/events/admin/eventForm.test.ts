import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventCreateRequest } from '@crm/contracts';
import { emptyEventForm, requestOfForm } from './eventForm';

describe('the event form sends its picked days as the end of each IST day (spec 000 §5 Dates)', () => {
  // a browser west of UTC must not shift the day: run where local time is New York's
  const savedTz = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/New_York';
  });
  afterAll(() => {
    process.env.TZ = savedTz;
  });

  const picked = {
    ...emptyEventForm(),
    eventName: 'Pune Marathon',
    startDate: '2026-12-05',
    endDate: '2026-12-07',
    cityId: '1',
    category: 'CRICKET' as const,
    inventories: [{ key: 'r', inventoryId: '3', inventoryName: 'Title', salesTarget: '' }],
  };

  it('as 23:59:59.999 IST, which the API reads back as the same days', () => {
    expect(new Date(2026, 11, 5).getTimezoneOffset()).toBe(300); // the local zone really is New York
    const sent = requestOfForm(picked);
    expect(sent).toMatchObject({
      startDate: '2026-12-05T18:29:59.999Z',
      endDate: '2026-12-07T18:29:59.999Z',
    });
    expect(EventCreateRequest.parse(sent)).toMatchObject({
      startDate: '2026-12-05',
      endDate: '2026-12-07',
    });
  });

  it('leaves a day not yet picked empty, for the form to ask for', () => {
    expect(requestOfForm(emptyEventForm())).toMatchObject({ startDate: '', endDate: '' });
  });
});
