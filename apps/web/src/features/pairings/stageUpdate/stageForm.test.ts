import { describe, expect, it } from 'vitest';
import { StageFields } from '@crm/contracts';
import { contractValidator } from '../../../lib/form';
import { stageFieldsOf, stageUpdateBody, stageValuesOf, type StageTarget } from './stageForm';

const target: StageTarget = {
  eiId: 7,
  brandId: 3,
  brandName: 'Acme',
  stage: 'IN_PROGRESS',
  tag: null,
  lostReason: null,
  proposedValue: 1.5,
  negotiatedValue: null,
  closedValue: null,
  followUpDate: '2026-12-01T00:00:00.000Z',
  expectedClosure: null,
};

describe('stage form', () => {
  it('fills the form from a pairing: day part of dates, empty for none', () => {
    const v = stageValuesOf(target);
    expect(v).toMatchObject({ proposed: 1.5, negotiated: '', followUp: '2026-12-01', closure: '' });
  });

  it('sends empty values and dates as null', () => {
    const body = stageUpdateBody(target, { ...stageValuesOf(target), proposed: '', followUp: '' });
    expect(body).toMatchObject({ eiId: 7, brandId: 3, proposedValue: null, followUpDate: null });
  });

  it('sends a picked date as the end of that IST day (spec 000 §5 Dates)', () => {
    const body = stageUpdateBody(target, { ...stageValuesOf(target), closure: '2027-03-31' });
    expect(body).toMatchObject({
      followUpDate: '2026-12-01T18:29:59.999Z',
      expectedClosure: '2027-03-31T18:29:59.999Z',
    });
    expect(StageFields.parse(body)).toMatchObject({
      followUpDate: '2026-12-01',
      expectedClosure: '2027-03-31',
    });
  });

  it('sends the lost reason, trimmed, for Not Interested only', () => {
    const v = { ...stageValuesOf(target), lostReason: '  budget  ' };
    expect(stageUpdateBody(target, { ...v, stage: 'NOT_INTERESTED' }).lostReason).toBe('budget');
    expect(stageUpdateBody(target, v).lostReason).toBeNull();
  });

  it('takes an empty lost reason for Not Interested: it is asked for on Save, never disabling it', () => {
    const check = contractValidator({ schema: StageFields, request: stageFieldsOf });
    const v = { ...stageValuesOf(target), stage: 'NOT_INTERESTED' as const, lostReason: '  ' };
    expect(check(v)).toEqual({});
    expect(Object.keys(check({ ...v, lostReason: 'x'.repeat(501) }))).toEqual(['lostReason']);
  });
});
