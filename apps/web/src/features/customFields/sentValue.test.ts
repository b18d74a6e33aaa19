import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkCustomFieldValue, type CustomField } from '@crm/contracts';
import { sentCustomValues } from './sentValue';

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
