import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkCustomFieldValue, type CustomField } from '@crm/contracts';
import { sentCustomValue, sentCustomValues } from './sentValue';

describe('a custom field value as sent', () => {
  it('sends a picked date as the end of that IST day, which the server stores as the day', () => {
    const sent = sentCustomValue('DATE', '2027-04-01');
    expect(sent).toBe('2027-04-01T18:29:59.999Z');
    expect(checkCustomFieldValue({ type: 'DATE', options: [], required: false }, sent)).toEqual({
      ok: true,
      value: '2027-04-01',
    });
  });

  it('sends other values, and a cleared date, as they are', () => {
    expect(sentCustomValue('DATE', null)).toBeNull();
    expect(sentCustomValue('TEXT', '2027-04-01')).toBe('2027-04-01');
    expect(sentCustomValue('NUMBER', 5)).toBe(5);
  });
});

const field = (id: number, type: CustomField['type']) => ({
  id,
  type,
  options: [],
  required: false,
});

describe('the custom-field values a new POC sends (spec 000 §5 Dates)', () => {
  // a browser west of UTC must not shift the day: run where local time is New York's
  const savedTz = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/New_York';
  });
  afterAll(() => {
    process.env.TZ = savedTz;
  });

  const fields = [field(1, 'DATE'), field(2, 'TEXT'), field(3, 'NUMBER'), field(4, 'MULTI_SELECT')];

  it('sends a picked DATE as the end of its IST day, which the API reads back as that day', () => {
    const sent = sentCustomValues(fields, { '1': '2026-12-05', '2': 'Cricket fan', '3': 7 });
    expect(sent).toEqual({ '1': '2026-12-05T18:29:59.999Z', '2': 'Cricket fan', '3': 7 });
    expect(checkCustomFieldValue(fields[0], sent['1'])).toEqual({ ok: true, value: '2026-12-05' });
  });

  it('leaves out the fields left empty', () => {
    expect(sentCustomValues(fields, { '1': '', '2': null, '4': [] })).toEqual({});
  });
});
