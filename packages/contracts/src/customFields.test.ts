import { describe, expect, it } from 'vitest';
import { activeFilters } from './brandFilter.js';
import {
  checkCustomFieldValue,
  CustomFieldCondition,
  CustomFieldCreateRequest,
  customFieldText,
} from './customFields.js';

const options = [
  { value: 'gold', label: 'Gold' },
  { value: 'silver', label: 'Silver' },
];

describe('custom field values', () => {
  it('checks each type and normalises what it stores', () => {
    expect(checkCustomFieldValue({ type: 'TEXT', options: [], required: false }, '  hi ')).toEqual({
      ok: true,
      value: 'hi',
    });
    expect(checkCustomFieldValue({ type: 'TEXT', options: [], required: false }, '   ')).toEqual({
      ok: true,
      value: null,
    });
    expect(checkCustomFieldValue({ type: 'TEXT', options: [], required: true }, '')).toEqual({
      ok: false,
      error: 'is required',
    });
    expect(checkCustomFieldValue({ type: 'NUMBER', options: [], required: false }, '12.5')).toEqual(
      { ok: true, value: 12.5 },
    );
    expect(
      checkCustomFieldValue({ type: 'NUMBER', options: [], required: false }, '1e3'),
    ).toMatchObject({ ok: false });
    expect(
      checkCustomFieldValue({ type: 'NUMBER', options: [], required: false }, Number.NaN),
    ).toMatchObject({ ok: false });
    expect(
      checkCustomFieldValue({ type: 'DATE', options: [], required: false }, '2028-02-29'),
    ).toEqual({ ok: true, value: '2028-02-29' });
    expect(
      checkCustomFieldValue({ type: 'DATE', options: [], required: false }, '2027-02-29'),
    ).toMatchObject({ ok: false });
    expect(
      checkCustomFieldValue(
        { type: 'DATE', options: [], required: false },
        '2028-02-29T18:29:59.999Z',
      ),
    ).toEqual({ ok: true, value: '2028-02-29' }); // a picked day sent as the end of that IST day
    expect(
      checkCustomFieldValue(
        { type: 'DATE', options: [], required: false },
        '2027-02-29T18:29:59.999Z',
      ),
    ).toMatchObject({ ok: false });
    expect(
      checkCustomFieldValue({ type: 'SINGLE_SELECT', options, required: false }, 'Gold'),
    ).toMatchObject({ ok: false });
    expect(
      checkCustomFieldValue({ type: 'MULTI_SELECT', options, required: false }, [
        'silver',
        'gold',
        'silver',
      ]),
    ).toEqual({ ok: true, value: ['gold', 'silver'] });
    expect(customFieldText({ type: 'MULTI_SELECT', options }, ['gold', 'silver'])).toBe(
      'Gold; Silver',
    );
    expect(customFieldText({ type: 'NUMBER', options: [] }, 0)).toBe('0');
  });

  it('refuses selects without options and malformed filter conditions; counts the conditions as one active filter', () => {
    expect(
      CustomFieldCreateRequest.safeParse({ entity: 'BRAND', label: 'Tier', type: 'SINGLE_SELECT' })
        .success,
    ).toBe(false);
    expect(
      CustomFieldCreateRequest.safeParse({ entity: 'POC', label: 'Nickname', type: 'TEXT' })
        .success,
    ).toBe(true);
    expect(CustomFieldCondition.safeParse({ fieldId: 1, op: 'RANGE' }).success).toBe(false);
    expect(
      CustomFieldCondition.safeParse({ fieldId: 1, op: 'RANGE', min: '2026-01-01' }).success,
    ).toBe(true);
    expect(CustomFieldCondition.safeParse({ fieldId: 1, op: 'ANY_OF', values: [] }).success).toBe(
      false,
    );
    expect(
      activeFilters({
        customFields: [
          { fieldId: 1, op: 'IS_SET' },
          { fieldId: 2, op: 'EQUALS', value: 3 },
        ],
      }),
    ).toEqual([{ key: 'customFields', label: 'Custom fields', shownCount: 2 }]);
  });
});
