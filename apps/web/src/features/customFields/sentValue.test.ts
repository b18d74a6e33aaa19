import { describe, expect, it } from 'vitest';
import { checkCustomFieldValue } from '@crm/contracts';
import { sentCustomValue } from './sentValue';

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
